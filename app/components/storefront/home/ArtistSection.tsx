// The artist section (product §2 admin 'About Section Management'): title, image and up to three paragraphs.
import { FormattedText } from "~/components/storefront/ProductText";
import { SectionPortrait } from "./SectionPortrait";
export function ArtistSection({
  title,
  image,
  paragraphs,
}: {
  title: string;
  image: string;
  paragraphs: string[];
}) {
  const text = paragraphs.filter((paragraph) => paragraph.trim());
  if (text.length === 0) return null;
  return (
    <section aria-labelledby="artist-title" className="bg-white py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 md:grid-cols-2">
        <SectionPortrait src={image} alt={title} className="md:order-2" />
        <div>
          <h2 id="artist-title" className="font-serif text-4xl tracking-widest">
            {title}
          </h2>
          {text.map((paragraph, i) => (
            <div key={i} className="mt-6 space-y-3 leading-relaxed text-gray-700">
              <FormattedText text={paragraph} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
