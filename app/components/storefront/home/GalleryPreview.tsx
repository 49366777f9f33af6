// Gallery preview (product §2): the first 4 gallery items, each linking to /gallery, and 'View Full Gallery'.
import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { Picture } from "~/components/ui/Picture";
import { InlineText } from "~/components/storefront/ProductText";
import { GALLERY_PREVIEW_SIZE } from "~/modules/home/home";

export interface GalleryPreviewItem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="gallery-preview-title" className="mx-auto max-w-7xl px-6 py-24">
      <div className="flex items-end justify-between gap-4">
        <h2 id="gallery-preview-title" className="font-serif text-4xl tracking-widest">
          Gallery
        </h2>
        <ButtonLink to="/gallery" variant="ghost" size="text">
          View Full Gallery
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

export function GalleryPreview({ items }: { items: GalleryPreviewItem[] }) {
  return (
    <Frame>
      {items.slice(0, GALLERY_PREVIEW_SIZE).map((item) => (
        <li key={item.id}>
          <Link to="/gallery" className="group block">
            <div className="aspect-square overflow-hidden bg-sand">
              <Picture
                src={item.imageUrl}
                alt={item.title}
                width={1200}
                height={1200}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
            <h3 className="mt-3 font-serif text-lg">{item.title}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-gray-600">
              <InlineText text={item.description} />
            </p>
          </Link>
        </li>
      ))}
    </Frame>
  );
}

export function GalleryPreviewPlaceholder() {
  return (
    <Frame>
      {Array.from({ length: GALLERY_PREVIEW_SIZE }, (_, i) => (
        <li key={i} aria-hidden="true" className="aspect-square animate-pulse bg-sand" />
      ))}
    </Frame>
  );
}
