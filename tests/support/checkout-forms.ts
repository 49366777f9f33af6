// The checkout form's fields as a buyer fills them, shared by the schema's unit tests and the
// order's and the checkout's integration tests.

/** Grace, in the United States, paying for a piece sent to her own address in Austin, Texas. */
export const BUYER_IN_AUSTIN = {
  name: "Grace Hopper",
  email: "grace@example.com",
  line1: "1 Main St",
  city: "Austin",
  state: "TX",
  postalCode: "78701",
  country: "US",
};

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
