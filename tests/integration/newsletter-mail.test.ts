// Newsletter consent and announcements against a real SMTP server on loopback: the confirmation
// mail and its link, announcements only to confirmed subscribers (once each, with the RFC 8058
// headers), unsubscribing by the link's button and by one-click POST, and asking before a second
// announcement of the same piece.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { oneClickUnsubscribeLink, subscriberLink } from "~/modules/mail/links.server";
import { announcementBodies, outgoingCopy, UNSUBSCRIBE_MARK } from "~/modules/mail/subscriber-copies.server";
import { announcementHtml } from "~/modules/newsletter/announcement-mail";
import { ANNOUNCE_AGAIN_MESSAGE } from "~/modules/newsletter/schema";
import * as newsletterApi from "~/routes/api.newsletter";
import * as announcePage from "~/routes/admin.products.$id_.announce";
import * as linkPage from "~/routes/newsletter.$purpose";
import * as oneClickRoute from "~/routes/newsletter.unsubscribe.one-click";
import { call } from "../support/api";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";
import { setUpSmtpServer } from "../support/smtp-per-file";

const mailServer = setUpSmtpServer();
const deliver = () =>
  deliverPendingMail({ smtpUrl: mailServer.server.url, timing: { bulkPerMinute: 0, pollMs: 5_000 } });

beforeEach(resetDatabase);

/** The first address of a newsletter link of `purpose` in a received mail's text. */
function linkIn(text: string, purpose: "confirm" | "unsubscribe") {
  const match = new RegExp(`https?://[^\\s"<>]+/newsletter/${purpose}\\?token=[\\w.-]+`).exec(text);
  if (!match) throw new Error(`No ${purpose} link in:\n${text}`);
  return match[0];
}

async function subscriber(email: string, state: "confirmed" | "unconfirmed" | "unsubscribed") {
  return prisma.newsletterSubscriber.create({
    data: {
      email,
      confirmedAt: state === "unconfirmed" ? null : new Date(),
      unsubscribedAt: state === "unsubscribed" ? new Date() : null,
    },
  });
}

async function announce(productId: number, fields: Record<string, string> = {}) {
  const { cookie } = await createOwnerCookie();
  return callPage(announcePage.action, `/admin/products/${productId}/announce`, {
    cookie,
    params: { id: String(productId) },
    form: { intent: "send", subject: "A new tote", text: "Something new from the studio.", ...fields },
  });
}

describe("newsletter consent", () => {
  it("sends a new subscriber a confirmation mail whose link, once its button is pressed, confirms", async () => {
    const answer = await call(newsletterApi, "/api/newsletter", {
      method: "POST",
      json: { email: "ada@example.com" },
    });
    expect(answer.status).toBe(201);
    expect(await deliver()).toBe(1);

    const [mail] = mailServer.server.received;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.subject).toBe("Confirm your subscription to ATELIER");
    expect(mail.headers).toMatch(/^From: ATELIER <no-reply@localhost>$/m);
    expect(mail.body).toMatch(/Content-Type: text\/plain/);
    expect(mail.body).toMatch(/Content-Type: text\/html/);
    const link = linkIn(mail.decoded, "confirm");
    expect(link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/);

    // Opening the link asks; it confirms nothing yet (a mail scanner may open it).
    const opened = await callPage(linkPage.loader, link, { params: { purpose: "confirm" } });
    expect(opened.data).toMatchObject({ email: "ada@example.com", done: false });
    expect((await prisma.newsletterSubscriber.findFirstOrThrow()).confirmedAt).toBeNull();

    const token = new URL(link).searchParams.get("token")!;
    const pressed = await callPage(linkPage.action, link, {
      params: { purpose: "confirm" },
      form: { token },
    });
    expect(pressed.data).toEqual({ email: "ada@example.com" });
    expect((await prisma.newsletterSubscriber.findFirstOrThrow()).confirmedAt).toEqual(expect.any(Date));

    // Confirmed now: subscribing again is the 409 'already subscribed'.
    const again = await call(newsletterApi, "/api/newsletter", {
      method: "POST",
      json: { email: "ada@example.com" },
    });
    expect(again.status).toBe(409);
  });

  it("refuses a link whose signature was tampered with, or made for another purpose", async () => {
    await call(newsletterApi, "/api/newsletter", { method: "POST", json: { email: "ada@example.com" } });
    const { text } = await prisma.mailOutbox.findFirstOrThrow();
    const link = linkIn(text!, "confirm");
    const tampered = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await callPage(linkPage.loader, tampered, { params: { purpose: "confirm" } })).status).toBe(404);
    const otherPurpose = link.replace("/confirm?", "/unsubscribe?");
    expect(
      (await callPage(linkPage.action, otherPurpose, { params: { purpose: "unsubscribe" }, form: {} }))
        .status,
    ).toBe(404);
    expect(await prisma.newsletterSubscriber.findFirstOrThrow()).toMatchObject({
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });
});

