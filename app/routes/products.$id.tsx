// A product's page (SPEC §2). Unknown, hidden and malformed ids get 'Product Not Found' with a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InquiryDialog } from "~/components/storefront/InquiryDialog";
import { ProductDetails } from "~/components/storefront/ProductDetails";
import { ProductNotFound } from "~/components/storefront/ProductNotFound";
import { PRODUCT_PHOTO_SIZES } from "~/components/storefront/ProductImages";
import { mainImagePreload } from "~/components/ui/Picture";
import { getOwner } from "~/modules/auth/session.server";
import { paymentsConfigured } from "~/modules/checkout/stripe.server";
import { requireProduct } from "~/modules/catalog/products.server";
import { productImages } from "~/modules/catalog/fields";
import { metaDescription, seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { productJsonLd } from "~/modules/seo/seo";
import { parseId } from "~/utils/http.server";
import { withPageErrors } from "~/utils/page.server";
import { newFormKey } from "~/modules/messages/submission-key.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Product Not Found | Atelier" }];
  const { product } = data;
  const site = siteSeoOf(matches);
  const tags = seoMeta(site, {
    title: `${product.name} | Atelier`,
    description: metaDescription(product.description),
    path: `/products/${product.id}`,
    image: product.imageUrl,
    type: "product",
  });
  if (!site) return tags;
  const preload = mainImagePreload(product.images[0], PRODUCT_PHOTO_SIZES);
  const jsonLd = productJsonLd(site.origin, { ...product, imageUrls: product.images }, site.brandName);
  return [...tags, ...preload, { "script:ld+json": jsonLd }];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    // The owner may preview a hidden draft; nobody else learns it exists.
    const product = await requireProduct(parseId(params.id), {
      includeDrafts: Boolean(await getOwner(request)),
    });
    return {
      product: { ...product, images: productImages(product) },
      submissionKey: newFormKey(),
      paymentsOpen: paymentsConfigured(),
    };
  });
}

export default function ProductPage() {
  const { product, submissionKey, paymentsOpen } = useLoaderData<typeof loader>();
  return (
    <ProductDetails
      product={product}
      paymentsOpen={paymentsOpen}
      draft={!product.available}
      inquiry={
        <InquiryDialog productId={product.id} productName={product.name} submissionKey={submissionKey} />
      }
    />
  );
}

export function ErrorBoundary() {
  return <ProductNotFound />;
}
