// /admin/products/new: the add form (Shop Management).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ProductForm } from "~/components/admin/ProductForm";
import { saveProductForm } from "~/modules/admin/product-form.server";
import { requireOwner } from "~/modules/auth/session.server";
import { pageRoute } from "~/utils/page.server";

export const loader = pageRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireOwner(request);
  return null;
});

export const action = pageRoute(async ({ request }: ActionFunctionArgs) => {
  await requireOwner(request);
  return saveProductForm(request);
});

export default function NewProduct() {
  const answer = useActionData<typeof action>();
  return (
    <section className="mt-8 max-w-3xl">
      <h1 className="font-serif text-3xl tracking-widest">Add Product</h1>
      <ProductForm
        defaults={{ available: true, images: [] }}
        lastResult={answer?.result}
        submitLabel="Add Product"
      />
    </section>
  );
}
