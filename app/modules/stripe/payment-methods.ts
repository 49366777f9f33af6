// The payment methods the shop offers (decision 330): cards only, which settle at once; Apple Pay
// and Google Pay ride on cards and come with them. The PaymentIntent and the Payment Element name
// the same list (Stripe refuses a confirmation whose element offered more than its intent allows).
export const OFFERED_PAYMENT_METHODS = ["card"];
