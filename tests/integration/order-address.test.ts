// An order she can ship: a payment confirmed with the shipping address as Stripe.js sends it (form
// fields on the intent's confirm, at the local Stripe) gives an order whose address is in the
// Orders CSV, the owner's "Sold" mail (with a link to the order) and the buyer's confirmation, each
// naming the order by its number; a payment without one says so in both mails. From the checkout's
// form the PaymentIntent ships to the address the buyer gave for it (a gift) or to her billing
// address, and the owner is told both. The mails are read at a real SMTP server on loopback.
import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { NO_ADDRESS } from "~/modules/orders/shipping";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import * as ordersCsv from "~/routes/admin.orders.csv";
import { confirm, intentOf, startCheckout, withFakeStripe } from "../support/checkout";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { setUpSmtpServer } from "../support/smtp-per-file";
import { payAsBrowser, type BrowserShipping } from "../support/stripe-js-payment";
import type { FakeStripe } from "../fakes/stripe-server";
import { GIFT_TO_AUSTIN } from "../support/checkout-forms";

let stripe: FakeStripe;
withFakeStripe(
  { OWNER_NOTIFY_EMAIL: "studio@example.com", PUBLIC_URL: "https://shop.example" },
  (started) => (stripe = started),
);
const mailServer = setUpSmtpServer();

const TORONTO: BrowserShipping = {
  name: "Grace Hopper",
  address: {
    line1: "100 Queen St W",
    line2: "Suite 4",
    city: "Toronto",
    state: "ON",
    postal_code: "M5H 2N2",
    country: "CA",
  },
};

async function buy(shipping?: BrowserShipping) {
  const product = await createProduct({ name: "Lilac Tote", price: 120_000 });
  const { data } = await startCheckout(product.id);
  await payAsBrowser(stripe, data.clientSecret, { email: "grace@example.com", shipping });
  const answer = await confirm(product.id, intentOf(data.clientSecret));
  expect(answer.status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { id: answer.data.orderId } });
}

async function mailsReceived(buyerEmail = "grace@example.com") {
  expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
  const to = (address: string) => mailServer.server.received.find((mail) => mail.to.includes(address))!;
  return { buyer: to(buyerEmail), owner: to("studio@example.com") };
}

describe("an order with the address the buyer gave", () => {
  it("is in the CSV with the country in words", async () => {
    const order = await buy(TORONTO);
    expect(order).toMatchObject({ shippingLine1: "100 Queen St W", shippingCountry: "CA" });
    const { cookie } = await createOwnerCookie();
    const csv = await (await callPage(ordersCsv.loader, "/admin/orders/csv", { cookie })).response!.text();
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain("ship_to_name,address_line1,address_line2,city,state,postal_code,country");
    expect(row).toContain("Grace Hopper,100 Queen St W,Suite 4,Toronto,ON,M5H 2N2,Canada");
  });

  it("is in the owner's Sold mail with a link to the order, and in the buyer's confirmation", async () => {
    const order = await buy(TORONTO);
    const { buyer, owner } = await mailsReceived();
    const address = "Grace Hopper\r\n100 Queen St W\r\nSuite 4\r\nToronto, ON M5H 2N2\r\nCanada";

    expect(owner.subject).toBe("Sold: Lilac Tote");
    expect(owner.decoded).toContain(
      `Order #${order.id}: Lilac Tote, $1,200.00, Grace Hopper <grace@example.com>.`,
    );
    expect(owner.decoded).toContain(`Ship to:\r\n${address}`);
    expect(owner.decoded).toContain(
      `https://shop.example/admin/orders?q=%23${order.id}&order=${order.id}#order-${order.id}`,
    );
    expect(owner.decoded).not.toContain(NO_ADDRESS);

    expect(buyer.subject).toBe("Your order: Lilac Tote");
    expect(buyer.decoded).toContain(`Order #${order.id}`);
    expect(buyer.decoded).toContain(`It will be sent to:\r\n${address}`);
  });
});

