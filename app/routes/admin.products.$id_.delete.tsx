// /admin/products/{id}/delete: the confirmation before a product is deleted (works without
// JavaScript; with it the list asks in a dialog and posts here).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { deleteProduct, requireProduct } from "~/modules/catalog/products.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { parseId } from "~/utils/http.server";
import { AppError } from "~/utils/errors";
import { AdminPage } from "~/components/admin/AdminPage";
import { Card } from "~/components/ui/Card";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { ButtonLink } from "~/components/ui/Button";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const product = await requireProduct(parseId(params.id), { includeDrafts: true });
    return { product: { id: product.id, name: product.name } };
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return ownerAction(request, context, async () => {
    try {
      await deleteProduct(parseId(params.id));
      return redirectWithToast("/admin/products", {
        title: "Success",
        description: "Product deleted successfully!",
      });
    } catch (error) {
      console.error("Failed to delete product:", error instanceof AppError ? error.status : error);
      return redirectWithToast("/admin/products", {
        title: "Error",
        description: "Failed to delete product. Please try again.",
        variant: "destructive",
      });
    }
  });
}

export default function DeleteProduct() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={`Delete “${product.name}”?`}>
      <Card padding="lg" className="mt-6">
        <p className="text-gray-700">This removes the piece from the shop for good.</p>
        <Form method="post" className="mt-6 flex gap-4">
          <SubmitButton pendingLabel="Deleting..." variant="danger" size="lg">
            Delete
          </SubmitButton>
          <ButtonLink to="/admin/products" variant="outline" size="lg">
            Cancel
          </ButtonLink>
        </Form>
      </Card>
    </AdminPage>
  );
}
