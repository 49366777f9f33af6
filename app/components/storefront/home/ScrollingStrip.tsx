// The endless strip under the hero: the images twice in a row so the loop has no seam (product §2).
import { Picture } from "~/components/ui/Picture";
export interface StripImage {
  id: number;
  title: string;
  imageUrl: string;
}

const TILE = "h-40 w-32 shrink-0 sm:h-56 sm:w-44";

export function ScrollingStrip({ images }: { images: StripImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className="overflow-hidden border-y border-sand bg-white py-4" aria-label="Recent work">
      <ul className="flex w-max motion-safe:animate-[marquee_40s_linear_infinite] hover:[animation-play-state:paused]">
        {[0, 1].map((copy) =>
          images.map((image) => (
            <li key={`${copy}-${image.id}`} aria-hidden={copy === 1 || undefined} className={`${TILE} mr-4`}>
              <Picture
                src={image.imageUrl}
                alt={copy === 0 ? image.title : ""}
                width={600}
                height={800}
                sizes="(min-width: 640px) 176px, 128px"
                className="h-full w-full object-cover"
              />
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

export function ScrollingStripPlaceholder() {
  return (
    <section
      className="overflow-hidden border-y border-sand bg-white py-4"
      aria-busy="true"
      aria-label="Loading"
    >
      <ul className="flex gap-4">
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i} className={`${TILE} animate-pulse bg-sand`} />
        ))}
      </ul>
    </section>
  );
}
