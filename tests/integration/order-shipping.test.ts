// "Mark shipped" with a carrier and tracking number: the buyer's shipped notice (with the order's
// number, its address and the carrier's tracking page) reaches a real SMTP server on loopback, the
// Orders page lists it, and an order ships (and is told) once. A mistyped number is corrected after.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import * as ordersPage from "~/routes/admin.orders";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";
import { setUpSmtpServer } from "../support/smtp-per-file";

const mailServer = setUpSmtpServer();
let cookie: string;

beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

async function paidOrder() {
  const product = await createProduct({ name: "Lilac Tote", isSold: true });
  return prisma.order.create({
    data: {
      productId: product.id,
      productName: product.name,
      paymentIntentId: `pi_${product.id}`,
      amount: product.price,
      buyerName: "Grace Hopper",
      buyerEmail: "grace@example.com",
      shippingName: "Grace Hopper",
      shippingLine1: "1 Main St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingPostalCode: "78701",
      shippingCountry: "US",
    },
  });
}

const ship = (fields: Record<string, string>) =>
  callPage(ordersPage.action, "/admin/orders", { cookie, form: { intent: "ship", ...fields } });

describe("marking an order shipped", () => {
  it("answers the page she shipped from, its search and open card kept, at the order's card", async () => {
    const order = await paidOrder();
    const answer = await callPage(ordersPage.action, `/admin/orders?q=grace&state=all&order=${order.id}`, {
      cookie,
      form: { intent: "ship", id: String(order.id) },
    });
    expect(answer.response?.headers.get("Location")).toBe(
      `/admin/orders?q=grace&state=all&order=${order.id}#order-${order.id}`,
    );
  });

  it("lists each order as a line and opens the card the address names, on this page only", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const list = await callPage(ordersPage.loader, "/admin/orders", { cookie });
    expect(list.data.rows.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(list.data.rows[0]).not.toHaveProperty("shippingLine1");
    expect(list.data.open).toBeNull();

    const opened = await callPage(ordersPage.loader, `/admin/orders?order=${first.id}`, { cookie });
    expect(opened.data.open).toMatchObject({ id: first.id, shippingLine1: "1 Main St", mails: [] });
    // Its refund question opens the card around it.
    const refunding = await callPage(ordersPage.loader, `/admin/orders?refund=${first.id}`, { cookie });
    expect(refunding.data.open).toMatchObject({ id: first.id });

    // Not on this page (searched away), not a number, or no such order: every line folded.
    for (const query of [`q=%23${second.id}&order=${first.id}`, "order=abc", "order=999999999"]) {
      const page = await callPage(ordersPage.loader, `/admin/orders?${query}`, { cookie });
      expect(page.status).toBe(200);
      expect(page.data.open).toBeNull();
    }
  });

  it("sends the buyer a shipped notice with the carrier and tracking number, shown on the order", async () => {
    const order = await paidOrder();
    const answer = await ship({
      id: String(order.id),
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(answer.status).toBe(302);
    expect(answer.response?.headers.get("Location")).toBe(`/admin/orders#order-${order.id}`);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });

    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(1);
    const [mail] = mailServer.server.received;
    expect(mail.to).toEqual(["grace@example.com"]);
    expect(mail.subject).toBe("On its way: Lilac Tote");
    expect(mail.decoded).toContain(`Order #${order.id}`);
    expect(mail.decoded).toContain("UPS, tracking number 1Z999AA10123456784");
    expect(mail.decoded).toContain("Track it: https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mail.decoded).toContain(
      "It is on its way to:\r\nGrace Hopper\r\n1 Main St\r\nAustin, TX 78701\r\nUnited States",
    );

    const page = await callPage(ordersPage.loader, `/admin/orders?order=${order.id}`, { cookie });
    expect(page.data.open.mails).toEqual([
      expect.objectContaining({
        subject: "On its way: Lilac Tote",
        status: "sent",
        sentAt: expect.any(Date),
      }),
    ]);
  });

  it("ships without a carrier or tracking number, and tells the buyer once however often it is posted", async () => {
    const order = await paidOrder();
    expect((await ship({ id: String(order.id), carrier: "", trackingNumber: "" })).status).toBe(302);
    const again = await ship({ id: String(order.id) });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      intent: "ship",
      id: order.id,
      result: { error: { "": ["Only a paid order can be marked shipped."] } },
    });
    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(1);
    expect(mailServer.server.received[0].decoded).not.toMatch(/tracking number/i);
  });

  it("names a number without a carrier as a tracking number, and links no page for a carrier it does not know", async () => {
    const first = await paidOrder();
    await ship({ id: String(first.id), carrier: "", trackingNumber: "1Z999AA10123456784" });
    const second = await paidOrder();
    await ship({ id: String(second.id), carrier: "Bob's Couriers", trackingNumber: "BC-42" });
    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
    const [blank, unknown] = mailServer.server.received;
    expect(blank.decoded).toContain("Tracking number 1Z999AA10123456784");
    expect(blank.decoded).not.toContain("Shipped with");
    expect(blank.decoded).not.toContain("Track it");
    expect(unknown.decoded).toContain("Bob's Couriers, tracking number BC-42");
    expect(unknown.decoded).not.toContain("Track it");
  });

  it("refuses a tracking number too long to be one, and ships nothing", async () => {
    const order = await paidOrder();
    const answer = await ship({ id: String(order.id), trackingNumber: "9".repeat(101) });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error.trackingNumber).toEqual(["The tracking number is too long."]);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await prisma.mailOutbox.count()).toBe(0);
  });
});

const correct = (fields: Record<string, string>) =>
  callPage(ordersPage.action, "/admin/orders", { cookie, form: { intent: "tracking", ...fields } });

describe("correcting the tracking of a shipped order", () => {
  it("stores the new number and sends the buyer it, with the carrier's page, once", async () => {
    const order = await paidOrder();
    await ship({ id: String(order.id), carrier: "UPS", trackingNumber: "1Z999WRONG" });
    const fields = { id: String(order.id), carrier: "USPS", trackingNumber: "9400100000000000000000" };
    expect((await correct(fields)).status).toBe(302);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "shipped",
      carrier: "USPS",
      trackingNumber: "9400100000000000000000",
    });
    // The same correction again (a second tap, a reload) changes and sends nothing.
    expect((await correct(fields)).status).toBe(302);

    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(2);
    const [, corrected] = mailServer.server.received;
    expect(corrected.to).toEqual(["grace@example.com"]);
    expect(corrected.subject).toBe("New tracking number: Lilac Tote");
    expect(corrected.decoded).toContain(`Order #${order.id}`);
    expect(corrected.decoded).toContain(
      "Track it: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    );
    expect(corrected.decoded).not.toContain("1Z999WRONG");
  });

  it("clears a number given by mistake without writing to the buyer", async () => {
    const order = await paidOrder();
    await ship({ id: String(order.id), carrier: "UPS", trackingNumber: "1Z999" });
    expect((await correct({ id: String(order.id), carrier: "UPS", trackingNumber: "" })).status).toBe(302);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).trackingNumber).toBeNull();
    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(1);
  });

  it("refuses an order not shipped yet, changing nothing, its reason on that order's form", async () => {
    const order = await paidOrder();
    const answer = await correct({ id: String(order.id), trackingNumber: "1Z999" });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      intent: "tracking",
      id: order.id,
      result: { error: { "": ["Only a shipped order has tracking to correct."] } },
    });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "paid",
      trackingNumber: null,
    });
    expect(await prisma.mailOutbox.count()).toBe(0);
  });
});
