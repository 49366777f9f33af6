// The owner's subscriber list against PostgreSQL and a loopback SMTP server: "Ask them to confirm"
// writes once, ever, to each address from before double opt-in (presses at once included), the CSV
// export's status column and choice, and a waiting address signing up again (by the API or the
// home page's form) sent its confirmation at most once a day.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { takeToast } from "~/modules/toast/toast.server";
import * as home from "~/routes/_index";
import * as newsletterApi from "~/routes/api.newsletter";
import * as csvRoute from "~/routes/admin.subscribers.csv";
import * as subscribersPage from "~/routes/admin.subscribers";
import * as linkPage from "~/routes/newsletter.$purpose";
import { call } from "../support/api";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";
import { setUpSmtpServer } from "../support/smtp-per-file";

const mailServer = setUpSmtpServer();
const deliver = () =>
  deliverPendingMail({ smtpUrl: mailServer.server.url, timing: { bulkPerMinute: 0, pollMs: 5_000 } });
const DAY = 24 * 60 * 60 * 1000;

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  ({ cookie } = await createOwnerCookie());
});

/** A subscriber as the list may hold one; `asked` is when a confirmation was last sent. */
function subscriber(
  email: string,
  state: "confirmed" | "waiting" | "unsubscribed",
  asked: Date | null = null,
) {
  return prisma.newsletterSubscriber.create({
    data: {
      email,
      confirmedAt: state === "waiting" ? null : new Date(),
      unsubscribedAt: state === "unsubscribed" ? new Date() : null,
      confirmationSentAt: asked,
    },
  });
}

/** Presses "Ask them to confirm"; answers the toast the page shows next. */
async function askToConfirm() {
  const answer = await callPage(subscribersPage.action, "/admin/subscribers", {
    cookie,
    form: { intent: "ask-to-confirm" },
  });
  expect(answer.status).toBe(302);
  const flash = answer.response!.headers.get("Set-Cookie")!.split(";")[0];
  const { toast } = await takeToast(new Request("http://localhost/", { headers: { Cookie: flash } }));
  return toast?.description;
}

const signUpByApi = (email: string) =>
  call(newsletterApi, "/api/newsletter", { method: "POST", json: { email } });
const signUpByForm = (email: string) =>
  callPage(home.action, "/?index", { form: { intent: "newsletter", email } });

describe("asking the subscribers from before double opt-in to confirm", () => {
  it("sends each never-asked address one confirmation, and a second press (even at the same time) nobody", async () => {
    await subscriber("old1@example.com", "waiting");
    await subscriber("old2@example.com", "waiting");
    await subscriber("yes@example.com", "confirmed");
    await subscriber("gone@example.com", "unsubscribed");
    await subscriber("asked@example.com", "waiting", new Date());
    const page = await callPage(subscribersPage.loader, "/admin/subscribers", { cookie });
    expect(page.data.neverAsked).toBe(2);

    const toasts = await Promise.all([askToConfirm(), askToConfirm()]);
    expect(toasts.sort()).toEqual([
      "A confirmation mail is on its way to 2 subscribers.",
      "Nobody left to ask: every waiting subscriber has been sent a confirmation.",
    ]);
    expect(await askToConfirm()).toBe(
      "Nobody left to ask: every waiting subscriber has been sent a confirmation.",
    );
    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);

    const mails = mailServer.server.received;
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(["old1@example.com", "old2@example.com"]);
    expect(mails[0].subject).toBe("Confirm your subscription to ATELIER");
    expect(mails[0].decoded).toContain("before we asked every subscriber to confirm by mail");
    expect((await callPage(subscribersPage.loader, "/admin/subscribers", { cookie })).data.neverAsked).toBe(
      0,
    );

    // The link in that mail confirms like a sign-up's.
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mails[0].decoded)![0];
    const token = new URL(link).searchParams.get("token")!;
    await callPage(linkPage.action, link, { params: { purpose: "confirm" }, form: { token } });
    const confirmed = await prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { email: mails[0].to[0] },
    });
    expect(confirmed.confirmedAt).toEqual(expect.any(Date));
  });

  it("shows each subscriber's status and the number never asked", async () => {
    await subscriber("old@example.com", "waiting");
    await subscriber("yes@example.com", "confirmed");
    const page = await callPage(subscribersPage.loader, "/admin/subscribers", { cookie });
    expect(page.data.rows.map((row: { email: string }) => row.email).sort()).toEqual([
      "old@example.com",
      "yes@example.com",
    ]);
    expect(page.data.neverAsked).toBe(1);
  });
});

