// An image setting saved from its dashboard page with a file, posted to the page action as a browser
// does without JavaScript (decision 165): the file is checked, stored under site/ and its address
// saved; a blank required image is refused unless the post carries the setting's own file; a file
// that is no image is refused and changes nothing.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getSiteSettings } from "~/modules/site/settings.server";
import * as aboutPage from "~/routes/admin.about";
import * as brandPage from "~/routes/admin.brand";
import { font, jpeg, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { postForm } from "../support/page-action";
import { resetDatabase } from "../support/reset";
import { setEnv } from "../support/env";

let cookie: string;
let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("atelier-settings-image-");
  setEnv({ DATA_DIR: dataDir });
});
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

/** A post of one setting's form: its key, its address box and, under `field`, a file. */
function post(
  action: typeof brandPage.action,
  page: string,
  setting: { intent: string; value: string; file?: { field: string; bytes: Buffer; name: string } },
) {
  const body = new FormData();
  body.set("intent", setting.intent);
  body.set("value", setting.value);
  if (setting.file)
    body.set(setting.file.field, new Blob([new Uint8Array(setting.file.bytes)]), setting.file.name);
  return postForm(action, { path: page, body, cookie });
}

describe("an image setting posted with a file", () => {
  it("stores the file under site/ and saves its address, over the address typed", async () => {
    const answer = await post(brandPage.action, "/admin/brand", {
      intent: "heroBackgroundImage",
      value: "/demo/hero.jpg",
      file: { field: "image", bytes: await jpeg(1200, 800), name: "hero.jpg" },
    });
    expect(answer).toHaveRedirect("/admin/brand");
    const { heroBackgroundImage } = await getSiteSettings();
    expect(heroBackgroundImage).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.jpg$/);
    expect(fs.existsSync(path.join(dataDir, heroBackgroundImage.slice(1)))).toBe(true);
  });

  it("takes a file for a required image left blank, but not a font sent in its place", async () => {
    const blankWithFont = await post(brandPage.action, "/admin/brand", {
      intent: "storyImage",
      value: "",
      file: { field: "font", bytes: font("wOF2"), name: "brand.woff2" },
    });
    expect(blankWithFont).toHaveStatus(400);
    expect(blankWithFont).toHaveFormErrors({ value: ["Story image URL cannot be empty"] });
    expect((await getSiteSettings()).storyImage).toBe("/demo/story.jpg");

    const blankWithImage = await post(brandPage.action, "/admin/brand", {
      intent: "storyImage",
      value: "",
      file: { field: "image", bytes: await jpeg(), name: "story.jpg" },
    });
    expect(blankWithImage).toHaveRedirect("/admin/brand");
    expect((await getSiteSettings()).storyImage).toMatch(/^\/uploads\/site\//);
  });

  it("refuses a file that is no image and changes nothing", async () => {
    const siteFolder = path.join(dataDir, "uploads", "site");
    const stored = () => (fs.existsSync(siteFolder) ? fs.readdirSync(siteFolder).length : 0);
    const before = stored();
    const answer = await post(aboutPage.action, "/admin/about", {
      intent: "aboutImage",
      value: "/demo/about.jpg",
      file: { field: "image", bytes: Buffer.from("<html>not a picture</html>"), name: "about.jpg" },
    });
    expect(answer).toHaveStatus(415);
    expect(answer).toHaveFormErrors({
      "": ["Only JPEG, PNG, GIF, WebP, AVIF or HEIC images can be uploaded."],
    });
    expect((await getSiteSettings()).aboutImage).toBe("/demo/about.jpg");
    expect(stored()).toBe(before);
  });
});
