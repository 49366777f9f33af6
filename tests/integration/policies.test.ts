// The shop's policies through their pages' loaders and actions, against PostgreSQL: starting texts
// made from the settings, the owner's save (refused, then stored and published), the dashboard's
// review reminder, the public pages and the sitemap.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { policiesToReview } from "~/modules/policies/policies.server";
import { POLICY_EMPTY_MESSAGE } from "~/modules/policies/schema";
import { saveSiteSetting } from "~/modules/site/settings.server";
import * as overviewPage from "~/routes/admin._index";
import * as policiesPage from "~/routes/admin.policies";
import * as publicPage from "~/routes/policies.$kind";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { createOwnerCookie } from "../support/owner";
import { callPage } from "../support/pages";
import { resetDatabase } from "../support/reset";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

const save = (form: Record<string, string>, asOwner = true) =>
  callPage(policiesPage.action, "/admin/policies?edit=returns", {
    form,
    cookie: asOwner ? cookie : undefined,
  });
const publicPolicy = (kind: string) => callPage(publicPage.loader, `/policies/${kind}`, { params: { kind } });

describe("the dashboard's Policies page", () => {
  it("shows each policy's starting text, filled from the brand name and studio details, to review", async () => {
    await saveSiteSetting("brandName", "MAISON LUNE");
    await saveSiteSetting("studioEmail", "studio@maisonlune.example");
    await saveSiteSetting("studioPhone", "");
    const { status, data } = await callPage(policiesPage.loader, "/admin/policies", { cookie });
    expect(status).toBe(200);
    expect(data.policies.map((policy: { title: string }) => policy.title)).toEqual([
      "Returns & Refunds",
      "Shipping Policy",
      "Privacy Policy",
      "Terms of Sale",
    ]);
    for (const policy of data.policies) {
      expect(policy.savedAt, policy.kind).toBeNull();
      expect(policy.body, policy.kind).toContain("MAISON LUNE");
      expect(policy.body, policy.kind).toContain("- By email: studio@maisonlune.example");
      expect(policy.body, policy.kind).not.toContain("By phone");
    }
    const overview = await callPage(overviewPage.loader, "/admin", { cookie });
    expect(overview.data.policiesToReview).toEqual(["returns", "shipping", "privacy", "terms"]);
  });

  it("sends a visitor without the owner's session to sign in, and stores nothing", async () => {
    const page = await callPage(policiesPage.loader, "/admin/policies");
    expect(page.response?.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const post = await save({ intent: "returns", body: "Hacked." }, false);
    expect(post.response?.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await prisma.shopPolicy.count()).toBe(0);
  });

  it("refuses a blank text or an unknown policy with a message on the form, storing nothing", async () => {
    const blank = await save({ intent: "returns", body: "  \n  " });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      intent: "returns",
      result: { error: { body: [POLICY_EMPTY_MESSAGE] } },
    });
    const unknown = await save({ intent: "cookies", body: "Our cookie policy." });
    expect(unknown.status).toBe(400);
    expect(await prisma.shopPolicy.count()).toBe(0);
    expect(await policiesToReview()).toHaveLength(4);
  });

  it("saves her text: published on the public page, dated, and no longer to review", async () => {
    const body = "Returns within *30 days* of delivery.\n\n- Commissions are final.";
    const saved = await save({ intent: "returns", body: `  ${body}  ` });
    expect(saved.status).toBe(302);
    expect(saved.response?.headers.get("Location")).toBe("/admin/policies");
    expect(saved.response?.headers.get("Set-Cookie")).toContain("atelier_toast");
    expect(await prisma.shopPolicy.findUnique({ where: { kind: "returns" } })).toMatchObject({ body });

    const page = await publicPolicy("returns");
    expect(page.data.policy).toMatchObject({ kind: "returns", title: "Returns & Refunds", body });
    expect(page.data.policy.savedAt).toBeInstanceOf(Date);
    expect(await policiesToReview()).toEqual(["shipping", "privacy", "terms"]);

    // A setting changed later does not rewrite a saved policy; it still fills the starting texts.
    await saveSiteSetting("studioPhone", "+1 (555) 010-7777");
    expect((await publicPolicy("returns")).data.policy.body).toBe(body);
    expect((await publicPolicy("shipping")).data.policy.body).toContain("- By phone: +1 (555) 010-7777");

    const again = await save({ intent: "returns", body: "Returns within 21 days." });
    expect(again.status).toBe(302);
    expect(await prisma.shopPolicy.count()).toBe(1);
    expect((await publicPolicy("returns")).data.policy.body).toBe("Returns within 21 days.");
  });
});

describe("a policy's public page", () => {
  it("shows each of the four, and answers 404 for any other address", async () => {
    for (const kind of ["returns", "shipping", "privacy", "terms"]) {
      const page = await publicPolicy(kind);
      expect(page.status, kind).toBe(200);
      expect(page.data.policy.savedAt, kind).toBeNull();
    }
    expect((await publicPolicy("cookies")).status).toBe(404);
  });

  it("is listed in the sitemap, dated once she has saved it", async () => {
    await save({ intent: "privacy", body: "We keep nothing we do not need." });
    const response = await (sitemapLoader as (args: LoaderFunctionArgs) => Promise<Response>)({
      request: new Request("http://localhost/sitemap.xml"),
      params: {},
      context: {},
    });
    const xml = await response.text();
    for (const kind of ["returns", "shipping", "terms"]) {
      expect(xml).toMatch(new RegExp(`<url><loc>[^<]+/policies/${kind}</loc></url>`));
    }
    expect(xml).toMatch(
      /<url><loc>[^<]+\/policies\/privacy<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/,
    );
  });
});
