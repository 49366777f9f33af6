// Where replies go, read at a loopback SMTP server: the owner's notices of a message or an inquiry
// answer the visitor; the buyer's and a subscriber's mails answer the studio's address (a setting,
// else the owner's); every mail comes from the brand's name.
import { describe, expect, it } from "vitest";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { saveSiteSetting } from "~/modules/site/settings.server";
import * as contact from "~/routes/api.contact";
import * as inquiries from "~/routes/api.inquiries";
import * as newsletter from "~/routes/api.newsletter";
import { call } from "../support/api";
import { confirm, intentOf, startCheckout, withFakeStripe } from "../support/checkout";
import { createProduct } from "../support/factories";
import { setUpSmtpServer } from "../support/smtp-per-file";
import type { FakeStripe } from "../fakes/stripe-server";

let stripe: FakeStripe;
withFakeStripe(
  { OWNER_NOTIFY_EMAIL: "owner@studio.example", MAIL_FROM: "shop@studio.example" },
  (started) => (stripe = started),
);
const mailServer = setUpSmtpServer();
const deliver = () => deliverPendingMail({ smtpUrl: mailServer.server.url });

/** The one mail received with this subject, by its headers and decoded text. */
function received(subject: RegExp) {
  const mails = mailServer.server.received.filter((mail) => subject.test(mail.subject));
  expect(mails, subject.source).toHaveLength(1);
  const [mail] = mails;
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(mail.headers)?.[1];
  return { to: mail.to, from: header("From"), replyTo: header("Reply-To"), text: mail.decoded };
}

describe("replies to the shop's mail", () => {
  it("answers the visitor from the owner's notice of a message, sent under the brand's name", async () => {
    await saveSiteSetting("brandName", "Maison Verte");
    const sent = await call(contact, "/api/contact", {
      method: "POST",
      json: {
        name: "Mira Okafor",
        email: "mira@example.com",
        subject: "available_piece",
        message: "Is the quilted tote still available?",
      },
    });
    expect(sent.status).toBe(201);
    await deliver();
    expect(received(/^New message/)).toMatchObject({
      to: ["owner@studio.example"],
      from: "Maison Verte <shop@studio.example>",
      replyTo: "mira@example.com",
      text: expect.stringContaining("Is the quilted tote still available?"),
    });
  });

  it("answers the visitor from the owner's notice of an inquiry", async () => {
    const piece = await createProduct();
    const sent = await call(inquiries, "/api/inquiries", {
      method: "POST",
      json: {
        customerName: "Jon Park",
        customerEmail: "jon@example.com",
        productName: piece.name,
        productId: piece.id,
        message: "Could you tell me the strap length?",
      },
    });
    expect(sent.status).toBe(201);
    await deliver();
    expect(received(/^Inquiry about/)).toMatchObject({
      from: "ATELIER <shop@studio.example>",
      replyTo: "jon@example.com",
      text: expect.stringContaining("Could you tell me the strap length?"),
    });
  });

  it("answers the studio's address from a subscriber's and a buyer's mail", async () => {
    await saveSiteSetting("studioEmail", "hello@studio.example");
    expect(
      (await call(newsletter, "/api/newsletter", { method: "POST", json: { email: "ada@example.com" } }))
        .status,
    ).toBe(201);
    const piece = await createProduct();
    const { data } = await startCheckout(piece.id);
    stripe.succeed(intentOf(data.clientSecret), { email: "grace@example.com", name: "Grace Hopper" });
    expect((await confirm(piece.id, intentOf(data.clientSecret))).status).toBe(200);
    await deliver();

    expect(received(/^Confirm your subscription/)).toMatchObject({
      to: ["ada@example.com"],
      replyTo: "hello@studio.example",
    });
    const buyers = mailServer.server.received.filter((mail) => mail.to.includes("grace@example.com"));
    expect(buyers.length).toBeGreaterThan(0);
    for (const mail of buyers) {
      expect(mail.headers).toMatch(/^Reply-To: hello@studio\.example$/m);
      expect(mail.headers).toMatch(/^From: ATELIER <shop@studio\.example>$/m);
    }
  });

  it("answers the owner's own address while the studio's is blank", async () => {
    await call(newsletter, "/api/newsletter", { method: "POST", json: { email: "bo@example.com" } });
    await deliver();
    expect(received(/^Confirm your subscription/).replyTo).toBe("owner@studio.example");
  });
});
