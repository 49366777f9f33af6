// A category's pieces (product §2), those for sale first, a page at a time (decision 283);
// /shop/{category} renders the same listing.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { CategoryListing, categoryHeading } from "~/components/storefront/CategoryListing";
import { GRID_IMAGE_SIZES, mainImagePreload } from "~/components/ui/Picture";
import { listingAddress } from "~/modules/catalog/shop-paging";
import { listShopPage } from "~/modules/catalog/shop-pages.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...seoMeta(siteSeoOf(matches), {
          title: `${data.category} | Atelier`,
          description: `One-of-a-kind ${data.category} pieces, reimagined by hand.`,
          // /shop/{category} shows the same listing: one address for both; a later page is its own.
          path: listingAddress(`/category/${encodeURIComponent(data.category.toLowerCase())}`, data.page.at),
          image: data.page.products[0]?.imageUrl,
        }),
        ...mainImagePreload(matches, data.page.products[0]?.imageUrl, GRID_IMAGE_SIZES),
      ]
    : [{ title: "Shop | Atelier" }];

export async function loader({ params, request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const category = params.category ?? "";
    // Any value but the four categories is shown as given, with the empty text.
    return { category, page: await listShopPage(new URL(request.url).searchParams, category) };
  });
}

export default function CategoryPage() {
  const { category, page } = useLoaderData<typeof loader>();
  // Another address is another listing: its added pages start afresh.
  const { key } = useLocation();
  return <CategoryListing key={key} heading={categoryHeading(category)} page={page} />;
}
