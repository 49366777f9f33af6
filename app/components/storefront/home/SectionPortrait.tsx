// The portrait beside a home section's text (the story, the artist): a 4:5 photo filling one of the
// section's two columns from 768 px up, the whole width below.
import { Picture } from "~/components/ui/Picture";

export function SectionPortrait({
  src,
  alt,
  className = "",
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return (
    <Picture
      src={src}
      alt={alt}
      width={1000}
      height={1250}
      sizes="(min-width: 768px) 50vw, 100vw"
      className={`w-full object-cover ${className}`.trimEnd()}
    />
  );
}
