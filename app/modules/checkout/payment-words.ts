// What the buyer is told of a payment that is not (yet) a sale: shown by the success page in the
// browser, thrown by the confirmation on the server, so a plain module both can read.
export const PAYMENT_FAILED = "Your payment did not go through, and no money was taken.";

export const PROCESSING_MESSAGE = "Your payment was received and is being processed.";