describe("announcing a piece", () => {
  it("sends the announcement to confirmed subscribers only, once each even from two deliveries at once", async () => {
    const piece = await createProduct({
      name: "Lilac Tote",
      price: 123_400,
      imageUrl: "/uploads/products/lilac.jpg",
    });
    await subscriber("yes1@example.com", "confirmed");
    await subscriber("yes2@example.com", "confirmed");
    await subscriber("maybe@example.com", "unconfirmed");
    await subscriber("gone@example.com", "unsubscribed");

    const answer = await announce(piece.id);
    expect(answer.status).toBe(302);
    const [first, second] = await Promise.all([deliver(), deliver()]);
    expect(first + second).toBe(2);
    expect(await deliver()).toBe(0);

    expect(mailServer.server.received.flatMap((mail) => mail.to).sort()).toEqual([
      "yes1@example.com",
      "yes2@example.com",
    ]);
    const mail = mailServer.server.received[0];
    expect(mail.subject).toBe("A new tote");
    expect(mail.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\/one-click\?token=[\w.-]+>$/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.decoded).toContain("Something new from the studio.");
    expect(mail.decoded).toContain("Lilac Tote · $1,234.00");
    expect(mail.decoded).toContain(`http://localhost:3000/products/${piece.id}`);
    expect(mail.decoded).toContain('src="http://localhost:3000/uploads/products/lilac.jpg"');
    // The same signed token in the body's link (a page that asks) and in the one-click address.
    const token = (url: string) => new URL(url).searchParams.get("token");
    expect(token(linkIn(mail.decoded, "unsubscribe"))).toBe(
      token(mail.headers.match(/List-Unsubscribe: <([^>]+)>/)![1]),
    );
    expect(await prisma.announcement.findFirstOrThrow()).toMatchObject({
      productId: piece.id,
      recipients: 2,
    });
  });

  it("gives each subscriber the whole mail, word for word, with their own unsubscribe links", async () => {
    const piece = await createProduct({
      name: "Lilac Tote",
      price: 123_400,
      description: "Lilac leather.",
      imageUrl: "/uploads/products/lilac.jpg",
    });
    const readers = [
      await subscriber("yes1@example.com", "confirmed"),
      await subscriber("yes2@example.com", "confirmed"),
    ];
    expect((await announce(piece.id)).status).toBe(302);
    expect(await deliver()).toBe(2);

    const announced = {
      name: "Lilac Tote",
      price: 123_400,
      description: "Lilac leather.",
      url: `http://localhost:3000/products/${piece.id}`,
      imageUrl: "http://localhost:3000/uploads/products/lilac.jpg",
    };
    for (const reader of readers) {
      const mail = mailServer.server.received.find((received) => received.to[0] === reader.email)!;
      const unsubscribe = subscriberLink("unsubscribe", reader);
      expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}$/);
      // What the outbox held for each subscriber before their copy was made as it is sent.
      expect(mail.text).toBe(
        "Something new from the studio.\n\n" +
          `Lilac Tote · $1,234.00\nhttp://localhost:3000/products/${piece.id}\n\n` +
          `You receive this because you subscribed to hear about new pieces. Unsubscribe: ${unsubscribe}`,
      );
      expect(mail.html).toBe(
        announcementHtml("ATELIER", "Something new from the studio.", announced, unsubscribe),
      );
      expect(mail.html).toContain(`<a href="${unsubscribe}" style="color:#777">Unsubscribe</a>`);
      expect(mail.headers).toContain(`List-Unsubscribe: <${oneClickUnsubscribeLink(reader)}>`);
    }
  });

  it("leaves the owner's words as written when they happen to hold the link's mark", async () => {
    const piece = await createProduct({ name: "Lilac Tote", price: 123_400 });
    const reader = await subscriber("yes@example.com", "confirmed");
    const text = `Write ${UNSUBSCRIBE_MARK} to leave.`;
    expect((await announce(piece.id, { text })).status).toBe(302);
    expect(await deliver()).toBe(1);

    const [mail] = mailServer.server.received;
    expect(mail.text?.startsWith(`Write ${UNSUBSCRIBE_MARK} to leave.\n`)).toBe(true);
    expect(mail.text?.endsWith(`Unsubscribe: ${subscriberLink("unsubscribe", reader)}`)).toBe(true);
    expect(mail.html).toContain(`Write ${UNSUBSCRIBE_MARK} to leave.`);
  });

  it("asks before announcing the same piece a second time", async () => {
    const piece = await createProduct();
    await subscriber("yes@example.com", "confirmed");
    expect((await announce(piece.id)).status).toBe(302);

    const refused = await announce(piece.id);
    expect(refused.status).toBe(409);
    expect(refused.data.result.error[""]).toEqual([ANNOUNCE_AGAIN_MESSAGE]);
    expect(await prisma.announcement.count()).toBe(1);

    expect((await announce(piece.id, { announceAgain: "on" })).status).toBe(302);
    expect(await prisma.announcement.count()).toBe(2);
  });

  it("lists every send of the piece on its page, newest first, with how many have gone", async () => {
    const piece = await createProduct();
    const other = await createProduct();
    await subscriber("yes@example.com", "confirmed");
    await announce(piece.id, { subject: "First word" });
    expect(await deliver()).toBe(1);
    await subscriber("also@example.com", "confirmed");
    await announce(piece.id, { subject: "Second word", announceAgain: "on" });
    await announce(other.id, { subject: "Another piece" });
    const { cookie } = await createOwnerCookie();
    const page = await callPage(announcePage.loader, `/admin/products/${piece.id}/announce`, {
      cookie,
      params: { id: String(piece.id) },
    });
    expect(page.data.history.total).toBe(2);
    expect(page.data.history.rows).toEqual([
      expect.objectContaining({ subject: "Second word", recipients: 2, sent: 0 }),
      expect.objectContaining({ subject: "First word", recipients: 1, sent: 1 }),
    ]);
  });

  it("shows a preview of the words without sending anything", async () => {
    const piece = await createProduct();
    await subscriber("yes@example.com", "confirmed");
    const preview = await announce(piece.id, { intent: "preview", subject: "Edited", text: "Edited text" });
    expect(preview.data.preview).toEqual({ subject: "Edited", text: "Edited text" });
    expect(await prisma.mailOutbox.count()).toBe(0);
  });

  it("refuses to announce a hidden draft or a sold piece", async () => {
    await subscriber("yes@example.com", "confirmed");
    for (const piece of [await createProduct({ available: false }), await createProduct({ isSold: true })]) {
      expect((await announce(piece.id)).status).toBe(409);
    }
    expect(await prisma.mailOutbox.count()).toBe(0);
  });
});