describe("the CSV export", () => {
  const csv = async (query = "") => {
    const answer = await callPage(csvRoute.loader, `/admin/subscribers/csv${query}`, { cookie });
    return {
      text: await answer.response!.text(),
      disposition: answer.response!.headers.get("Content-Disposition"),
    };
  };

  it("holds the confirmed subscribers with a status column unless another status is chosen", async () => {
    await subscriber("yes@example.com", "confirmed");
    await subscriber("wait@example.com", "waiting", new Date());
    await subscriber("gone@example.com", "unsubscribed");

    const confirmed = await csv();
    const [header, ...rows] = confirmed.text.trim().split("\n");
    expect(header).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^yes@example\.com,confirmed,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-/);
    expect(confirmed.disposition).toBe('attachment; filename="subscribers.csv"');

    const lines = async (query: string) => (await csv(query)).text.trim().split("\n").slice(1);
    expect(await lines("?status=waiting")).toEqual([expect.stringMatching(/^wait@example\.com,waiting,/)]);
    expect(await lines("?status=unsubscribed")).toEqual([
      expect.stringMatching(/^gone@example\.com,unsubscribed,/),
    ]);
    expect((await lines("?status=all")).map((line) => line.split(",").slice(0, 2).join(",")).sort()).toEqual([
      "gone@example.com,unsubscribed",
      "wait@example.com,waiting",
      "yes@example.com,confirmed",
    ]);
    // A status nobody offered is the default, not an error.
    expect(await lines("?status=everyone")).toEqual([expect.stringMatching(/^yes@example\.com,confirmed,/)]);
  });
});

describe("a waiting address signing up again", () => {
  /** Makes its last confirmation `ms` older, as if that time had passed. */
  const age = (email: string, ms: number) =>
    prisma.$executeRaw`UPDATE "NewsletterSubscriber" SET "confirmationSentAt" = "confirmationSentAt" - ${`${ms} milliseconds`}::interval WHERE email = ${email}`;
  const confirmations = (email: string) => prisma.mailOutbox.count({ where: { to: email } });

  it.each([
    ["POST /api/newsletter", signUpByApi, 201],
    ["the home page's form", signUpByForm, 200],
  ] as const)(
    "through %s is sent its confirmation again at most once a day, with the same answer",
    async (_, signUp, status) => {
      const email = "again@example.com";
      expect((await signUp(email)).status).toBe(status);
      expect(await confirmations(email)).toBe(1);

      expect((await signUp(email)).status).toBe(status);
      await age(email, DAY - 60_000);
      expect((await signUp(email)).status).toBe(status);
      expect(await confirmations(email)).toBe(1);

      await age(email, 120_000);
      expect((await signUp(email)).status).toBe(status);
      expect(await confirmations(email)).toBe(2);
      expect(await deliver()).toBe(2);
    },
  );

  it("sends one confirmation for two sign-ups at the same moment, and the confirmed address is still a 409", async () => {
    const email = "twice@example.com";
    const answers = await Promise.all([signUpByApi(email), signUpByApi(email)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    await age(email, DAY + 60_000);
    await Promise.all([signUpByApi(email), signUpByApi(email)]);
    expect(await confirmations(email)).toBe(2);

    await prisma.newsletterSubscriber.update({ where: { email }, data: { confirmedAt: new Date() } });
    const again = await signUpByApi(email);
    expect(again.status).toBe(409);
    expect(again.data.message).toContain("already subscribed");
  });

  it("sends an address that unsubscribed its confirmation at once when it signs up again", async () => {
    await subscriber("back@example.com", "unsubscribed", new Date());
    expect((await signUpByApi("back@example.com")).status).toBe(201);
    expect(await confirmations("back@example.com")).toBe(1);
    expect(
      await prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: "back@example.com" } }),
    ).toMatchObject({
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });
});
