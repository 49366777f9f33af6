// The shop's published policies: the owner's saved text, or until she saves one, its starting text
// made from the site settings as they are now (so a studio address set later shows in it).
import { prisma } from "~/db.server";
import type { SiteSettings } from "~/modules/site/defaults";
import { getSiteSettings } from "~/modules/site/settings.server";
import { notFound } from "~/utils/errors";
import { isPolicyKind, POLICY_KINDS, POLICY_TITLES, policyPath, type PolicyKind } from "./kinds";
import { startingPolicyText } from "./starting-texts";

export interface Policy {
  kind: PolicyKind;
  title: string;
  body: string;
  /** When she last saved it; null while it still shows its starting text. */
  savedAt: Date | null;
}

type SavedPolicy = { body: string; updatedAt: Date } | null | undefined;

function policyOf(kind: PolicyKind, saved: SavedPolicy, settings: SiteSettings): Policy {
  return {
    kind,
    title: POLICY_TITLES[kind],
    body: saved?.body ?? startingPolicyText(kind, settings),
    savedAt: saved?.updatedAt ?? null,
  };
}

/** Every policy, in the order of POLICY_KINDS. */
export async function listPolicies(): Promise<Policy[]> {
  const [rows, settings] = await Promise.all([
    // One row per kind of policy (four): small by nature.
    prisma.shopPolicy.findMany({ select: { kind: true, body: true, updatedAt: true } }),
    getSiteSettings(),
  ]);
  return POLICY_KINDS.map((kind) =>
    policyOf(
      kind,
      rows.find((row) => row.kind === kind),
      settings,
    ),
  );
}

/** The policy of a public address's `kind`; an unknown one is not found. */
export async function getPolicy(kind: string | undefined): Promise<Policy> {
  if (!isPolicyKind(kind)) throw notFound("Page not found");
  const [saved, settings] = await Promise.all([
    prisma.shopPolicy.findUnique({ where: { kind }, select: { body: true, updatedAt: true } }),
    getSiteSettings(),
  ]);
  return policyOf(kind, saved, settings);
}

export async function savePolicy(kind: PolicyKind, body: string) {
  await prisma.shopPolicy.upsert({ where: { kind }, create: { kind, body }, update: { body } });
}

/** The policies still showing their starting text, which the dashboard asks her to review. */
export async function policiesToReview(): Promise<PolicyKind[]> {
  const saved = await prisma.shopPolicy.findMany({ select: { kind: true } }); // four kinds at most
  return POLICY_KINDS.filter((kind) => !saved.some((row) => row.kind === kind));
}

/** The sitemap's entries of the policies: their addresses, dated once she has saved them. */
export async function policySitemapEntries() {
  const saved = await prisma.shopPolicy.findMany({ select: { kind: true, updatedAt: true } }); // four kinds at most
  return POLICY_KINDS.map((kind) => ({
    path: policyPath(kind),
    lastModified: saved.find((row) => row.kind === kind)?.updatedAt,
  }));
}
