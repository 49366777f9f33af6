// A category's pieces (SPEC §2); /shop/{category} renders the same listing.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryListing, categoryHeading } from "~/components/storefront/CategoryListing";
import { listLiveProductCards } from "~/modules/catalog/products.server";
import { CATEGORIES, type Category } from "~/modules/catalog/schema";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.category ?? "Shop"} | Atelier` },
  { name: "description", content: `One-of-a-kind ${data?.category ?? ""} pieces, reimagined by hand.` },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const category = params.category ?? "";
  const known = (CATEGORIES as readonly string[]).includes(category.toLowerCase());
  // Any other value is shown as given, with the empty text.
  const products = known ? await listLiveProductCards(category.toLowerCase() as Category) : [];
  return { category, products };
}

export default function CategoryPage() {
  const { category, products } = useLoaderData<typeof loader>();
  return <CategoryListing heading={categoryHeading(category)} products={products} />;
}
