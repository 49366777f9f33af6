// The browser's side of the payment hold: take it when the buyer pays (the server creates or reuses
// the PaymentIntent), give it back when the attempt fails, so the piece is offered again at once.

/** `taken`: sold or held by another buyer (the answer names where to hear of the next piece). */
export type Hold = { clientSecret: string } | { error: string; taken?: boolean };

/**
 * POST /api/create-payment-intent with the checkout's fields as the form has them (the server checks
 * them with the same schema); the server's message, or the shop's texts when it has none.
 */
export async function holdPiece(productId: number, buyer: Record<string, FormDataEntryValue>): Promise<Hold> {
  try {
    const response = await fetch("/api/create-payment-intent", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ productId, buyer }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      clientSecret?: string;
      message?: string;
      subscribeUrl?: string;
    };
    if (response.ok && answer.clientSecret) return { clientSecret: answer.clientSecret };
    return { error: answer.message || "Failed to initialize payment", taken: !!answer.subscribeUrl };
  } catch {
    return { error: "Failed to initialize payment. Please try again." };
  }
}

/** POST /api/release-payment-intent; a lost answer only means the hold runs out by itself. */
export async function releasePiece(productId: number) {
  await fetch("/api/release-payment-intent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ productId }),
  }).catch(() => undefined);
}
