// The objects the Stripe fake answers and sends, built as Stripe's API description says for the
// SDK's pinned API version: each builder is checked against the SDK's types (generated from that
// description), so `npm run typecheck` fails when the fake drifts from what Stripe sends. Values
// Stripe fills in that the shop never reads are realistic constants (a test Visa ending 4242).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** An address as Stripe answers it: every part present, null where none was given. */
export function stripeAddress(address: Partial<Record<string, unknown>> | undefined) {
  const part = (key: string) => (address?.[key] as string | undefined) || null;
  return {
    city: part("city"),
    country: part("country"),
    line1: part("line1"),
    line2: part("line2"),
    postal_code: part("postal_code"),
    state: part("state"),
  } satisfies Stripe.Address;
}

/** A PaymentIntent as `POST /v1/payment_intents` answers it: waiting for the buyer's card. */
export function paymentIntentObject({
  amount,
  currency,
  description,
  metadata,
  allowed,
}: {
  amount: number;
  currency: string;
  description: string | null;
  metadata: Stripe.Metadata;
  /** allowed_payment_method_types; without it, the account's dynamic payment methods. */
  allowed?: Stripe.PaymentIntent.AllowedPaymentMethodType[];
}) {
  const id = stripeId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: allowed ?? null,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    // Neither list given: the account's dynamic payment methods, bank debits among them.
    automatic_payment_methods: allowed ? null : { allow_redirects: "always", enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
    confirmation_method: "automatic",
    created: unixNow(),
    currency,
    customer: null,
    customer_account: null,
    description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: allowed ?? ["card", "link", "us_bank_account"],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.PaymentIntent;
}

/** Stripe's test card: a Visa ending in the card number's last four digits. */
const visa = (cardNumber: string) => ({
  brand: "visa",
  country: "US",
  exp_month: 12,
  exp_year: new Date().getFullYear() + 3,
  funding: "credit",
  last4: cardNumber.slice(-4),
});

/** The card's PaymentMethod, made at confirmation with the billing details the browser gave. */
export function cardPaymentMethodObject(cardNumber: string, billing: Stripe.PaymentMethod.BillingDetails) {
  return {
    id: stripeId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: billing,
    card: {
      ...visa(cardNumber),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      display_brand: "visa",
      generated_from: null,
      networks: { available: ["visa"], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixNow(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  } satisfies Stripe.PaymentMethod;
}

export type CardPaymentMethod = ReturnType<typeof cardPaymentMethodObject>;

/** Why a card was declined: the bank's decline code and Stripe's words for the buyer. */
export interface Decline {
  code: string;
  message: string;
}
/** Stripe's test card 4000000000000002. */
const GENERIC_DECLINE: Decline = { code: "generic_decline", message: "Your card was declined." };
export const INSUFFICIENT_FUNDS: Decline = {
  code: "insufficient_funds",
  message: "Your card has insufficient funds.",
};

export type ChargeStatus = "succeeded" | "pending" | "failed";

/** Stripe's outcome and failure fields of a charge that went as `status` says. */
function chargeOutcome(
  status: ChargeStatus,
  decline: Decline,
): Pick<Stripe.Charge, "outcome" | "failure_code" | "failure_message"> {
  if (status === "pending") return { outcome: null, failure_code: null, failure_message: null };
  const declined = status === "failed";
  return {
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: declined ? "declined_by_network" : "approved_by_network",
      reason: declined ? decline.code : null,
      risk_level: "normal",
      risk_score: 20,
      seller_message: declined
        ? `The bank returned the decline code \`${decline.code}\`.`
        : "Payment complete.",
      type: declined ? "issuer_declined" : "authorized",
    },
    failure_code: declined ? "card_declined" : null,
    failure_message: declined ? decline.message : null,
  };
}

/** The charge of a card payment on `intent`: succeeded, pending (the payment processing) or failed. */
export function chargeObject(
  intent: Stripe.PaymentIntent,
  card: CardPaymentMethod,
  status: ChargeStatus,
  decline = GENERIC_DECLINE,
) {
  const paid = status === "succeeded";
  return {
    id: stripeId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: paid ? stripeId("txn") : null,
    billing_details: card.billing_details,
    calculated_statement_descriptor: "ATELIER",
    captured: paid,
    created: unixNow(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    ...chargeOutcome(status, decline),
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    paid,
    payment_intent: intent.id,
    payment_method: card.id,
    payment_method_details: {
      card: {
        ...visa(card.card.last4),
        amount_authorized: status === "failed" ? null : intent.amount,
        authorization_code: paid ? "123456" : null,
        checks: card.card.checks,
        electronic_commerce_indicator: null,
        installments: null,
        mandate: null,
        network: "visa",
        network_transaction_id: paid ? "104102978678771" : null,
        regulated_status: "unregulated",
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
      type: "card",
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: paid
      ? `https://pay.stripe.com/receipts/payment/${randomBytes(24).toString("base64url")}`
      : null,
    refunded: false,
    review: null,
    shipping: intent.shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_data: null,
    transfer_group: null,
  } satisfies Stripe.Charge;
}

/** What a declined charge leaves on its intent (`last_payment_error`), and Stripe's error answers with. */
export function declineOf(charge: Stripe.Charge, card: Stripe.PaymentMethod) {
  return {
    charge: charge.id,
    code: "card_declined",
    decline_code: charge.outcome?.reason ?? GENERIC_DECLINE.code,
    doc_url: "https://stripe.com/docs/error-codes/card-declined",
    message: charge.failure_message ?? GENERIC_DECLINE.message,
    payment_method: card,
    payment_method_type: "card",
    type: "card_error",
  } satisfies Stripe.PaymentIntent.LastPaymentError;
}

export function refundObject({
  amount,
  charge,
  reason,
  metadata,
}: {
  amount: number;
  charge: Stripe.Charge;
  reason: Stripe.Refund.Reason | null;
  metadata: Stripe.Metadata;
}) {
  return {
    id: stripeId("re"),
    object: "refund",
    amount,
    balance_transaction: stripeId("txn"),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  } satisfies Stripe.Refund;
}

/** A dispute of `charge` (or a card network's inquiry), its evidence not yet given. */
export function disputeObject({
  charge,
  reason,
  dueBy,
  inquiry,
}: {
  charge: Stripe.Charge;
  reason: string;
  dueBy: number;
  inquiry: boolean;
}) {
  return {
    id: stripeId("dp"),
    object: "dispute",
    amount: charge.amount,
    // An inquiry withdraws nothing; a chargeback's withdrawal is not read by the shop.
    balance_transactions: [],
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: dueBy,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: "10.4",
    payment_intent: charge.payment_intent,
    payment_method_details: {
      card: {
        brand: "visa",
        case_type: inquiry ? "inquiry" : "chargeback",
        network: "visa",
        network_reason_code: "10.4",
      },
      type: "card",
    },
    reason,
    status: inquiry ? "warning_needs_response" : "needs_response",
  } satisfies Stripe.Dispute;
}

export type EventType = Stripe.Event["type"];
/** The object an event of `type` carries. */
export type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>["data"]["object"];

/** An event as Stripe posts it to a webhook endpoint, on the pinned API version. */
export function eventObject<T extends EventType>(type: T, object: EventObject<T>) {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: stripeId("req"), idempotency_key: null },
    type,
  } satisfies Stripe.EventBase;
}

/** Stripe's error answer: `{error: {...}}` with its HTTP status. */
export function errorAnswer(status: number, error: Stripe.StripeRawError) {
  return { status, body: { error } };
}
