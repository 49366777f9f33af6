// /admin/products: Shop Management (SPEC §2) — every product with its badges, flag toggles, move
// up/down and drag to reorder, edit and delete.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { MoveButtons } from "~/components/admin/MoveButtons";
import { SortableList } from "~/components/admin/SortableList";
import { useToast } from "~/components/ui/Toaster";
import { handleProductListAction } from "~/modules/catalog/product-list.server";
import { requireOwner } from "~/modules/auth/session.server";
import { listAllProducts } from "~/modules/catalog/products.server";
import { listLastAnnouncements } from "~/modules/newsletter/announcements.server";
import { formatPrice } from "~/utils/money";
import { ButtonLink } from "~/components/ui/Button";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { withPageErrors } from "~/utils/page.server";
import { readForm } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    const [products, announced] = await Promise.all([listAllProducts(), listLastAnnouncements()]);
    return { products, announced };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return handleProductListAction(await readForm(request));
  });
}

function ListButton({
  fields,
  label,
  subject,
  disabled,
}: {
  fields: Record<string, string | number>;
  label: string;
  /** Named in the accessible label, so each row's buttons can be told apart. */
  subject: string;
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton disabled={disabled} aria-label={`${label}: ${subject}`} variant="subtle" size="sm">
        {label}
      </SubmitButton>
    </Form>
  );
}

const announcedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export default function ShopManagement() {
  const { products, announced } = useLoaderData<typeof loader>();
  const toast = useToast();
  return (
    <section className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl tracking-widest">Shop Management</h1>
        <ButtonLink to="/admin/products/new" size="lg">
          Add Product
        </ButtonLink>
      </div>
      {products.length === 0 ? <p className="mt-6 text-gray-600">No products yet.</p> : null}
      <SortableList
        id="products"
        items={products}
        label={(product) => product.name}
        onFailure={() =>
          toast({
            title: "Error",
            description: "Failed to update product order. Please try again.",
            variant: "destructive",
          })
        }
      >
        {(product, index) => (
          <div className="flex flex-1 flex-wrap items-center gap-4">
            <img src={product.imageUrl} alt="" width={64} height={64} className="h-16 w-16 object-cover" />
            <div className="min-w-48 flex-1">
              <p className="font-medium">{product.name}</p>
              <p className="text-sm text-gray-600">
                {formatPrice(product.price)} · {product.category}
              </p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs uppercase tracking-wider">
                <span
                  className={
                    product.available ? "bg-emerald-100 px-2 py-0.5 text-emerald-900" : "bg-sand px-2 py-0.5"
                  }
                >
                  {product.available ? "Live on Website" : "Hidden Draft"}
                </span>
                {product.isSold ? <span className="bg-red-100 px-2 py-0.5 text-red-900">SOLD</span> : null}
                {product.isLimitedEdition ? (
                  <span className="bg-gold/20 px-2 py-0.5">Limited Edition</span>
                ) : null}
              </p>
              {announced[product.id] ? (
                <p className="mt-1 text-xs text-gray-600">
                  Announced {announcedDate.format(new Date(announced[product.id].createdAt))} to{" "}
                  {announced[product.id].recipients} subscribers
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons
                id={product.id}
                name={product.name}
                first={index === 0}
                last={index === products.length - 1}
              />
              <ListButton
                subject={product.name}
                fields={{ intent: "toggle", id: product.id, flag: "available" }}
                label={product.available ? "Hide" : "Publish"}
              />
              <ListButton
                subject={product.name}
                fields={{ intent: "toggle", id: product.id, flag: "isLimitedEdition" }}
                label={product.isLimitedEdition ? "Not limited" : "Limited"}
              />
              <ListButton
                subject={product.name}
                fields={{ intent: "toggle", id: product.id, flag: "isSold" }}
                label={product.isSold ? "Not sold" : "Mark sold"}
              />
              <ButtonLink
                to={`/admin/products/${product.id}`}
                aria-label={`Edit: ${product.name}`}
                variant="subtle"
                size="sm"
              >
                Edit
              </ButtonLink>
              {product.available && !product.isSold ? (
                <ButtonLink
                  to={`/admin/products/${product.id}/announce`}
                  aria-label={`Tell subscribers: ${product.name}`}
                  variant="subtle"
                  size="sm"
                >
                  Tell subscribers
                </ButtonLink>
              ) : null}
              <ButtonLink
                to={`/admin/products/${product.id}/delete`}
                aria-label={`Delete: ${product.name}`}
                variant="subtle"
                size="sm"
              >
                Delete
              </ButtonLink>
            </div>
          </div>
        )}
      </SortableList>
    </section>
  );
}
