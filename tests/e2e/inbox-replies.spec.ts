// The owner answers a visitor's message from her Inbox on her phone (390 px) in Chromium, with
// JavaScript and without: an empty reply is refused on its form, a written one reaches the visitor
// at a loopback SMTP server ("Re: " the subject, her words, theirs quoted, from the shop's sender)
// and stays under the message, marked Answered, with its mail's state. Pictures of the refusal and
// of the answered message go to test-results/inbox-reply-*390-*.png. A long letter shows its
// beginning, and "Read the whole letter" opens the rest in place.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { saveScreenshot } from "../support/browser";
import { emptyShopWithMail } from "../support/empty-shop-per-file";
import { uniqueName } from "../support/owner-api";
import { ownerPagePerTest, PHONE, screenLabel } from "../support/owner-screens";
import { queryDatabase } from "../support/postgres";

/** Waits for `check` to hold, for up to 30 s (the CPU is shared: never a tight timing). */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pictureOf(entry: Locator, name: string) {
  const header = entry.page().locator("header");
  await header.evaluate((element) => (element.style.visibility = "hidden"));
  await entry.screenshot({ path: `test-results/${name}.png` });
  await header.evaluate((element) => (element.style.visibility = ""));
}

describe.each([true, false])("answering a message at 390 px (JavaScript %s)", (javaScriptEnabled) => {
  const options = { viewport: PHONE, javaScriptEnabled };
  const world = emptyShopWithMail(`inbox_replies_${javaScriptEnabled}`);
  const currentPage = ownerPagePerTest(() => world.shop.server.url, options);
  const repliesKept = async () =>
    Number(
      (await queryDatabase<{ n: string }>(world.shop.database, `SELECT count(*) AS n FROM "InboxReply"`))[0]
        .n,
    );
  const toast = (page: Page, text: string) => page.locator("li").filter({ hasText: text }).first().waitFor();

  it("refuses an empty reply, sends a written one to the visitor and keeps it under the message", async () => {
    const name = uniqueName("Mira Okafor");
    const email = `${name.replace(/\W+/g, "-").toLowerCase()}@example.com`;
    const sent = await fetch(`${world.shop.server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name,
        email,
        subject: "visit",
        message: "Could I visit on Friday?\nAround noon.",
      }),
    });
    expect(sent.status).toBe(201);
    const page = currentPage();
    await page.goto(`${world.shop.server.url}/admin/inbox`);
    const entry = page.getByRole("listitem").filter({ hasText: `${name} <${email}>` });
    // A line, opened into the letter in its place.
    const open = async () => {
      await entry.getByRole("link", { name: `${name} <${email}>` }).click();
      await entry.getByRole("link", { name: `Close: ${name}` }).waitFor();
    };
    expect(await entry.getByText("Answered", { exact: true }).count()).toBe(0);
    await open();
    // Her mail app stays a way to answer.
    const mailApp = entry.getByRole("link", { name: `Reply in mail app: ${name}` });
    expect(new URL((await mailApp.getAttribute("href"))!).protocol).toBe("mailto:");

    await page.goto(`${world.shop.server.url}/admin/inbox?show=unanswered`);
    await open();
    const reply = entry.getByRole("link", { name: `Reply: ${name}`, exact: true });
    expect((await reply.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await reply.click();
    const words = entry.getByLabel(`Your reply to ${email}`);
    await words.fill("   ");
    await entry.getByRole("button", { name: "Send reply" }).click();
    await entry.getByText("Write your reply before sending it.").waitFor();
    expect(await repliesKept()).toBe(0);
    await pictureOf(entry, `inbox-reply-refused-${screenLabel(options)}`);

    const answer = `Friday at noon suits me. (JavaScript ${javaScriptEnabled})`;
    await entry.getByLabel(`Your reply to ${email}`).fill(answer);
    await entry.getByRole("button", { name: "Send reply" }).click();
    await toast(page, `Your reply to ${name} is on its way.`);
    expect(await repliesKept()).toBe(1);

    await until(
      () => world.smtp.received.some((mail) => mail.to.includes(email)),
      "the reply at the SMTP server",
    );
    const mail = world.smtp.received.find((received) => received.to.includes(email))!;
    expect(mail.subject).toBe("Re: Studio visit");
    expect(mail.headers).toMatch(/^From: .*<studio@example\.com>$/m);
    expect(mail.decoded).toContain(answer);
    expect(mail.decoded).toContain(`${name} wrote:\r\n> Could I visit on Friday?\r\n> Around noon.`);

    // Under the message: answered, her words, and the mail's state once delivered.
    const thread = entry.getByRole("list", { name: "Your replies" });
    await until(async () => {
      await page.goto(`${world.shop.server.url}/admin/inbox`);
      // Answered on its line; the thread in the letter.
      await entry.getByText("Answered", { exact: true }).waitFor();
      await open();
      return (await thread.getByText(/^You replied .* · Sent$/).count()) === 1;
    }, "the reply shown as sent");
    expect(await thread.getByText(answer).count()).toBe(1);
    await pictureOf(entry, `inbox-reply-${screenLabel(options)}`);
    // Not answered lists what still waits for her: no longer this message.
    await page.getByRole("link", { name: /^Not answered \(\d+\)$/ }).click();
    await page.getByRole("heading", { name: /^Messages not answered/ }).waitFor();
    expect(await entry.count()).toBe(0);
  });

  it("shows a long letter's beginning on its line, and the whole letter in place when she opens it", async () => {
    const name = uniqueName("Ada Moreau");
    const ending = "Thank you, and see you soon.";
    const letter = `${"I found my grandmother's bag in the attic. ".repeat(40)}${ending}`;
    const sent = await fetch(`${world.shop.server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, email: "ada@example.com", subject: "commission", message: letter }),
    });
    expect(sent.status).toBe(201);
    const page = currentPage();
    await page.goto(`${world.shop.server.url}/admin/inbox`);
    const entry = page.getByRole("listitem").filter({ hasText: `${name} <ada@example.com>` });
    await entry.getByText(/^I found my grandmother's bag in the attic\. .*…$/).waitFor();
    expect(await entry.getByText(ending).count()).toBe(0);
    await saveScreenshot(page, `inbox-lines-${screenLabel(options)}`);
    if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }));
    await entry.getByRole("link", { name: `${name} <ada@example.com>` }).click();
    await entry.getByText(ending).waitFor();
    if (javaScriptEnabled) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    // Closed, a line again.
    await entry.getByRole("link", { name: `Close: ${name}` }).click();
    await expect.poll(() => entry.getByText(ending).count()).toBe(0);
    expect(await entry.getByRole("link", { name: `Close: ${name}` }).count()).toBe(0);
  });
});
