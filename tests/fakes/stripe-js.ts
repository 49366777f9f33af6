// A fake Stripe.js for browser tests: the shape @stripe/react-stripe-js drives (elements in the
// deferred mode, from amount and currency, a Payment Element with one card-number box, submit()
// that checks it, confirmPayment with the client secret, the card's billing details and its
// redirect, with the payment's redirect_status), talking to the local fake API instead of Stripe.
export function fakeStripeJs(apiOrigin: string) {
  return `(() => {
  const api = ${JSON.stringify(apiOrigin)};
  function paymentElement() {
    const handlers = {};
    let node = null;
    const emit = (event, payload) => (handlers[event] || []).forEach((h) => h(payload));
    return {
      input: null,
      mount(target) {
        node = typeof target === "string" ? document.querySelector(target) : target;
        this.input = document.createElement("input");
        this.input.setAttribute("aria-label", "Card number");
        this.input.autocomplete = "cc-number";
        node.appendChild(this.input);
        setTimeout(() => emit("ready", { elementType: "payment" }), 0);
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return this; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return this; },
      update() {}, focus() {}, blur() {}, clear() {}, collapse() {}, unmount() {},
      destroy() { if (node) node.innerHTML = ""; },
    };
  }
  function Stripe() {
    let element = null;
    let submitted = false;
    const unsupported = () => Promise.reject(new Error("not in the fake"));
    return {
      elements(options) {
        if (!options || options.mode !== "payment" || !options.amount || !options.currency) {
          throw new Error("The fake expects deferred elements: {mode: 'payment', amount, currency}");
        }
        return {
          create() { element = paymentElement(); return element; },
          getElement() { return element; },
          update() {},
          async submit() {
            submitted = true;
            if (!element.input.value) return { error: { type: "validation_error", message: "Your card number is incomplete." } };
            return {};
          },
        };
      },
      async confirmPayment({ clientSecret, confirmParams }) {
        if (!submitted) throw new Error("elements.submit() must be called before confirmPayment");
        submitted = false;
        const id = clientSecret.split("_secret_")[0];
        const body = new URLSearchParams({ client_secret: clientSecret, card_number: element.input.value });
        if (confirmParams.receipt_email) body.set("receipt_email", confirmParams.receipt_email);
        const shipping = confirmParams.shipping;
        if (shipping) {
          body.set("shipping[name]", shipping.name);
          for (const [key, value] of Object.entries(shipping.address || {})) body.set("shipping[address][" + key + "]", value || "");
        }
        const billing = confirmParams.payment_method_data && confirmParams.payment_method_data.billing_details;
        if (billing) {
          for (const key of ["name", "email", "phone"]) if (billing[key]) body.set("payment_method_data[billing_details][" + key + "]", billing[key]);
          for (const [key, value] of Object.entries(billing.address || {})) body.set("payment_method_data[billing_details][address][" + key + "]", value || "");
        }
        const response = await fetch(api + "/v1/payment_intents/" + id + "/confirm", { method: "POST", body });
        const answer = await response.json();
        if (!response.ok) return { error: answer.error || {} };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set("payment_intent", id);
        url.searchParams.set("payment_intent_client_secret", clientSecret);
        // Stripe returns the buyer with the intent's outcome: succeeded, or processing (settled later).
        url.searchParams.set("redirect_status", answer.status === "processing" ? "processing" : "succeeded");
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
      createToken: unsupported, createPaymentMethod: unsupported, confirmCardPayment: unsupported,
      registerAppInfo() {}, _registerWrapper() {},
    };
  }
  window.Stripe = Stripe;
})();`;
}
