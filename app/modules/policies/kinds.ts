// The four policies the shop publishes, their names and public addresses: free of zod and of the
// server, so the footer and the checkout (on every page's bundle) can link them.
export const POLICY_KINDS = ["returns", "shipping", "privacy", "terms"] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_TITLES: Record<PolicyKind, string> = {
  returns: "Returns & Refunds",
  shipping: "Shipping Policy",
  privacy: "Privacy Policy",
  terms: "Terms of Sale",
};

/** What a buyer agrees to by paying, in the order the checkout names them; her receipt links them. */
export const PURCHASE_POLICIES: readonly PolicyKind[] = ["terms", "returns", "shipping", "privacy"];

export const isPolicyKind = (value: unknown): value is PolicyKind =>
  (POLICY_KINDS as readonly unknown[]).includes(value);

/** A policy's public page: /policies/returns, /policies/shipping, /policies/privacy, /policies/terms. */
export const policyPath = (kind: PolicyKind) => `/policies/${kind}`;

/** A policy's date as its pages show it ("November 25, 2026"), the same on the server and in the browser. */
export const formatPolicyDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
