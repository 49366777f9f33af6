// The checkout form's fields as a buyer fills them, shared by the schema's unit tests and the
// order's integration tests.

/** "Ship to a different address" ticked: a gift to Austin, Texas. */
export const GIFT_TO_AUSTIN = {
  shipElsewhere: "on",
  shipName: "Grace Hopper",
  shipLine1: "1 Main St",
  shipCity: "Austin",
  shipState: "TX",
  shipPostalCode: "78701",
  shipCountry: "US",
};
