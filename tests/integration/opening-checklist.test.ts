// A shop started without demo content, against PostgreSQL: it shows none of the demo's contact
// lines or social links (on the home page, in the footer's data, in the starting policies) until
// the owner gives her own, and the overview's checklist says what the shop still needs to open.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { saveSiteSetting } from "~/modules/site/settings.server";
import { startingPolicyText } from "~/modules/policies/starting-texts";
import { getSiteSettings } from "~/modules/site/settings.server";
import * as overviewPage from "~/routes/admin._index";
import * as homePage from "~/routes/_index";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const checklist = async () =>
  (await callPage(overviewPage.loader, "/admin", { cookie })).data.opening as {
    title: string;
    done: boolean;
    missing: string;
  }[];

describe("a shop without demo content", () => {
  it("shows no studio address, phone or social link until she gives them", async () => {
    const { data } = await callPage(homePage.loader, "/");
    expect(data.settings).toMatchObject({
      studioAddress: "",
      studioPhone: "",
      instagramUrl: "",
      pinterestUrl: "",
    });
    const settings = await getSiteSettings();
    const policy = startingPolicyText("returns", settings);
    expect(policy).not.toContain("By post");
    expect(policy).not.toContain("By phone");
    expect(policy).not.toMatch(/Rue des Artisans|555/);
  });

  it("lists on the overview what the shop still needs, and ticks each as she gives it", async () => {
    const missing = (await checklist()).filter((step) => !step.done);
    expect(missing.map((step) => [step.title, step.missing])).toEqual([
      ["Your name and how buyers reach you", "Save your brand name, and a studio email, phone or address."],
      ["Your time zone", "Drops are scheduled in America/New_York until you choose yours."],
      ["Your policies", "4 of 4 still show their starting text."],
      ["A photo for each collection", "0 of 4 collections have their own photo."],
      [
        "Card payments",
        "Stripe's keys are not set on the server (docs/payments.md): visitors cannot buy yet.",
      ],
    ]);

    await saveSiteSetting("brandName", "MAISON LUNE");
    expect((await checklist())[0]).toMatchObject({
      done: false,
      missing: "Give a studio email, phone or address.",
    });
    await saveSiteSetting("studioEmail", "studio@maisonlune.example");
    await saveSiteSetting("studioTimeZone", "Europe/Paris");
    await prisma.collectionMainPhoto.create({
      data: { collectionName: "handbags", imageUrl: "/demo/hero.jpg" },
    });
    const steps = await checklist();
    expect(steps.map((step) => step.done)).toEqual([true, true, false, false, false]);
    expect(steps[3].missing).toBe("1 of 4 collections have their own photo.");
  });
});
