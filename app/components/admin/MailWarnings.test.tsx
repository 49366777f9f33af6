import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OUTBOX_COUNT_CAP } from "~/modules/mail/outbox-counts";
import { MailWarnings } from "./MailWarnings";

type Health = Parameters<typeof MailWarnings>[0];

function render(health: Health) {
  const Stub = createRemixStub([{ path: "/", Component: () => <MailWarnings {...health} /> }]);
  // React separates adjacent text with comment markers; the owner reads the text alone.
  return renderToString(<Stub />).replace(/<!-- -->/g, "");
}

describe("MailWarnings", () => {
  it("says nothing while mail flows", () => {
    expect(render({ smtpConfigured: true, failed: 0, pending: 3 })).toBe("");
  });

  it("warns that SMTP_URL is not set, with how much mail is waiting", () => {
    expect(render({ smtpConfigured: false, failed: 0, pending: 0 })).toContain(
      "Mail is not being sent: SMTP_URL is not set.<",
    );
    const html = render({ smtpConfigured: false, failed: 0, pending: 2 });
    expect(html).toContain("Mail is not being sent: SMTP_URL is not set. 2 mails are waiting.");
    expect(html).toContain('href="/admin/outbox"');
  });

  it("warns of mail given up on and of mail being retried, pointing at the failed mail", () => {
    const html = render({ smtpConfigured: true, failed: 1, refused: 4, pending: 4 });
    expect(html).toContain("1 mail could not be sent and was given up on.");
    expect(html).toContain("4 mails are being retried after the mail server refused them.");
    expect(html).toContain('href="/admin/outbox?status=failed"');
  });

  it("says when the mail server cannot be reached, apart from mail it refused", () => {
    const html = render({ smtpConfigured: true, failed: 0, refused: 1, pending: 3, unreachable: 2 });
    expect(html).toContain(
      "2 mails are waiting: the mail server is unreachable. They go out once it answers.",
    );
    expect(html).toContain("1 mail is being retried after the mail server refused it.");
  });

  it("says 10,000+ past the count's cap", () => {
    const html = render({
      smtpConfigured: false,
      failed: OUTBOX_COUNT_CAP + 1,
      pending: OUTBOX_COUNT_CAP + 1,
    });
    expect(html).toContain("10,000+ mails are waiting.");
    expect(html).toContain("10,000+ mails could not be sent and were given up on.");
  });

  it("warns a shop in production that still sends from a localhost address", () => {
    const html = render({
      smtpConfigured: true,
      failed: 0,
      pending: 0,
      localSender: "no-reply@localhost",
    });
    expect(html).toContain(
      "Mail goes out from no-reply@localhost, an address only this computer knows: buyers&#x27; mail services may refuse it or file it as spam. Set MAIL_FROM to an address of the shop&#x27;s own domain.",
    );
  });
});
