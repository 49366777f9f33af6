// A receipt that stands on its own: the buyer's confirmation mail (read at a real SMTP server on
// loopback) and the success page carry the order's number, the piece with its photo, the amount,
// where it will be sent, the policies she agreed to (absolute links on PUBLIC_URL) and how to reach
// the studio, from her own settings. The page shows them only to whoever holds the payment's client
// secret, which Stripe's return address carries; the buyer's email and name travel in no address.
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { deliver, intentOf, postSuccessPage, startCheckout, withFakeStripe } from "../support/checkout";
import { createProduct } from "../support/factories";
import { BUYER_IN_AUSTIN } from "../support/checkout-forms";
import { setUpSmtpServer } from "../support/smtp-per-file";
import { payAsBrowser } from "../support/stripe-js-payment";
import type { FakeStripe } from "../fakes/stripe-server";

let stripe: FakeStripe;
withFakeStripe(
  { OWNER_NOTIFY_EMAIL: "studio@example.com", PUBLIC_URL: "https://shop.example" },
  (started) => (stripe = started),
);
const mailServer = setUpSmtpServer();

const AUSTIN = ["Grace Hopper", "1 Main St", "Austin, TX 78701", "United States"];

async function studioDetails() {
  await saveSiteSetting("brandName", "Maison Lune");
  await saveSiteSetting("studioEmail", "hello@maisonlune.example");
  await saveSiteSetting("studioPhone", "+1 (212) 555-0142");
  await saveSiteSetting("studioAddress", "48 Crosby Street, New York, NY 10012");
}

/** A piece bought through the checkout's form and paid as Stripe.js pays: its client secret. */
async function paid() {
  const product = await createProduct({
    name: "Lilac Tote",
    price: 120_000,
    imageUrl: "/demo/product-midnight-1.jpg",
  });
  const { data } = await startCheckout(product.id, { buyer: BUYER_IN_AUSTIN });
  await payAsBrowser(stripe, data.clientSecret, {
    billing: {
      name: BUYER_IN_AUSTIN.name,
      email: BUYER_IN_AUSTIN.email,
      address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
    },
  });
  return { product, clientSecret: data.clientSecret as string };
}

/** The success page's confirmation, as its form posts it, with or without a client secret. */
async function successPage(productId: number, paymentIntentId: string, clientSecret?: string) {
  const answer = await postSuccessPage(productId, paymentIntentId, clientSecret);
  return answer as { ok: boolean; receipt?: Record<string, unknown> };
}

describe("the success page", () => {
  it("shows the holder of the client secret her order, the piece, the amount, where it goes and the studio", async () => {
    await studioDetails();
    const { product, clientSecret } = await paid();
    const answer = await successPage(product.id, intentOf(clientSecret), clientSecret);
    const order = await prisma.order.findFirstOrThrow();
    expect(answer).toEqual({
      ok: true,
      refunded: false,
      receipt: {
        orderId: order.id,
        productName: "Lilac Tote",
        imageUrl: "/demo/product-midnight-1.jpg",
        amount: 120_000,
        email: "grace@example.com",
        shipTo: AUSTIN,
        studio: {
          brandName: "Maison Lune",
          studioEmail: "hello@maisonlune.example",
          studioPhone: "+1 (212) 555-0142",
          studioAddress: "48 Crosby Street, New York, NY 10012",
          studioHours: "By appointment only",
        },
      },
    });
    expect(order.receiptKey).toMatch(/^[0-9a-f]{64}$/);
    expect(order.receiptKey).not.toContain(clientSecret);
  });

  it("shows nothing of the buyer without the secret or with another one, still confirming the sale", async () => {
    const { product, clientSecret } = await paid();
    const id = intentOf(clientSecret);
    expect(await successPage(product.id, id)).toEqual({ ok: true, refunded: false });
    const other = await paid();
    expect(await successPage(product.id, id, other.clientSecret)).toEqual({ ok: true, refunded: false });
    expect(await successPage(product.id, id, `${clientSecret}x`)).toEqual({ ok: true, refunded: false });
    expect(await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      isSold: true,
    });
  });

  it("shows the receipt of an order Stripe's webhook recorded first", async () => {
    const { product, clientSecret } = await paid();
    const intent = stripe.intents.get(intentOf(clientSecret))!;
    expect((await deliver(stripe, "payment_intent.succeeded", intent)).status).toBe(200);
    const answer = await successPage(product.id, intent.id, clientSecret);
    expect(answer.receipt).toMatchObject({ productName: "Lilac Tote", shipTo: AUSTIN });
  });
});

describe("the buyer's confirmation mail", () => {
  it("carries the order, the piece's photo, the amount, where it goes, the policies and the studio", async () => {
    await studioDetails();
    const { product, clientSecret } = await paid();
    await successPage(product.id, intentOf(clientSecret), clientSecret);
    const order = await prisma.order.findFirstOrThrow();
    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
    const mail = mailServer.server.received.find((each) => each.to.includes("grace@example.com"))!;
    expect(mail.subject).toBe("Your order: Lilac Tote");
    const text = mail.decoded;
    for (const part of [
      `Order #${order.id}`,
      "Thank you for your purchase of Lilac Tote ($1,200.00).",
      `It will be sent to:\r\n${AUSTIN.join("\r\n")}`,
      "The policies you agreed to:\r\n" +
        "Terms of Sale: https://shop.example/policies/terms\r\n" +
        "Returns & Refunds: https://shop.example/policies/returns\r\n" +
        "Shipping Policy: https://shop.example/policies/shipping\r\n" +
        "Privacy Policy: https://shop.example/policies/privacy",
      "To reach Maison Lune, reply to this mail or write to hello@maisonlune.example.\r\n" +
        "Phone: +1 (212) 555-0142\r\n" +
        "Studio: 48 Crosby Street, New York, NY 10012\r\n" +
        "The shop: https://shop.example/",
      // The HTML part shows the piece's photo, on the shop's public address.
      '<img src="https://shop.example/demo/product-midnight-1.jpg" alt="Lilac Tote"',
    ])
      expect(text).toContain(part);
  });

  it("names only the ways to reach her she has given", async () => {
    const { product, clientSecret } = await paid();
    await successPage(product.id, intentOf(clientSecret), clientSecret);
    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
    const mail = mailServer.server.received.find((each) => each.to.includes("grace@example.com"))!;
    expect(mail.decoded).toContain("reply to this mail.\r\nThe shop: https://shop.example/");
    expect(mail.decoded).not.toContain("Phone:");
    expect(mail.decoded).not.toContain("Studio:");
  });
});
