// The dashboard's reminder that published policies still show their starting texts: shown on the
// overview and the Policies page until she has saved each one.
import { Link } from "@remix-run/react";
import { POLICY_TITLES, type PolicyKind } from "~/modules/policies/kinds";

export function PoliciesToReview({ kinds, link = true }: { kinds: PolicyKind[]; link?: boolean }) {
  if (kinds.length === 0) return null;
  const names = kinds.map((kind) => POLICY_TITLES[kind]).join(", ");
  return (
    <div role="note" className="mt-6 border border-gold bg-gold/10 p-4 text-sm">
      <p>
        <strong>Review these texts:</strong> {names} {kinds.length === 1 ? "shows its" : "show their"}{" "}
        starting text, written from your brand name and studio details. Buyers read them before they pay; read
        each one, change what does not fit your shop, and save it. They are a starting point, not legal
        advice.
      </p>
      {link ? (
        <Link to="/admin/policies" className="mt-2 inline-flex min-h-11 items-center underline">
          Review the policies
        </Link>
      ) : null}
    </div>
  );
}
