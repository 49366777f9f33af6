// /admin/products/{id}: the edit form (Shop Management).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { ProductForm } from "~/components/admin/ProductForm";
import { saveProductForm } from "~/modules/catalog/product-form.server";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { requireProduct } from "~/modules/catalog/products.server";
import { productImages, TEXT_FIELDS } from "~/modules/catalog/schema";
import { isLive } from "~/modules/catalog/products.server";
import { toStudioTime } from "~/utils/studio-time";
import { getSiteSettings } from "~/modules/site/settings.server";
import { parseId } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    const [product, { studioTimeZone }] = await Promise.all([
      requireProduct(parseId(params.id), { includeDrafts: true }),
      getSiteSettings(),
    ]);
    const goesLiveAt = product.goesLiveAt ? toStudioTime(product.goesLiveAt, studioTimeZone) : "";
    return { product, live: isLive(product), goesLiveAt, timeZone: studioTimeZone };
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => saveProductForm(request, context, parseId(params.id)));
}

export default function EditProduct() {
  const { product, live, goesLiveAt, timeZone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Edit Product">
      {live && !product.isSold ? (
        <Link to={`/admin/products/${product.id}/announce`} className="mt-2 inline-block text-sm underline">
          Tell subscribers
        </Link>
      ) : null}
      <ProductForm
        key={product.id}
        defaults={{
          name: product.name,
          description: product.description,
          price: (product.price / 100).toFixed(2),
          category: product.category,
          available: product.available,
          isLimitedEdition: product.isLimitedEdition,
          isSold: product.isSold,
          goesLiveAt,
          showComing: product.showComing,
          announceAtRelease: product.announceAtRelease,
          images: productImages(product),
          text: Object.fromEntries(TEXT_FIELDS.map((field) => [field, product[field]])),
        }}
        lastResult={answer?.result}
        submitLabel="Update Product"
        timeZone={timeZone}
      />
    </AdminPage>
  );
}
