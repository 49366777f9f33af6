// The gallery (product §2): a grid of the artist's work, each opening in a full-screen viewer.
import type { MetaFunction } from "@remix-run/node";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { GalleryGrid, GalleryGridPlaceholder } from "~/components/storefront/GalleryGrid";
import { listGalleryItems } from "~/modules/gallery/gallery.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { deferred } from "~/utils/deferred.server";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteSeoOf(matches), {
    title: "Gallery | Atelier",
    description: "Reworked designer handbags and studio work by the artist.",
    path: "/gallery",
  });

export function loader() {
  // The page shell paints at once; the grid streams in (6 placeholders meanwhile).
  return { items: deferred(listGalleryItems()) };
}

export default function Gallery() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-32 sm:px-6">
      <h1 className="text-center font-serif text-4xl tracking-widest">Gallery</h1>
      <div className="mt-12">
        <Suspense fallback={<GalleryGridPlaceholder />}>
          <Await
            resolve={items}
            errorElement={
              <p className="text-center text-red-700">
                Failed to load gallery items. Please try again later.
              </p>
            }
          >
            {(loaded) => <GalleryGrid items={loaded} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
