import { describe, expect, it } from "vitest";
import { shipmentWords, trackingUrl } from "./carriers";

describe("a carrier's tracking page", () => {
  it.each([
    ["UPS", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    [
      "usps",
      "9400100000000000000000",
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    ],
    ["FedEx", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    ["Fed Ex", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    [
      "DHL Express",
      "1234567890",
      "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
    ],
    [
      "Royal Mail",
      "AB123456789GB",
      "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    ],
    [
      "Canada Post",
      "1234567890123456",
      "https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456",
    ],
    ["La Poste", "6A12345678901", "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901"],
    ["colissimo", "6A12345678901", "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901"],
  ])("links %s %s to its page", (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it("escapes what is typed into the number, so it can only be the number", () => {
    expect(trackingUrl("UPS", " 1Z 99&x=1 ")).toBe("https://www.ups.com/track?tracknum=1Z%2099%26x%3D1");
  });

  it("gives no link for a carrier it does not know, nor without a carrier or a number", () => {
    expect(trackingUrl("Bob's Couriers", "123")).toBeUndefined();
    expect(trackingUrl("", "1Z999")).toBeUndefined();
    expect(trackingUrl(null, "1Z999")).toBeUndefined();
    expect(trackingUrl("UPS", null)).toBeUndefined();
  });
});

describe("how a parcel travels, in words", () => {
  it("names the carrier and the number, either alone, or nothing", () => {
    expect(shipmentWords("UPS", "1Z999")).toBe("UPS, tracking number 1Z999");
    expect(shipmentWords("", "1Z999")).toBe("Tracking number 1Z999");
    expect(shipmentWords(null, "1Z999")).toBe("Tracking number 1Z999");
    expect(shipmentWords("UPS", null)).toBe("UPS");
    expect(shipmentWords(null, null)).toBeUndefined();
  });
});
