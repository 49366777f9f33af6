// /admin/products/new: the add form (Shop Management).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ProductForm } from "~/components/admin/ProductForm";
import { saveProductForm } from "~/modules/catalog/product-form.server";
import { ownerAction } from "~/modules/auth/owner-action.server";
import { requireOwner } from "~/modules/auth/session.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { newFormKey } from "~/utils/submission-key.server";
import { withPageErrors } from "~/utils/page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    await requireOwner(request);
    return { timeZone: (await getSiteSettings()).studioTimeZone, submissionKey: newFormKey() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => saveProductForm(request));
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
