// The tracking pages of the carriers a one-person studio ships with, so the buyer's shipped mail
// (and the order in the dashboard) can link the number straight to where the parcel is. The owner
// types the carrier as she likes ("UPS", "Royal mail", "la poste"): it is matched on its letters
// alone. A carrier not in this table gets no link: the number alone, never a guessed address.

const TRACKING_PAGES: readonly { names: readonly string[]; url: (number: string) => string }[] = [
  { names: ["ups"], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  {
    names: ["usps", "uspostalservice", "unitedstatespostalservice"],
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  { names: ["fedex", "federalexpress"], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    names: ["dhl", "dhlexpress"],
    url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  { names: ["royalmail"], url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  {
    names: ["canadapost", "postescanada"],
    url: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  },
  {
    names: ["laposte", "colissimo", "lapostecolissimo"],
    url: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  },
];

const lettersOf = (carrier: string) => carrier.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The carrier's tracking page for this number, or undefined for a carrier not in the table. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  if (!carrier || !trackingNumber) return undefined;
  const name = lettersOf(carrier);
  const page = TRACKING_PAGES.find((each) => each.names.includes(name));
  return page?.url(encodeURIComponent(trackingNumber.trim()));
}

/**
 * How the parcel travels, in words: "UPS, tracking number 1Z999…", "Tracking number 1Z999…" with
 * no carrier, "UPS" with no number; undefined with neither.
 */
export function shipmentWords(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  if (carrier && trackingNumber) return `${carrier}, tracking number ${trackingNumber}`;
  if (trackingNumber) return `Tracking number ${trackingNumber}`;
  return carrier || undefined;
}
