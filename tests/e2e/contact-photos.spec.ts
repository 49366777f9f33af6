// A commission's photos reach the owner, a camera's photo scaled down before it leaves: a visitor
// presses Send while a photo is still on its way (its upload held back, as on a weak signal) and
// the message waits for it; a photo the shop refused is named and nothing leaves until she retries
// or removes it; without JavaScript the photos travel with the form. Every outcome is read where the owner reads it: her notice at the test SMTP server.
import type { BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openContactForm, launchBrowser, saveScreenshot } from "../support/browser";
import { cameraJpeg, jpeg } from "../support/media";
import { emptyShopWithMail } from "../support/empty-shop-per-file";
import { OWNER } from "../support/owner-api";
import { queryDatabase } from "../support/postgres";

const STORED_PHOTO = /\/uploads\/contact\/[0-9a-f]{32}\.jpg/g;

const world = emptyShopWithMail("contact_photos");

let sequence = 0;
const uniqueEmail = () => `commission-${process.pid}-${++sequence}@example.com`;

const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await jpeg(400, 300) });
/** A file named .jpg that is no picture: the shop's check refuses it. */
const notAPhoto = (name: string) => ({ name, mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });

/** The stored photos a notice names (each appears in its text and its HTML part). */
const photosNamed = (notice: string) => new Set(notice.match(STORED_PHOTO)).size;

/** The owner's notice of the message from `email`, once the outbox has delivered it. */
async function ownerNotice(email: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = world.smtp.received.find(
      (one) => one.to.includes(OWNER.email) && one.decoded.includes(`<${email}>`),
    );
    if (mail) return mail.decoded;
    if (Date.now() > deadline) throw new Error(`No notice of ${email}'s message reached the SMTP server`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function storedPhotos(email: string) {
  const [row] = await queryDatabase<Record<string, string | null>>(
    world.shop.database,
    `SELECT "imageUrl1", "imageUrl2", "imageUrl3", "imageUrl4", "imageUrl5" FROM "ContactMessage" WHERE email = $1`,
    [email],
  );
  return row ? Object.values(row).filter(Boolean) : undefined;
}

/**
 * Holds back the upload of `file` until `release()` is called: a photo still on its way. `sent`
 * has each upload's size by its file's name.
 */
async function holdUpload(page: Page, file: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent = new Map<string, number>();
  await page.route("**/api/upload", async (route: Route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const name = /filename="([^"]+)"/.exec(body.toString("latin1"))?.[1] ?? "";
    sent.set(name, body.length);
    if (name === file) await released;
    await route.continue();
  });
  return { release, sent };
}

/** A visitor who has written her message and picked `files`, slow.jpg's upload held back. */
async function commissionUnderWay(
  browser: BrowserContext,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const page = await browser.newPage();
  const email = uniqueEmail();
  const { release, sent } = await holdUpload(page, "slow.jpg");
  const contact = await openContactForm(page, world.shop.server.url);
  await contact.getByLabel("Name").fill("Ada Lovelace");
  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("Subject").selectOption("commission");
  await contact.getByLabel("Message").fill("Could you rework my grandmother's bag? Photos attached.");
  await contact.getByLabel(/^Photos/).setInputFiles(files);
  await contact.getByRole("progressbar", { name: "Uploading slow.jpg" }).waitFor();
  return { page, email, release, sent, contact };
}

describe("a commission's photos with JavaScript", () => {
  it("on a phone: a camera's photo leaves scaled; Send pressed while a photo uploads waits for it, then the message goes with both", async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const camera = await cameraJpeg();
      const { page, email, release, sent, contact } = await commissionUnderWay(browser, [
        { name: "first.jpg", mimeType: "image/jpeg", buffer: camera },
        await photo("slow.jpg"),
      ]);
      await contact.getByRole("img", { name: "Attachment 1" }).waitFor();
      // 4000x3000 (about 2 MB) leaves at 2560 px on its longest side: well under half the bytes.
      expect(sent.get("first.jpg")).toBeLessThan(camera.length / 2);

      await contact.getByRole("button", { name: "Send Message" }).click();
      // Send says it is waiting, and nothing has gone yet.
      await contact.getByText("Your message will be sent as soon as your photos have uploaded.").waitFor();
      expect(await contact.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
      await saveScreenshot(page, "contact-waits-for-photos-390", contact);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await storedPhotos(email)).toBeUndefined();
      expect(await contact.getByRole("heading", { name: "Thank You!" }).count()).toBe(0);

      release();
      await contact.getByRole("heading", { name: "Thank You!" }).waitFor({ timeout: 30_000 });
      expect(await storedPhotos(email)).toHaveLength(2);
      const notice = await ownerNotice(email);
      expect(notice).not.toContain("Photos: none");
      expect(photosNamed(notice)).toBe(2);
    } finally {
      await browser.close();
    }
  });

  it("on a desktop: a refused photo is named and stops Send until it is removed; the rest go", async () => {
    const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, email, release, contact } = await commissionUnderWay(browser, [
        await photo("slow.jpg"),
        notAPhoto("broken.jpg"),
      ]);
      await contact.getByRole("button", { name: "Send Message" }).click();
      await contact.getByText("Your message will be sent as soon as your photos have uploaded.").waitFor();

      release();
      // broken.jpg is refused after slow.jpg is stored: the message stays, and says why.
      await contact.getByRole("img", { name: "Attachment 1" }).waitFor({ timeout: 30_000 });
      const why = contact.getByText(
        "broken.jpg was not uploaded. Retry it or remove it, then send your message.",
      );
      await why.waitFor();
      await contact.getByRole("button", { name: "Send Message" }).waitFor();
      await saveScreenshot(page, "contact-failed-photo-named-1280", contact);
      // Pressed again with the failure still there: still nothing goes.
      await contact.getByRole("button", { name: "Send Message" }).click();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await storedPhotos(email)).toBeUndefined();

      await contact.getByRole("button", { name: "Remove broken.jpg" }).click();
      expect(await why.count()).toBe(0);
      await contact.getByRole("button", { name: "Send Message" }).click();
      await contact.getByRole("heading", { name: "Thank You!" }).waitFor();
      expect(await storedPhotos(email)).toHaveLength(1);
      const notice = await ownerNotice(email);
      expect(photosNamed(notice)).toBe(1);
    } finally {
      await browser.close();
    }
  });
});

describe("a commission's photos without JavaScript", () => {
  it("on a phone: the photos travel with the form and the owner's notice names them", async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await browser.newPage();
      const email = uniqueEmail();
      await page.goto(`${world.shop.server.url}/#contact`);
      const contact = page.locator("section#contact");
      await contact.getByLabel("Name").fill("Ada Lovelace");
      await contact.getByLabel("Email").fill(email);
      await contact.getByLabel("Subject").selectOption("commission");
      await contact.getByLabel("Message").fill("Could you rework my grandmother's bag? Photos attached.");
      await contact.getByLabel(/^Photos/).setInputFiles([await photo("one.jpg"), await photo("two.jpg")]);
      await contact.getByRole("button", { name: "Send Message" }).click();
      await page.getByRole("heading", { name: "Thank You!" }).waitFor();
      expect(await storedPhotos(email)).toHaveLength(2);
      expect(photosNamed(await ownerNotice(email))).toBe(2);
    } finally {
      await browser.close();
    }
  });
});
