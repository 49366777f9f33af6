// /shop: every live piece (sold ones marked) with the category filter (README, Configuration).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { filterByCategory, ShopSection } from "~/components/storefront/home/ShopSection";
import { GRID_IMAGE_SIZES, mainImagePreload } from "~/components/ui/Picture";
import { listLiveProductCards } from "~/modules/catalog/products.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const category = new URLSearchParams(location.search).get("category");
  const first = filterByCategory(data?.products ?? [], category)[0];
  return [
    ...seoMeta(siteSeoOf(matches), {
      title: "Shop | Atelier",
      description: "Every one-of-a-kind piece in the shop.",
      path: "/shop",
    }),
    ...mainImagePreload(first?.imageUrl, GRID_IMAGE_SIZES),
  ];
};

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
      <ShopSection
        products={products}
        initialCategory={searchParams.get("category")}
        basePath="/shop"
        firstImageIsMain
      />
    </div>
  );
}
