// The full-screen viewer of product §2 on a native modal <dialog>: focus stays inside and returns
// to the tile on close, Escape closes, arrow keys move, the backdrop closes, scroll is locked. The
// gallery opens it on a tile; a product's page on its photo, at the photo tapped.
// A tap opens the dialog with its name and Close button; the photo, its controls and the text render
// in a transition after it, as the inquiry dialog's form does (decision 171): on a slow phone they
// were a third of the tap's work before its next paint.
import { startTransition, useEffect, useRef, useState } from "react";
import { Picture } from "~/components/ui/Picture";
import { FormattedText } from "./ProductText";

export interface GalleryViewerItem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  imageUrl2?: string | null;
  imageUrl3?: string | null;
}

export function galleryImages(item: GalleryViewerItem) {
  return [item.imageUrl, item.imageUrl2, item.imageUrl3].filter((url): url is string => Boolean(url));
}

export function GalleryViewer({
  title,
  description,
  images,
  start = 0,
  onClose,
}: {
  title: string;
  description?: string;
  images: string[];
  /** The photo shown first. */
  start?: number;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [opened, setOpened] = useState(false);
  const total = images.length;
  const move = (step: number) => setIndex((current) => (current + step + total) % total);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    startTransition(() => setOpened(true));
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  return (
    // The dialog handles Escape itself (the cancel event); arrows move between images.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-black/90 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col items-center justify-center gap-4 p-4">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-4 top-4 rounded-full bg-white/10 p-2 text-2xl leading-none hover:bg-white/20"
        >
          ×
        </button>
        {opened ? (
          <>
            <div className="relative flex max-h-[75vh] w-full max-w-5xl items-center justify-center">
              <Picture
                src={images[index]}
                alt={`${title} (${index + 1} of ${total})`}
                width={1200}
                height={1200}
                loading="main"
                className="max-h-[75vh] w-auto max-w-full object-contain"
              />
              {total > 1 ? (
                <>
                  <button
                    type="button"
                    onClick={() => move(-1)}
                    aria-label="Previous image"
                    className="absolute left-2 rounded-full bg-black/50 px-3 py-2 text-2xl hover:bg-black/70"
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    onClick={() => move(1)}
                    aria-label="Next image"
                    className="absolute right-2 rounded-full bg-black/50 px-3 py-2 text-2xl hover:bg-black/70"
                  >
                    ›
                  </button>
                </>
              ) : null}
            </div>
            {total > 1 ? (
              <div className="flex items-center gap-3">
                {images.map((url, i) => (
                  <button
                    key={url + i}
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={`Show image ${i + 1}`}
                    aria-current={i === index}
                    className={`h-2.5 w-2.5 rounded-full ${i === index ? "bg-white" : "bg-white/40"}`}
                  />
                ))}
              </div>
            ) : null}
            <p className="text-sm text-white/80">
              {index + 1} of {total}
            </p>
            <div className="max-w-2xl text-center">
              <h2 className="font-serif text-2xl">{title}</h2>
              {description ? (
                <div className="mt-2 space-y-2 text-white/80">
                  <FormattedText text={description} />
                </div>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