describe("an order paid without an address", () => {
  it("warns the owner in the Sold mail and asks the buyer for one", async () => {
    const order = await buy();
    expect(order.shippingLine1).toBeNull();
    const { buyer, owner } = await mailsReceived();
    expect(owner.decoded).toContain(NO_ADDRESS);
    expect(owner.decoded).not.toContain("Ship to:");
    expect(owner.decoded).toContain(
      `https://shop.example/admin/orders?q=%23${order.id}&order=${order.id}#order-${order.id}`,
    );
    expect(buyer.decoded).toContain(`Order #${order.id}`);
    expect(buyer.decoded).toContain("please reply with the address the piece should go to");
  });
});

describe("an order from the checkout's form", () => {
  const LONDON_BUYER = {
    name: "Ada Lovelace",
    email: "ada@example.co.uk",
    line1: "10 Downing Street",
    city: "London",
    postalCode: "SW1A 2AA",
    country: "GB",
  };

  /** Presses "Complete Purchase" with the form, pays as Stripe.js does (the card's billing details), confirms. */
  async function buyWithForm(form: Record<string, string>) {
    const product = await createProduct({ name: "Lilac Tote", price: 120_000 });
    const { status, data } = await startCheckout(product.id, { buyer: form });
    expect(status).toBe(200);
    await payAsBrowser(stripe, data.clientSecret, {
      billing: {
        name: LONDON_BUYER.name,
        email: LONDON_BUYER.email,
        address: { line1: "10 Downing Street", city: "London", postal_code: "SW1A 2AA", country: "GB" },
      },
    });
    const answer = await confirm(product.id, intentOf(data.clientSecret));
    expect(answer.status).toBe(200);
    return prisma.order.findUniqueOrThrow({ where: { id: answer.data.orderId } });
  }

  it("ships a gift to the address given, and tells the owner whose it is and where it goes", async () => {
    const order = await buyWithForm({ ...LONDON_BUYER, ...GIFT_TO_AUSTIN });
    const intent = stripe.intents.get(order.paymentIntentId)!;
    expect(intent).toMatchObject({
      receipt_email: "ada@example.co.uk",
      shipping: {
        name: "Grace Hopper",
        address: { line1: "1 Main St", city: "Austin", state: "TX", postal_code: "78701", country: "US" },
      },
    });
    expect(order).toMatchObject({
      buyerName: "Ada Lovelace",
      buyerEmail: "ada@example.co.uk",
      shippingName: "Grace Hopper",
      shippingLine1: "1 Main St",
      shippingCountry: "US",
      billingLine1: "10 Downing Street",
      billingPostalCode: "SW1A 2AA",
      billingCountry: "GB",
    });

    const { buyer, owner } = await mailsReceived("ada@example.co.uk");
    const austin = "Grace Hopper\r\n1 Main St\r\nAustin, TX 78701\r\nUnited States";
    expect(owner.decoded).toContain(`Ship to:\r\n${austin}`);
    expect(owner.decoded).toContain(
      "Billed to Ada Lovelace:\r\n10 Downing Street\r\nLondon\r\nSW1A 2AA\r\nUnited Kingdom",
    );
    expect(buyer.decoded).toContain(`It will be sent to:\r\n${austin}`);
  });

  it("ships to the billing address when no other is given, written as its country writes it", async () => {
    const order = await buyWithForm({ ...LONDON_BUYER, shipLine1: "ignored unless ticked" });
    expect(order).toMatchObject({ shippingName: "Ada Lovelace", shippingLine1: "10 Downing Street" });
    const { buyer, owner } = await mailsReceived("ada@example.co.uk");
    const london = "Ada Lovelace\r\n10 Downing Street\r\nLondon\r\nSW1A 2AA\r\nUnited Kingdom";
    expect(owner.decoded).toContain(`Ship to:\r\n${london}`);
    expect(owner.decoded).not.toContain("Billed to");
    expect(buyer.decoded).toContain(`It will be sent to:\r\n${london}`);
  });

  it("refuses a form whose address does not fit its country, holding nothing", async () => {
    const product = await createProduct();
    const intentsBefore = stripe.intents.size;
    const { status, data } = await startCheckout(product.id, {
      buyer: { ...LONDON_BUYER, ...GIFT_TO_AUSTIN, shipPostalCode: "" },
    });
    expect(status).toBe(400);
    expect(data.message).toBe("Please fill in the ZIP Code to ship to.");
    expect(stripe.intents.size).toBe(intentsBefore);
    const held = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(held.reservedUntil).toBeNull();
  });
});
