// "Mark shipped" with a carrier and tracking number: the buyer's shipped notice reaches a real SMTP
// server on loopback, the Orders page lists it, and an order ships (and is told) once.
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
    },
  });
}

const ship = (fields: Record<string, string>) =>
  callPage(ordersPage.action, "/admin/orders", { cookie, form: { intent: "ship", ...fields } });

describe("marking an order shipped", () => {
  it("sends the buyer a shipped notice with the carrier and tracking number, shown on the order", async () => {
    const order = await paidOrder();
    const answer = await ship({
      id: String(order.id),
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(answer.status).toBe(302);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });

    expect(await deliverPendingMail({ smtpUrl: mailServer.server.url })).toBe(1);
    const [mail] = mailServer.server.received;
    expect(mail.to).toEqual(["grace@example.com"]);
    expect(mail.subject).toBe("Your Lilac Tote is on its way");
    expect(mail.decoded).toContain("Carrier: UPS");
    expect(mail.decoded).toContain("Tracking number: 1Z999AA10123456784");

    const page = await callPage(ordersPage.loader, "/admin/orders", { cookie });
    expect(page.data.orders[0].mails).toEqual([
      expect.objectContaining({
        subject: "Your Lilac Tote is on its way",
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
    expect(mailServer.server.received[0].decoded).not.toContain("Tracking number");
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
