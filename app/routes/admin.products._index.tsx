// /admin/products: Shop Management (product §2) — every product with its badges, a search, flag
// toggles, move up/down/to top and drag to reorder, edit and delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { PaymentsWarning } from "~/components/admin/PaymentsWarning";
import { ProductRow } from "~/components/admin/ProductRow";
import { useJustAdded } from "~/components/admin/JustAdded";
import { SortableList } from "~/components/admin/SortableList";
import { ChoiceSelect } from "~/components/ui/ChoiceSelect";
import { Input } from "~/components/ui/Input";
import { useToast } from "~/components/ui/Toaster";
import { handleProductListAction } from "~/modules/catalog/product-list.server";
import { PRODUCT_LIST_VIEWS, searchProductList } from "~/modules/catalog/product-search";
import { dropsToCome, listAllProducts } from "~/modules/catalog/products.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { paymentsConfigured } from "~/modules/stripe/stripe.server";
import { listLastAnnouncements } from "~/modules/newsletter/announcements.server";
import { Button, ButtonLink } from "~/components/ui/Button";
import { readForm } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [products, announced, settings] = await Promise.all([
      listAllProducts(),
      listLastAnnouncements(),
      getSiteSettings(),
    ]);
    const { shown, search, searching } = searchProductList(products, new URL(request.url).searchParams);
    return {
      products: shown,
      total: products.length,
      search,
      searching,
      announced,
      drops: dropsToCome(products, settings.studioTimeZone),
      paymentsOpen: paymentsConfigured(),
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => handleProductListAction(await readForm(request)));
}

export default function ShopManagement() {
  const { products, total, search, searching, announced, drops, paymentsOpen } =
    useLoaderData<typeof loader>();
  const toast = useToast();
  const { added } = useJustAdded();
  return (
    <AdminPage
      title="Shop Management"
      width="full"
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/products/drop" variant="outline" size="lg">
            Schedule a drop
          </ButtonLink>
          <ButtonLink to="/admin/products/new" size="lg">
            Add Product
          </ButtonLink>
        </div>
      }
    >
      {paymentsOpen ? null : <PaymentsWarning />}
      {total > 0 ? (
        <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
          <label className="min-w-48 flex-1 text-sm">
            Search products
            <Input type="search" name="q" defaultValue={search.q} />
          </label>
          <ChoiceSelect label="Show" name="show" defaultValue={search.show} choices={PRODUCT_LIST_VIEWS} />
          <Button type="submit" variant="outline">
            Search
          </Button>
          {searching ? (
            <ButtonLink to="/admin/products" variant="ghost">
              Clear
            </ButtonLink>
          ) : null}
        </Form>
      ) : null}
      {searching ? (
        <p role="status" className="mt-4 text-sm text-gray-600">
          {products.length} of {total} pieces shown. Clear the search to reorder.
        </p>
      ) : null}
      {total === 0 ? <p className="mt-6 text-gray-600">No products yet.</p> : null}
      <SortableList
        id="products"
        items={products}
        label={(product) => product.name}
        sortable={!searching}
        justAdded={added}
        onFailure={() =>
          toast({
            title: "Error",
            description: "Failed to update product order. Please try again.",
            variant: "destructive",
          })
        }
      >
        {(product, index) => (
          <ProductRow
            product={product}
            first={index === 0}
            last={index === products.length - 1}
            reorderable={!searching}
            announced={announced[product.id]}
            goesLive={drops[product.id]}
            justAdded={product.id === added}
          />
        )}
      </SortableList>
    </AdminPage>
  );
}
