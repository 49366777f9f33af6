// /admin/products/new: the add form (Shop Management).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ProductForm } from "~/components/admin/ProductForm";
import { saveProductForm } from "~/modules/catalog/product-form.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { newFormKey } from "~/utils/submission-key.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return { timeZone: (await getSiteSettings()).studioTimeZone, submissionKey: newFormKey() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => saveProductForm(request, context));
}

export default function NewProduct() {
  const answer = useActionData<typeof action>();
  const { timeZone, submissionKey } = useLoaderData<typeof loader>();
  return (
    <AdminPage title="Add Product">
      <ProductForm
        defaults={{ available: true, images: [] }}
        lastResult={answer?.result}
        submitLabel="Add Product"
        submissionKey={submissionKey}
        timeZone={timeZone}
      />
    </AdminPage>
  );
}
