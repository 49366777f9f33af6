// A product's page (product §2). Unknown, hidden and malformed ids get 'Product Not Found' with a 404; a
// drop before its minute shows as coming if the owner chose so, and the owner previews it as it will be.
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon } from "~/components/storefront/ComingSoon";
import * as forms from "~/components/storefront/home/forms.server";
import { hydrateNearView } from "~/components/hydration/hydrateNearView";
import { InquiryDialog } from "~/components/storefront/InquiryDialog";
import { ProductDetails } from "~/components/storefront/ProductDetails";
import { ProductNotFound } from "~/components/storefront/ProductNotFound";
import { PRODUCT_PHOTO_SIZES } from "~/components/storefront/ProductImages";
import { mainImagePreload } from "~/components/ui/Picture";
import { getOwner } from "~/modules/auth/session.server";
import { paymentsConfigured } from "~/modules/stripe/stripe.server";
import { requireVisibleProduct } from "~/modules/catalog/products.server";
import { productImages } from "~/modules/catalog/fields";
import { formatStudioTime } from "~/utils/studio-time";
import { metaDescription, seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { productJsonLd } from "~/modules/seo/seo";
import { getSiteSettings } from "~/modules/site/settings.server";
import { parseId } from "~/utils/http.server";
import { withPageErrors } from "~/utils/page.server";
import { newFormKey } from "~/utils/submission-key.server";
import { PAGE_CACHE_UNTIL } from "~/utils/page-cache-header";

// A coming piece's newsletter form hydrates near the view, as the home page's does (decision 132):
// imported here it would put Conform and zod in every product page's bundle.
const NewsletterSection = hydrateNearView("newsletter", forms.NewsletterSection, () =>
  import("~/components/storefront/home/NewsletterSection").then((module) => module.NewsletterSection),
);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Product Not Found | Atelier" }];
  const { product, coming } = data;
  const piece = product ?? coming;
  const site = siteSeoOf(matches);
  const tags = seoMeta(site, {
    title: `${piece.name} | Atelier`,
    description: metaDescription(piece.description),
    path: `/products/${piece.id}`,
    image: piece.images[0],
    type: "product",
  });
  if (!site) return tags;
  const preload = mainImagePreload(matches, piece.images[0], PRODUCT_PHOTO_SIZES);
  // A coming piece has no offer to describe yet.
  if (!product) return [...tags, ...preload];
  const jsonLd = productJsonLd(site.origin, { ...product, imageUrls: product.images }, site.brandName);
  return [...tags, ...preload, { "script:ld+json": jsonLd }];
};

// The page cache keeps a coming page no later than its minute (server/page-cache.ts).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    // The owner may preview a hidden draft or a drop; nobody else learns they exist.
    const owner = Boolean(await getOwner(request));
    const [product, settings] = await Promise.all([
      requireVisibleProduct(parseId(params.id), { owner }),
      getSiteSettings(),
    ]);
    const images = productImages(product);
    const scheduled = product.available && product.goesLiveAt !== null && product.goesLiveAt > new Date();
    const goesLive = scheduled ? formatStudioTime(product.goesLiveAt!, settings.studioTimeZone) : null;
    if (scheduled && !owner) {
      const { id, name, description } = product;
      // Its price and the rest stay on the server until the minute.
      return data(
        {
          product: null,
          coming: {
            ...{ id, name, description, images, goesLive: goesLive! },
            ...{ at: product.goesLiveAt!.toISOString(), zone: settings.studioTimeZone },
          },
        },
        { headers: { [PAGE_CACHE_UNTIL]: product.goesLiveAt!.toISOString() } },
      );
    }
    return data({
      product: { ...product, images, goesLive },
      coming: null,
      submissionKey: newFormKey(),
      paymentsOpen: paymentsConfigured(),
    });
  });
}

export default function ProductPage() {
  const page = useLoaderData<typeof loader>();
  if (!page.product) return <ComingSoon piece={page.coming} newsletter={<NewsletterSection />} />;
  const { product, submissionKey, paymentsOpen } = page;
  return (
    <ProductDetails
      product={product}
      paymentsOpen={paymentsOpen}
      draft={!product.available}
      goesLive={product.goesLive}
      inquiry={
        <InquiryDialog productId={product.id} productName={product.name} submissionKey={submissionKey} />
      }
    />
  );
}

export function ErrorBoundary() {
  return <ProductNotFound />;
}
