// A product's page (SPEC §2). Unknown, hidden and malformed ids get 'Product Not Found' with a 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InquiryDialog } from "~/components/storefront/InquiryDialog";
import { ProductDetails } from "~/components/storefront/ProductDetails";
import { ProductNotFound } from "~/components/storefront/ProductNotFound";
import { getOwner } from "~/modules/auth/session.server";
import { requireProduct } from "~/modules/catalog/products.server";
import { productImages } from "~/modules/catalog/schema";
import { parseId } from "~/utils/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.product.name} | Atelier` },
        { name: "description", content: data.product.description.replace(/\*/g, "").slice(0, 160) },
      ]
    : [{ title: "Product Not Found | Atelier" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  // The owner may preview a hidden draft; nobody else learns it exists.
  const product = await requireProduct(parseId(params.id), {
    includeDrafts: Boolean(await getOwner(request)),
  });
  return { product: { ...product, images: productImages(product) } };
}

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <ProductDetails
      product={product}
      inquiry={<InquiryDialog productId={product.id} productName={product.name} />}
    />
  );
}

export function ErrorBoundary() {
  return <ProductNotFound />;
}
