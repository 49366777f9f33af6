// The links to the shop's policy pages, as a labelled list: in the footer all four, at the foot of
// a policy page the other three. Each link is a 44 px target.
import { Link } from "@remix-run/react";
import { POLICY_KINDS, POLICY_TITLES, policyPath, type PolicyKind } from "~/modules/policies/kinds";

export function PolicyLinks({
  label,
  except,
  className,
  listClassName,
  linkClassName,
}: {
  label: string;
  /** The policy the page shows, left out. */
  except?: PolicyKind;
  className?: string;
  listClassName: string;
  /** The link's colours; its size is the same everywhere. */
  linkClassName: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {POLICY_KINDS.filter((kind) => kind !== except).map((kind) => (
          <li key={kind}>
            <Link to={policyPath(kind)} className={`inline-flex min-h-11 items-center ${linkClassName}`}>
              {POLICY_TITLES[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
