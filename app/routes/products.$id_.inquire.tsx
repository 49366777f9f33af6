// The inquiry form on its own page (what 'Inquire About This Piece' opens without JavaScript), and the
// action both the page and the dialog post to.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { KeptSubmission } from "~/components/storefront/KeptSubmission";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import InquiryFields from "~/components/storefront/InquiryFields";
import { ProductNotFound } from "~/components/storefront/ProductNotFound";
import { requireProduct } from "~/modules/catalog/products.server";
import { sendInquiry } from "~/modules/messages/messages.server";
import { inquirySchema } from "~/modules/messages/schema";
import { handlePublicForm } from "~/modules/security/public-form.server";
import { parseId, readForm } from "~/utils/http.server";
import { withPageErrors } from "~/utils/page.server";
import { isKeptSubmission } from "~/utils/kept-submission";
import { newFormKey } from "~/utils/submission-key.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Inquire About: ${data?.product.name ?? "a piece"} | Atelier` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => {
    const product = await requireProduct(parseId(params.id), { includeDrafts: false });
    return { product: { id: product.id, name: product.name }, submissionKey: newFormKey() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withPageErrors(async () => {
    return handlePublicForm(request, await readForm(request), context, {
      intent: "inquiry",
      schema: inquirySchema,
      limit: "inquiry",
      failure: "Failed to send inquiry. Please try again.",
      run: sendInquiry,
    });
  });
}

export default function InquirePage() {
  const { product, submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-[525px] px-4 pb-24 pt-32">
      <h1 className="font-serif text-3xl">Inquire About: {product.name}</h1>
      {actionData?.sent ? (
        <Card role="status" className="mt-8">
          <p className="font-semibold">Inquiry Sent!</p>
          <p className="mt-1 text-gray-700">Thank you for your interest. I&apos;ll get back to you soon.</p>
          <ButtonLink to={`/products/${product.id}`} variant="ghost" className="mt-4 underline">
            Back to the piece
          </ButtonLink>
        </Card>
      ) : (
        <div className="mt-8">
          <InquiryFields
            productId={product.id}
            productName={product.name}
            submissionKey={submissionKey}
            lastResult={actionData?.result}
            pending={pending}
            FormComponent={Form}
            actions={
              <ButtonLink to={`/products/${product.id}`} variant="outline">
                Cancel
              </ButtonLink>
            }
          />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isKeptSubmission(error.data))
    return <KeptSubmission kept={error.data} />;
  return <ProductNotFound />;
}
