// About the artist (anchor 'story', product §2): heading 'ABOUT', two paragraphs, an image, 'GET IN TOUCH'.
import { FormattedText } from "~/components/storefront/ProductText";
import { buttonClass } from "~/components/ui/Button";
import { SectionPortrait } from "./SectionPortrait";
export function StorySection({
  paragraphs,
  image,
  imageAlt,
}: {
  paragraphs: [string, string];
  image: string;
  imageAlt: string;
}) {
  return (
    <section
      id="story"
      aria-labelledby="story-title"
      className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-24 md:grid-cols-2"
    >
      <div>
        <h2 id="story-title" className="font-serif text-4xl tracking-widest">
          ABOUT
        </h2>
        {paragraphs.map((paragraph, i) => (
          <div key={i} className="mt-6 space-y-3 leading-relaxed">
            <FormattedText text={paragraph} />
          </div>
        ))}
        <a href="#contact" className={buttonClass({ variant: "outline", className: "mt-8" })}>
          GET IN TOUCH
        </a>
      </div>
      <SectionPortrait src={image} alt={imageAlt} />
    </section>
  );
}
