// A category's pieces (product §2); /shop/{category} renders the same listing.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryListing, categoryHeading } from "~/components/storefront/CategoryListing";
import { GRID_IMAGE_SIZES, mainImagePreload } from "~/components/ui/Picture";
import { listLiveProductCards } from "~/modules/catalog/products.server";
import { CATEGORIES, type Category } from "~/modules/catalog/fields";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...seoMeta(siteSeoOf(matches), {
          title: `${data.category} | Atelier`,
          description: `One-of-a-kind ${data.category} pieces, reimagined by hand.`,
          // /shop/{category} shows the same listing: one address for both.
          path: `/category/${encodeURIComponent(data.category.toLowerCase())}`,
          image: data.products[0]?.imageUrl,
        }),
        ...mainImagePreload(data.products[0]?.imageUrl, GRID_IMAGE_SIZES),
      ]
    : [{ title: "Shop | Atelier" }];

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const category = params.category ?? "";
    const known = (CATEGORIES as readonly string[]).includes(category.toLowerCase());
    // Any other value is shown as given, with the empty text.
    const products = known ? await listLiveProductCards(category.toLowerCase() as Category) : [];
    return { category, products };
  });
}

export default function CategoryPage() {
  const { category, products } = useLoaderData<typeof loader>();
  return <CategoryListing heading={categoryHeading(category)} products={products} />;
}
