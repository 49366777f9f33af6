// Her answer written in the Inbox: kept with the message or the inquiry, queued in the outbox to
// the visitor ("Re: " and the subject, her words, theirs quoted) and read at a loopback SMTP server
// from the shop's sender; refused with a message, nothing changed, when empty, too long or anonymous.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { saveSiteSetting } from "~/modules/site/settings.server";
import type { listInbox } from "~/modules/messages/inbox.server";
import * as inboxPage from "~/routes/admin.inbox";
import { createProduct } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { postForm } from "../support/page-action";
import { resetDatabase } from "../support/reset";
import { setUpSmtpServer } from "../support/smtp-per-file";
import { setEnv } from "../support/env";

beforeAll(() => setEnv({ MAIL_FROM: "shop@studio.example" }));
afterAll(() => setEnv({ MAIL_FROM: undefined }));
const mailServer = setUpSmtpServer();
let cookie: string;

beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const message = () =>
  prisma.contactMessage.create({
    data: {
      name: "Mira Okafor",
      email: "mira@example.com",
      subject: "visit",
      message: "Could I visit on Friday?\nAround noon.",
    },
  });

/** Her post from the Inbox; `null`: a visitor's, without her session. */
const reply = (fields: Record<string, string>, as: string | null = cookie) =>
  postForm(inboxPage.action, {
    path: "/admin/inbox?show=inbox",
    body: new URLSearchParams(fields),
    cookie: as ?? undefined,
  });

/** What a refusal must leave as it was. */
const counts = async () => ({
  replies: await prisma.inboxReply.count(),
  mails: await prisma.mailOutbox.count(),
  read: await prisma.contactMessage.count({ where: { readAt: { not: null } } }),
});

