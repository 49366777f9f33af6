// The product's photos (product §2): a scroll-snap strip that works without JavaScript (swipe, or the
// thumbnail links jump to each photo), enhanced with wrapping previous/next arrows and dots, which
// appear only once JavaScript runs (without it they would be buttons that do nothing). Each photo is
// a link to its full picture; with JavaScript it opens the full-screen viewer at that photo.
import { useEffect, useRef, useState } from "react";
import { listImageLoading, Picture } from "~/components/ui/Picture";
import { useHydrated } from "~/components/hydration/useHydrated";
import { isPlainClick } from "~/components/ui/plainClick";
import { GalleryViewer } from "./GalleryViewer";

/** The product's photos fill the page's width on a phone and half of it on a desktop. */
export const PRODUCT_PHOTO_SIZES = "(min-width: 1024px) 50vw, 100vw";

export function ProductImages({ name, images }: { name: string; images: string[] }) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const total = images.length;
  const hydrated = useHydrated();

  // Follow the photo in view, whether it got there by swipe, arrow, dot or thumbnail.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const update = () => setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener("scroll", update, { passive: true });
    return () => element.removeEventListener("scroll", update);
  }, []);

  const show = (target: number) => {
    const element = strip.current;
    const next = (target + total) % total;
    setIndex(next);
    element?.scrollTo({ left: next * element.clientWidth, behavior: "smooth" });
  };

  return (
    <div>
      <div className="relative">
        <div
          ref={strip}
          // A scrollable strip must be reachable by keyboard (arrow keys scroll it once focused),
          // which WCAG asks of scroll regions and jsx-a11y cannot tell apart from a stray tabIndex.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`Photos of ${name}`}
          className="flex aspect-[4/5] snap-x snap-mandatory overflow-x-auto scroll-smooth bg-sand [scrollbar-width:none]"
        >
          {images.map((url, i) => (
            <a
              key={url + i}
              id={`product-image-${i + 1}`}
              href={url}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setViewing(i);
              }}
              aria-label={`Enlarge photo ${i + 1} of ${total}`}
              className="block h-full w-full shrink-0 cursor-zoom-in snap-center"
            >
              <Picture
                src={url}
                alt={`${name} (${i + 1} of ${total})`}
                width={1200}
                height={1500}
                loading={listImageLoading(i)}
                sizes={PRODUCT_PHOTO_SIZES}
                className="h-full w-full object-cover"
              />
            </a>
          ))}
        </div>
        {total > 1 && hydrated ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous photo"
              className="absolute left-3 top-1/2 h-11 w-11 -translate-y-1/2 rounded-full bg-white/80 text-2xl shadow hover:bg-white"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next photo"
              className="absolute right-3 top-1/2 h-11 w-11 -translate-y-1/2 rounded-full bg-white/80 text-2xl shadow hover:bg-white"
            >
              ›
            </button>
            <div className="absolute inset-x-0 bottom-0 flex justify-center">
              {images.map((url, i) => (
                <button
                  key={url + i}
                  type="button"
                  onClick={() => show(i)}
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === index}
                  // A 44 px target around a small dot.
                  className="flex h-11 w-11 items-center justify-center"
                >
                  <span
                    className={`h-2.5 w-2.5 rounded-full shadow ${i === index ? "bg-ink" : "bg-white/80"}`}
                  />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2">
          {images.map((url, i) => (
            <li key={url + i}>
              <a
                href={`#product-image-${i + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                aria-label={`Photo ${i + 1}`}
                aria-current={i === index}
                className={`block aspect-square overflow-hidden border-2 ${i === index ? "border-ink" : "border-transparent"}`}
              >
                <Picture
                  src={url}
                  alt=""
                  width={240}
                  height={240}
                  sizes="20vw"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing === null ? null : (
        <GalleryViewer title={name} images={images} start={viewing} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
