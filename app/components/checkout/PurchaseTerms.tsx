// The line under "Complete Purchase" that names what a buyer agrees to, with the shop's policies
// one tap away: its terms of sale, how returns and refunds work, shipping and privacy.
import { Link } from "@remix-run/react";
import { policyPath } from "~/modules/policies/kinds";

const LINK = "underline hover:text-gold";

export function PurchaseTerms() {
  return (
    <p className="mt-4 text-sm leading-relaxed text-gray-600">
      By purchasing you agree to the{" "}
      <Link to={policyPath("terms")} className={LINK}>
        terms of sale
      </Link>
      ; returns:{" "}
      <Link to={policyPath("returns")} className={LINK}>
        returns &amp; refunds policy
      </Link>
      . See also the{" "}
      <Link to={policyPath("shipping")} className={LINK}>
        shipping policy
      </Link>{" "}
      and the{" "}
      <Link to={policyPath("privacy")} className={LINK}>
        privacy policy
      </Link>
      .
    </p>
  );
}
