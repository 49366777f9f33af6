// What a shop needs before it opens, read for the overview's checklist: her name and how buyers
// reach her, her time zone, her own policies, a photo for each collection, and card payments. A
// setting counts once she has saved it: the defaults a new shop shows are not hers.
import { prisma } from "~/db.server";
import { COLLECTION_PHOTO_NAMES } from "~/modules/collections/schema";
import { DEFAULT_SETTINGS, type SettingKey } from "~/modules/site/defaults";
import type { PolicyKind } from "~/modules/policies/kinds";
import type { OpeningStep } from "./opening-step";

const BRAND = { to: "/admin/brand", name: "Brand Settings" };
const CONTACT_KEYS: SettingKey[] = ["studioEmail", "studioPhone", "studioAddress"];
const SAVED_KEYS: SettingKey[] = ["brandName", "studioTimeZone", ...CONTACT_KEYS];

export async function openingChecklist(given: {
  policiesToReview: PolicyKind[];
  paymentsOpen: boolean;
}): Promise<OpeningStep[]> {
  const [saved, photos] = await Promise.all([
    // The few settings the checklist names, one row each: small by nature.
    prisma.siteSetting.findMany({ where: { key: { in: SAVED_KEYS } }, select: { key: true, value: true } }),
    prisma.collectionMainPhoto.count(),
  ]);
  const has = (key: SettingKey) => saved.some((row) => row.key === key && row.value.trim() !== "");
  const named = has("brandName");
  const reachable = CONTACT_KEYS.some(has);
  const unsaved = given.policiesToReview.length;
  return [
    {
      title: "Your name and how buyers reach you",
      done: named && reachable,
      missing: named
        ? "Give a studio email, phone or address."
        : `Save your brand name${reachable ? "" : ", and a studio email, phone or address"}.`,
      page: BRAND,
    },
    {
      title: "Your time zone",
      done: has("studioTimeZone"),
      missing: `Drops are scheduled in ${DEFAULT_SETTINGS.studioTimeZone} until you choose yours.`,
      page: BRAND,
    },
    {
      title: "Your policies",
      done: unsaved === 0,
      missing: `${unsaved} of 4 still show their starting text.`,
      page: { to: "/admin/policies", name: "Policies" },
    },
    {
      title: "A photo for each collection",
      done: photos >= COLLECTION_PHOTO_NAMES.length,
      missing: `${photos} of ${COLLECTION_PHOTO_NAMES.length} collections have their own photo.`,
      page: { to: "/admin/collections", name: "Collection Main Photos" },
    },
    {
      title: "Card payments",
      done: given.paymentsOpen,
      missing: "Stripe's keys are not set on the server (docs/payments.md): visitors cannot buy yet.",
    },
  ];
}
