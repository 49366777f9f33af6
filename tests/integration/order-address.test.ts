// An order she can ship: a payment confirmed with the shipping address as Stripe.js sends it (form
// fields on the intent's confirm, at the local Stripe) gives an order whose address is in the
// Orders CSV, the owner's "Sold" mail (with a link to the order) and the buyer's confirmation, each
// naming the order by its number; a payment without one says so in both mails. The mails are read
// at a real SMTP server on loopback.
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

async function mailsReceived() {
  expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
  const to = (address: string) => mailServer.server.received.find((mail) => mail.to.includes(address))!;
  return { buyer: to("grace@example.com"), owner: to("studio@example.com") };
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
    expect(owner.decoded).toContain(`https://shop.example/admin/orders#order-${order.id}`);
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
    expect(owner.decoded).toContain(`https://shop.example/admin/orders#order-${order.id}`);
    expect(buyer.decoded).toContain(`Order #${order.id}`);
    expect(buyer.decoded).toContain("please reply with the address the piece should go to");
  });
});
