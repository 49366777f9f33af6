// /admin/products: Shop Management (product §2) — every product with its badges, a search, flag
// toggles, move up/down/to top and drag to reorder, edit and delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { PaymentsWarning } from "~/components/admin/PaymentsWarning";
import { ProductRow } from "~/components/admin/ProductRow";
import { useJustAdded } from "~/components/admin/JustAdded";
import { SortableList } from "~/components/admin/SortableList";
import { useToast } from "~/components/ui/Toaster";
import { handleProductListAction } from "~/modules/catalog/product-list.server";
import { PRODUCT_LIST_VIEWS } from "~/modules/catalog/product-search";
import { listProductPage } from "~/modules/catalog/product-pages.server";
import { dropsToCome } from "~/modules/catalog/products.server";
import { ListSearch } from "~/components/admin/ListSearch";
import { PageLinks } from "~/components/admin/PageLinks";
import { getSiteSettings } from "~/modules/site/settings.server";
import { paymentsConfigured } from "~/modules/stripe/stripe.server";
import { listLastAnnouncements } from "~/modules/newsletter/announcements.server";
import { ButtonLink } from "~/components/ui/Button";
import { readForm } from "~/utils/http.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [page, settings] = await Promise.all([
      listProductPage(new URL(request.url).searchParams),
      getSiteSettings(),
    ]);
    return {
      ...page,
      announced: await listLastAnnouncements(page.rows.map((product) => product.id)),
      drops: dropsToCome(page.rows, settings.studioTimeZone),
      paymentsOpen: paymentsConfigured(),
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () =>
    handleProductListAction(await readForm(request), new URL(request.url).searchParams),
  );
}

export default function ShopManagement() {
  const {
    rows: products,
    next,
    previous,
    matching,
    total,
    search,
    arranging,
    announced,
    drops,
    paymentsOpen,
  } = useLoaderData<typeof loader>();
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
        <ListSearch
          label="Search products"
          q={search.q}
          state={{
            label: "Show",
            name: "show",
            value: search.show,
            choices: PRODUCT_LIST_VIEWS,
            all: "arranged",
          }}
          clearTo="/admin/products"
        />
      ) : null}
      {arranging ? null : (
        <p role="status" className="mt-4 text-sm text-gray-600">
          {matching} of {total} pieces shown. Clear the search to reorder.
        </p>
      )}
      {total === 0 ? <p className="mt-6 text-gray-600">No products yet.</p> : null}
      <SortableList
        id="products"
        items={products}
        label={(product) => product.name}
        sortable={arranging}
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
            first={index === 0 && !previous}
            last={index === products.length - 1 && !next}
            reorderable={arranging}
            order={product.orders[0]?.id}
            announced={announced[product.id]}
            goesLive={drops[product.id]}
            justAdded={product.id === added}
          />
        )}
      </SortableList>
      <PageLinks page={{ next, previous }} label="Product pages" />
    </AdminPage>
  );
}