describe("unsubscribing", () => {
  async function announcedTo(email: string) {
    const piece = await createProduct();
    const reader = await subscriber(email, "confirmed");
    await announce(piece.id);
    // The copy the outbox would send, made from the waiting row as delivery makes it.
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { subscriberId: reader.id } });
    const copy = outgoingCopy(mail, await announcementBodies([mail]));
    return { reader, link: linkIn(copy.text, "unsubscribe"), oneClick: copy.listUnsubscribe! };
  }

  it("unsubscribes by the provider's RFC 8058 one-click POST, and the waiting announcement is not sent", async () => {
    const { reader, oneClick } = await announcedTo("reader@example.com");
    // A GET (a link checker, a client opening the address) only leads to the page that asks.
    const opened = await call(oneClickRoute, new URL(oneClick).pathname + new URL(oneClick).search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toMatch(/^\/newsletter\/unsubscribe\?token=\d+\./);
    expect(
      (await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: reader.id } })).unsubscribedAt,
    ).toBeNull();
    const answer = await call(oneClickRoute, new URL(oneClick).pathname + new URL(oneClick).search, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(200);
    expect(
      (await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: reader.id } })).unsubscribedAt,
    ).toEqual(expect.any(Date));
    expect(await deliver()).toBe(0);
    expect(mailServer.server.received).toHaveLength(0);
    expect((await prisma.mailOutbox.findFirstOrThrow()).status).toBe("cancelled");
  });

  it("unsubscribes by the link in the mail: opening it asks, its button unsubscribes", async () => {
    const { reader, link } = await announcedTo("reader@example.com");
    const opened = await callPage(linkPage.loader, link, { params: { purpose: "unsubscribe" } });
    expect(opened.data).toMatchObject({ email: "reader@example.com", done: false });
    const token = new URL(link).searchParams.get("token")!;
    await callPage(linkPage.action, "/newsletter/unsubscribe", {
      params: { purpose: "unsubscribe" },
      form: { token },
    });
    expect(
      (await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: reader.id } })).unsubscribedAt,
    ).toEqual(expect.any(Date));
    // Subscribing again asks for consent again.
    const again = await call(newsletterApi, "/api/newsletter", {
      method: "POST",
      json: { email: "reader@example.com" },
    });
    expect(again.status).toBe(201);
    expect(await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: reader.id } })).toMatchObject({
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });
});
