// An order's shipping address, field by field in the order a label reads (shown on the Orders
// page on one line, exported to CSV in columns).
export const SHIPPING_FIELDS = [
  "shippingName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingState",
  "shippingPostalCode",
  "shippingCountry",
] as const;

export type ShippingAddress = Record<(typeof SHIPPING_FIELDS)[number], string | null>;

export const shippingParts = (order: ShippingAddress) => SHIPPING_FIELDS.map((field) => order[field]);
