// The gallery grid (product §2): 1/2/3 columns, title and description on hover or focus. Each tile is
// a link to the item's own page (works without JavaScript); with it, the tile opens the viewer.
import { memo, useState } from "react";
import { galleryImages, GalleryViewer, type GalleryViewerItem } from "./GalleryViewer";
import { InlineText } from "./ProductText";
import { GRID_IMAGE_SIZES, listImageLoading, Picture } from "~/components/ui/Picture";

export function GalleryGrid({ items }: { items: GalleryViewerItem[] }) {
  const [open, setOpen] = useState<GalleryViewerItem | null>(null);
  return (
    <>
      <GalleryTiles items={items} onOpen={setOpen} />
      {open ? (
        <GalleryViewer
          title={open.title}
          description={open.description}
          images={galleryImages(open)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

// Memoised: opening the viewer sets the grid's state, and a tap should render the viewer alone, not
// every tile's picture again (a third of the open's work on a slow phone, docs/performance-log.md).
const GalleryTiles = memo(function GalleryTiles({
  items,
  onOpen,
}: {
  items: GalleryViewerItem[];
  onOpen: (item: GalleryViewerItem) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.id}>
          <a
            href={`/gallery/${item.id}`}
            onClick={(event) => {
              event.preventDefault();
              onOpen(item);
            }}
            className="group relative block aspect-square overflow-hidden bg-sand"
          >
            <Picture
              src={item.imageUrl}
              alt={item.title}
              width={1200}
              height={1200}
              loading={listImageLoading(i)}
              sizes={GRID_IMAGE_SIZES}
              className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <span className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 to-transparent p-5 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
              <span className="font-serif text-xl">{item.title}</span>
              <span className="mt-1 text-sm text-white/85">
                <InlineText text={item.description} />
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
});

export function GalleryGridPlaceholder() {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading"
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="aspect-square animate-pulse bg-sand" />
      ))}
    </ul>
  );
}
