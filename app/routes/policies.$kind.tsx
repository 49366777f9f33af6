// /policies/returns, /policies/shipping, /policies/privacy, /policies/terms: the policies the shop
// publishes, in the owner's words (or their starting text until she saves them), with the same
// formatting marks as a product description.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PolicyLinks } from "~/components/storefront/PolicyLinks";
import { FormattedText } from "~/components/storefront/ProductText";
import { formatPolicyDate, policyPath, type PolicyKind } from "~/modules/policies/kinds";
import { getPolicy } from "~/modules/policies/policies.server";
import { seoMeta, siteSeoOf } from "~/modules/seo/meta";
import { withPageErrors } from "~/utils/page.server";

const DESCRIPTIONS: Record<PolicyKind, string> = {
  returns: "How to return a piece bought from the studio, and how refunds are made.",
  shipping: "How and when pieces are shipped, what delivery costs and how long it takes.",
  privacy: "What the shop collects about visitors and buyers, why, and what you can ask it to do.",
  terms: "The terms that apply to every purchase from the shop.",
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta(siteSeoOf(matches), {
        title: `${data.policy.title} | Atelier`,
        description: DESCRIPTIONS[data.policy.kind],
        path: policyPath(data.policy.kind),
      })
    : [{ title: "Page Not Found | Atelier" }];

export async function loader({ params }: LoaderFunctionArgs) {
  return withPageErrors(async () => ({ policy: await getPolicy(params.kind) }));
}

export default function PolicyPage() {
  const { policy } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-32 sm:px-6">
      <article>
        <h1 className="font-serif text-4xl tracking-widest">{policy.title}</h1>
        {policy.savedAt ? (
          <p className="mt-3 text-sm text-gray-600">
            Last updated{" "}
            <time dateTime={policy.savedAt.toISOString()}>{formatPolicyDate(policy.savedAt)}</time>
          </p>
        ) : null}
        <div className="mt-8 space-y-4 leading-relaxed text-gray-800">
          <FormattedText text={policy.body} />
        </div>
      </article>
      <PolicyLinks
        label="Other policies"
        except={policy.kind}
        className="mt-12 border-t border-sand pt-6"
        listClassName="flex flex-wrap gap-x-6 text-sm"
        linkClassName="underline hover:text-gold"
      />
    </div>
  );
}
