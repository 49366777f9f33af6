// The studio's own details as the owner sets them in Brand Settings: one shape for every place that
// tells a buyer how to reach her (the home page's contact section, the receipt and its mail, the
// policies' starting texts). Each line may be empty: a cleared line is left out wherever it shows.
import type { SiteSettings } from "./defaults";

export type StudioDetails = Pick<
  SiteSettings,
  "brandName" | "studioAddress" | "studioHours" | "studioPhone" | "studioEmail"
>;

export const studioDetailsOf = ({
  brandName,
  studioAddress,
  studioHours,
  studioPhone,
  studioEmail,
}: StudioDetails): StudioDetails => ({ brandName, studioAddress, studioHours, studioPhone, studioEmail });

/** A phone number as a `tel:` link dials it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
