// /shop: every live piece (sold ones marked) with the category filter (DESIGN.md).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { ShopSection } from "~/components/storefront/home/ShopSection";
import { listLiveProductCards } from "~/modules/catalog/products.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(siteSeoOf(matches), {
    title: "Shop | Atelier",
    description: "Every one-of-a-kind piece in the shop.",
    path: "/shop",
  });

export async function loader(_: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    return { products: await listLiveProductCards() };
  });
}

export default function Shop() {
  const { products } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <div className="pt-16">
      <ShopSection products={products} initialCategory={searchParams.get("category")} basePath="/shop" />
    </div>
  );
}
