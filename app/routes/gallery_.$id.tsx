// One gallery item on its own page: what a tile opens without JavaScript (all its images).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { galleryImages } from "~/components/storefront/GalleryViewer";
import { getGalleryItem } from "~/modules/gallery/gallery.server";
import { parseId } from "~/utils/http.server";
import { metaDescription, seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { listImageLoading, mainImagePreload, Picture } from "~/components/ui/Picture";
import { withPageErrors } from "~/utils/page.server";

/** The page's column is 896 px wide at most, less its padding. */
const PHOTO_SIZES = "(min-width: 896px) 848px, 100vw";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(siteSeoOf(matches), {
        title: `${data.item.title} | Atelier`,
        description: metaDescription(data.item.description),
        path: `/gallery/${data.item.id}`,
        image: data.item.imageUrl,
        type: "article",
      }).concat(mainImagePreload(matches, galleryImages(data.item)[0], PHOTO_SIZES))
    : [{ title: "Gallery | Atelier" }];

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    return { item: await getGalleryItem(parseId(params.id)) };
  });
}

export default function GalleryItemPage() {
  const { item } = useLoaderData<typeof loader>();
  const images = galleryImages(item);
  return (
    <article className="mx-auto max-w-4xl px-4 pb-24 pt-32 sm:px-6">
      <ButtonLink to="/gallery" variant="ghost" size="text">
        ← Gallery
      </ButtonLink>
      <h1 className="mt-6 font-serif text-4xl">{item.title}</h1>
      <p className="mt-3 text-gray-700">{item.description}</p>
      <ul className="mt-8 space-y-6">
        {images.map((url, i) => (
          <li key={url + i}>
            <Picture
              src={url}
              alt={`${item.title} (${i + 1} of ${images.length})`}
              width={1200}
              height={1200}
              sizes={PHOTO_SIZES}
              loading={listImageLoading(i)}
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </article>
  );
}