/** The Inbox page's loader as she reads it, at `search` (`?show=unanswered`). */
const inbox = async (search = "") =>
  (await inboxPage.loader({
    request: new Request(`http://localhost/admin/inbox${search}`, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  })) as Awaited<ReturnType<typeof listInbox>>;

describe("a letter in the Inbox", () => {
  it("is a line with its beginning until opened, then whole with its replies, on this page only", async () => {
    const long = `${"é".repeat(150)}😀\n\n  ${"x".repeat(2_000)}`;
    const { id } = await prisma.contactMessage.create({
      data: { name: "Mira Okafor", email: "mira@example.com", subject: "visit", message: long },
    });
    const listed = (await inbox()).messages.rows.find((row) => row.id === id)!;
    // Cut between characters, its lines run together.
    expect(listed).toMatchObject({ message: `${"é".repeat(150)}😀 ${"x".repeat(8)}…`, answered: false });
    expect(listed).not.toHaveProperty("replies");
    expect((await inbox()).openMessage).toBeNull();
    for (const search of [`?letter=message-${id}`, `?reply=message-${id}`]) {
      expect((await inbox(search)).openMessage).toMatchObject({ id, message: long, replies: [] });
    }
    // Another kind, not a letter's name, or not on this page (archived away): every line folded.
    for (const search of [
      `?letter=inquiry-${id}`,
      "?letter=message-x",
      `?show=archived&letter=message-${id}`,
    ]) {
      const page = await inbox(search);
      expect([page.openMessage, page.openInquiry]).toEqual([null, null]);
    }
    const short = await message();
    expect((await inbox()).messages.rows.find((row) => row.id === short.id)).toMatchObject({
      message: "Could I visit on Friday? Around noon.",
    });
  });
});

describe("replying from the Inbox", () => {
  it("keeps the reply with the message, queues it to the visitor and marks the message read", async () => {
    const { id } = await message();
    const answer = await reply({
      intent: "reply-message",
      id: String(id),
      text: "  Friday at noon suits me.  ",
    });
    expect(answer).toHaveRedirect(`/admin/inbox?show=inbox#message-${id}`);
    const [kept] = await prisma.inboxReply.findMany({ include: { mail: true } });
    expect(kept).toMatchObject({ contactMessageId: id, inquiryId: null, text: "Friday at noon suits me." });
    expect(kept.mail).toMatchObject({
      to: "mira@example.com",
      subject: "Re: Studio visit",
      text: "Friday at noon suits me.\n\nMira Okafor wrote:\n> Could I visit on Friday?\n> Around noon.",
      status: "pending",
      replyTo: null,
    });
    expect((await prisma.contactMessage.findUniqueOrThrow({ where: { id } })).readAt).not.toBeNull();
  });

  it("shows the reply under its message with its mail's state, and the message as answered", async () => {
    const { id } = await message();
    await message();
    await reply({ intent: "reply-message", id: String(id), text: "Friday at noon suits me." });
    const page = await inbox();
    expect(page.messages.rows.map((row) => [row.id, row.answered])).toEqual([
      [id + 1, false],
      [id, true],
    ]);
    const thread = async () =>
      (await inbox(`?letter=message-${id}`)).openMessage!.replies.map((r) => ({
        text: r.text,
        status: r.mail?.status,
      }));
    expect(await thread()).toEqual([{ text: "Friday at noon suits me.", status: "pending" }]);
    await deliverPendingMail({ smtpUrl: mailServer.server.url });
    expect((await thread())[0].status).toBe("sent");
  });

  it("lists under Not answered, and counts, only the entries she has not replied to", async () => {
    const answered = await message();
    const waiting = await message();
    await prisma.contactMessage.create({
      data: {
        name: "Old",
        email: "old@example.com",
        subject: "other",
        message: "Put away.",
        archivedAt: new Date(),
      },
    });
    await reply({ intent: "reply-message", id: String(answered.id), text: "Yes." });
    const page = await inbox("?show=unanswered");
    expect(page.view).toBe("unanswered");
    expect(page.messages.rows.map((row) => row.id)).toEqual([waiting.id]);
    expect(page.messages.total).toBe(1);
    expect((await inbox()).unanswered).toBe(1);
  });

  it("answers an inquiry about a piece, read at the SMTP server from the shop's sender", async () => {
    await saveSiteSetting("studioEmail", "hello@studio.example");
    const piece = await createProduct({ name: "Lilac Tote" });
    const inquiry = await prisma.inquiry.create({
      data: {
        customerName: "Jon Park",
        customerEmail: "jon@example.com",
        productName: piece.name,
        productId: piece.id,
        message: "How long is the strap?",
      },
    });
    const answer = await reply({ intent: "reply-inquiry", id: String(inquiry.id), text: "It is 120 cm." });
    expect(answer).toHaveRedirect(`/admin/inbox?show=inbox#inquiry-${inquiry.id}`);
    expect(await prisma.inboxReply.findFirst()).toMatchObject({
      inquiryId: inquiry.id,
      contactMessageId: null,
    });
    await deliverPendingMail({ smtpUrl: mailServer.server.url });
    const [mail] = mailServer.server.received;
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(mail.headers)?.[1];
    expect({ to: mail.to, subject: mail.subject, from: header("From"), replyTo: header("Reply-To") }).toEqual(
      {
        to: ["jon@example.com"],
        subject: "Re: Inquiry about Lilac Tote",
        from: "ATELIER <shop@studio.example>",
        replyTo: "hello@studio.example",
      },
    );
    expect(mail.decoded).toContain("It is 120 cm.");
    expect(mail.decoded).toContain("Jon Park wrote:\r\n> How long is the strap?");
  });

  it.each([
    ["empty", "", "Write your reply before sending it."],
    ["only spaces", "   \n  ", "Write your reply before sending it."],
    ["too long", "x".repeat(10_001), "Your reply is too long: at most 10,000 characters."],
  ])("refuses a reply %s on its form, changing nothing", async (_, text, refusal) => {
    const { id } = await message();
    const before = await counts();
    const answer = await reply({ intent: "reply-message", id: String(id), text });
    expect(answer).toHaveStatus(400);
    expect(answer).toHaveFormErrors({ text: [refusal] });
    expect(answer.data).toMatchObject({ intent: "reply-message", id });
    expect(await counts()).toEqual(before);
  });

  it("refuses a reply to a message that no longer exists, changing nothing", async () => {
    const answer = await reply({ intent: "reply-message", id: "999999", text: "Hello" });
    expect(answer).toHaveStatus(404);
    expect(answer).toHaveFormErrors({ "": ["This message no longer exists."] });
    expect(await counts()).toEqual({ replies: 0, mails: 0, read: 0 });
  });

  it("sends a visitor without the owner's session to sign in, changing nothing", async () => {
    const { id } = await message();
    const before = await counts();
    const answer = await reply({ intent: "reply-message", id: String(id), text: "Hello" }, null);
    expect(answer).toHaveRedirect(/^\/login\?redirectTo=/);
    expect(await counts()).toEqual(before);
  });
});

describe("marking and archiving from a list", () => {
  /** Her post from the list at `search`. */
  const postFrom = (search: string, fields: Record<string, string>) =>
    postForm(inboxPage.action, { path: `/admin/inbox${search}`, body: new URLSearchParams(fields), cookie });

  it("returns to the list she posted from, its page kept and nothing else of the address", async () => {
    const { id } = await message();
    const fromUnanswered = await postFrom("?show=unanswered&messages-after=abc&_data=x", {
      kind: "message",
      id: String(id),
      intent: "read",
    });
    expect(fromUnanswered).toHaveRedirect("/admin/inbox?show=unanswered&messages-after=abc");
    expect(
      await postFrom("?show=unanswered", { kind: "message", id: String(id), intent: "archive" }),
    ).toHaveRedirect("/admin/inbox?show=unanswered");
    expect(
      await postFrom("?show=archived", { kind: "message", id: String(id), intent: "restore" }),
    ).toHaveRedirect("/admin/inbox?show=archived");
    expect(await postFrom("", { kind: "message", id: String(id), intent: "archive" })).toHaveRedirect(
      "/admin/inbox",
    );
  });
});
