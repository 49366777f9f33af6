// /shop: every live piece, those for sale first, a page at a time, with the category filter
// (README, Configuration; decision 283).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { ShopListing } from "~/components/storefront/home/ShopSection";
import { GRID_IMAGE_SIZES, mainImagePreload } from "~/components/ui/Picture";
import { CATEGORIES } from "~/modules/catalog/fields";
import { listingAddress } from "~/modules/catalog/shop-paging";
import { listShopPage } from "~/modules/catalog/shop-pages.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seoMeta(siteSeoOf(matches), {
    title: "Shop | Atelier",
    description: "Every one-of-a-kind piece in the shop.",
    // A later page is its own address: the filter and the cursor name what it shows; a category
    // the shop does not have names nothing.
    path: listingAddress("/shop", data?.page.at ?? null, knownCategory(data?.category)),
  }),
  ...mainImagePreload(matches, data?.page.products[0]?.imageUrl, GRID_IMAGE_SIZES),
];

const knownCategory = (category: string | null | undefined) =>
  CATEGORIES.find((known) => known === category) ?? null;

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const query = new URL(request.url).searchParams;
    const category = query.get("category")?.toLowerCase() || null;
    return { category, page: await listShopPage(query, category) };
  });
}

export default function Shop() {
  const { category, page } = useLoaderData<typeof loader>();
  // Another address (a filter, a link followed) is another listing: its added pages start afresh.
  const { key } = useLocation();
  return (
    <div className="pt-16">
      <ShopListing key={key} page={page} category={category} />
    </div>
  );
}
