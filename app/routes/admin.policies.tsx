// /admin/policies: the four policies the shop publishes (returns & refunds, shipping, privacy,
// terms of sale), each edited in place; starting texts are marked until she saves them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminPage } from "~/components/admin/AdminPage";
import { PoliciesToReview } from "~/components/admin/PoliciesToReview";
import { PolicyEditor } from "~/components/admin/PolicyEditor";
import { useFormAnswer } from "~/components/ui/useFormAnswer";
import { ownerAction, ownerLoader } from "~/modules/auth/owner-action.server";
import { listPolicies } from "~/modules/policies/policies.server";
import { handlePolicyAction } from "~/modules/policies/policy-form.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return ownerLoader(request, async () => {
    return { policies: await listPolicies() };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return ownerAction(request, context, () => handlePolicyAction(request, context));
}

export default function Policies() {
  const { policies } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const replyFor = useFormAnswer();
  // A refused save keeps its form open; otherwise the one named in the address is.
  const refused = policies.find((policy) => replyFor(policy.kind))?.kind;
  const editing = refused ?? params.get("edit");
  return (
    <AdminPage title="Policies">
      <p className="mt-1 text-sm text-gray-600">
        Linked from every page&apos;s footer and from the checkout, where buyers read them before they pay.
        Each is its own page on the site; what you save is published at once.
      </p>
      <PoliciesToReview
        kinds={policies.filter((policy) => !policy.savedAt).map((policy) => policy.kind)}
        link={false}
      />
      <div className="mt-6 space-y-4">
        {policies.map((policy) => (
          <PolicyEditor
            key={policy.kind}
            policy={policy}
            editing={editing === policy.kind}
            lastResult={replyFor(policy.kind)}
          />
        ))}
      </div>
    </AdminPage>
  );
}
