import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { MISSING_FIELD_MESSAGES, PRICE_MESSAGE, REQUIRED_FIELDS_MESSAGE } from "~/modules/catalog/schema";
import * as deletePage from "~/routes/admin.products.$id_.delete";
import * as listPage from "~/routes/admin.products._index";
import * as editPage from "~/routes/admin.products.$id";
import * as newPage from "~/routes/admin.products.new";
import { createProduct } from "../support/factories";
import { jpeg, tempDir } from "../support/media";
import { createOwnerCookie } from "../support/owner";
import { postForm, type PageAnswer } from "../support/page-action";
import { resetDatabase } from "../support/reset";
import { takeToast } from "~/modules/toast/toast.server";
import { setEnv } from "../support/env";

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

let cookie: string;
beforeAll(() => {
  setEnv({ DATA_DIR: tempDir("atelier-admin-") });
});
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
});

/** Posts a form to a product page's action, as the owner unless `owner` is false. */
const post = (
  action: Action,
  body: FormData | URLSearchParams,
  params: Record<string, string> = {},
  owner = true,
) => postForm(action, { path: "/admin/products", body, params, cookie: owner ? cookie : undefined });

const fields = {
  name: "Lilac Tote",
  description: "Reworked by hand",
  price: "1234.565",
  category: "handbags",
  imageUrl: "/demo/a.jpg",
  available: "on",
};

describe("adding and editing products", () => {
  it("refuses a visitor who is not signed in, and stores nothing", async () => {
    const answer = await post(newPage.action, new URLSearchParams(fields), {}, false);
    expect(answer).toHaveRedirect(/^\/login\?redirectTo=/);
    expect(await prisma.product.count()).toBe(0);
  });

  it("stores the price in rounded cents and goes back to the list", async () => {
    const answer = await post(newPage.action, new URLSearchParams({ ...fields, isLimitedEdition: "on" }));
    expect(answer).toHaveRedirect(/^\/admin\/products\?added=\d+#item-\d+$/);
    expect(await prisma.product.findFirst()).toMatchObject({
      name: "Lilac Tote",
      price: 123457,
      available: true,
      isLimitedEdition: true,
      isSold: false,
    });
  });

  it("reads a price typed with a thousands separator and a dollar sign", async () => {
    expect(
      await post(newPage.action, new URLSearchParams({ ...fields, price: "$1,450.00" })),
    ).toHaveRedirect();
    expect(await prisma.product.findFirst()).toMatchObject({ price: 145_000 });
  });

  it("answers the spec's messages and changes nothing", async () => {
    const missing = await post(newPage.action, new URLSearchParams({ ...fields, name: "" }));
    expect(missing).toHaveStatus(400);
    // The field that is missing says so on its own line too.
    expect(missing).toHaveFormErrors({ "": [REQUIRED_FIELDS_MESSAGE], name: [MISSING_FIELD_MESSAGES.name] });
    const price = await post(newPage.action, new URLSearchParams({ ...fields, price: "free" }));
    expect(price).toHaveFormErrors({ price: [PRICE_MESSAGE] });
    expect(await prisma.product.count()).toBe(0);
  });

  it("says why a photo address is refused, on the form itself", async () => {
    const answer = await post(
      newPage.action,
      new URLSearchParams({ ...fields, imageUrl2: "javascript:alert(1)" }),
    );
    expect(answer).toHaveStatus(400);
    expect(answer).toHaveFormErrors({ "": ["Enter a URL starting with https:// or /"] });
    expect(await prisma.product.count()).toBe(0);
  });

  it("takes photo files in the same post, at most 5 in all", async () => {
    const photo = new Blob([await jpeg(300, 200)], { type: "image/jpeg" });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...fields,
      imageUrl2: "/b.jpg",
      imageUrl3: "/c.jpg",
      imageUrl4: "/d.jpg",
    })) {
      form.append(key, value);
    }
    form.append("photos", photo, "one.jpg");
    form.append("photos", photo, "two.jpg");
    const tooMany = await post(newPage.action, form);
    expect(tooMany).toHaveFormErrors({ "": ["Too many files: You can only upload 1 more image(s)."] });
    expect(await prisma.product.count()).toBe(0);

    const product = await createProduct({ imageUrl: "/demo/a.jpg" });
    const edit = new FormData();
    for (const [key, value] of Object.entries({ ...fields, name: "Renamed" })) edit.append(key, value);
    edit.append("photos", photo, "one.jpg");
    // Back to the list at the piece's row.
    const updated = await post(editPage.action, edit, { id: String(product.id) });
    expect(updated).toHaveRedirect(`/admin/products#item-${product.id}`);
    const saved = await prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(saved).toMatchObject({ name: "Renamed", imageUrl: "/demo/a.jpg" });
    expect(saved.imageUrl2).toMatch(/^\/uploads\/products\/\w+\.jpg$/);
  });

  it("takes a photo file alone as the first photo", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...fields, imageUrl: "" })) form.append(key, value);
    form.append("photos", new Blob([await jpeg(300, 200)], { type: "image/jpeg" }), "only.jpg");
    const added = await post(newPage.action, form);
    // Back to the list at the new piece's row, marked (decision 160).
    const { id } = await prisma.product.findFirstOrThrow();
    expect(added).toHaveRedirect(`/admin/products?added=${id}#item-${id}`);
    expect(await prisma.product.findFirst()).toMatchObject({
      name: "Lilac Tote",
      imageUrl: expect.stringMatching(/^\/uploads\/products\/\w+\.jpg$/),
      imageUrl2: null,
    });
  });

  it("deletes a product after its confirmation page", async () => {
    const product = await createProduct();
    expect(
      await post(deletePage.action, new URLSearchParams(), { id: String(product.id) }, false),
    ).toHaveRedirect(/^\/login\?redirectTo=/);
    expect(await prisma.product.count()).toBe(1);
    await post(deletePage.action, new URLSearchParams(), { id: String(product.id) });
    expect(await prisma.product.count()).toBe(0);
  });
});

describe("the product list", () => {
  const orderOf = async () =>
    (await prisma.product.findMany({ orderBy: [{ displayOrder: "asc" }, { id: "asc" }] })).map((p) => p.name);

  it("moves a product a step, but never the first up nor the last down", async () => {
    const [a, , c] = [
      await createProduct({ name: "A", displayOrder: 0 }),
      await createProduct({ name: "B", displayOrder: 1 }),
      await createProduct({ name: "C", displayOrder: 2 }),
    ];
    const move = (id: number, direction: string) =>
      post(listPage.action, new URLSearchParams({ intent: "move", id: String(id), direction }));
    await move(a.id, "up");
    await move(c.id, "down");
    expect(await orderOf()).toEqual(["A", "B", "C"]);
    await move(c.id, "up");
    expect(await orderOf()).toEqual(["A", "C", "B"]);
  });

  /** Where a list action's redirect goes, and the toast it carries. */
  async function answerOf(answer: PageAnswer) {
    const cookie = answer.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await takeToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    return { location: answer.headers.get("Location"), toast: toast?.description };
  }

  it("moves a product to the top, back at its row with a toast naming it", async () => {
    await createProduct({ name: "A", displayOrder: 0 });
    await createProduct({ name: "B", displayOrder: 1 });
    const c = await createProduct({ name: "C", displayOrder: 2 });
    const answer = await post(
      listPage.action,
      new URLSearchParams({ intent: "move", id: String(c.id), direction: "top", name: "C" }),
    );
    expect(await orderOf()).toEqual(["C", "A", "B"]);
    expect(await answerOf(answer)).toEqual({
      location: `/admin/products#item-${c.id}`,
      toast: "“C” moved to the top.",
    });
  });

  it("says which piece changed and how when a flag flips", async () => {
    const product = await createProduct({ name: "Lilac Tote", available: true });
    const flip = async (flag: string) =>
      answerOf(
        await post(listPage.action, new URLSearchParams({ intent: "toggle", id: String(product.id), flag })),
      );
    expect(await flip("available")).toEqual({
      location: `/admin/products#item-${product.id}`,
      toast: "“Lilac Tote” is now a hidden draft.",
    });
    expect((await flip("isSold")).toast).toBe("“Lilac Tote” is marked sold.");
    expect((await flip("isSold")).toast).toBe("“Lilac Tote” is for sale again.");
  });

  it("finds products by name or category and by state, the owner's search of her list", async () => {
    await createProduct({ name: "Lilac Tote", category: "handbags", available: true });
    await createProduct({ name: "Silk Scarf Ring", category: "accessories", available: false });
    const shown = async (query: string) => {
      const request = new Request(`http://localhost/admin/products?${query}`, {
        headers: { Cookie: cookie },
      });
      const answer = (await listPage.loader({ request, params: {}, context: {} })) as {
        products: { name: string }[];
        searching: boolean;
      };
      return { names: answer.products.map((p) => p.name), searching: answer.searching };
    };
    expect(await shown("")).toEqual({ names: ["Lilac Tote", "Silk Scarf Ring"], searching: false });
    expect(await shown("q=lilac")).toEqual({ names: ["Lilac Tote"], searching: true });
    expect(await shown("q=accessories")).toEqual({ names: ["Silk Scarf Ring"], searching: true });
    expect(await shown("show=drafts")).toEqual({ names: ["Silk Scarf Ring"], searching: true });
    expect(await shown("show=nonsense")).toEqual({
      names: ["Lilac Tote", "Silk Scarf Ring"],
      searching: false,
    });
  });

  it("saves a dragged order, and refuses one with an unknown id without changing anything", async () => {
    const a = await createProduct({ name: "A", displayOrder: 0 });
    const b = await createProduct({ name: "B", displayOrder: 1 });
    const reorder = (order: string) =>
      post(listPage.action, new URLSearchParams({ intent: "reorder", order }));
    expect(await reorder(`${b.id},${a.id}`)).toMatchObject({ data: { ok: true } });
    expect(await orderOf()).toEqual(["B", "A"]);
    expect(await reorder(`${a.id},999999`)).toMatchObject({ status: 409, data: { ok: false } });
    expect(await orderOf()).toEqual(["B", "A"]);
  });

  it("flips the live, limited and sold flags", async () => {
    const product = await createProduct({ available: true });
    for (const flag of ["available", "isLimitedEdition", "isSold"]) {
      await post(listPage.action, new URLSearchParams({ intent: "toggle", id: String(product.id), flag }));
    }
    expect(await prisma.product.findUnique({ where: { id: product.id } })).toMatchObject({
      available: false,
      isLimitedEdition: true,
      isSold: true,
    });
    const anonymous = await post(
      listPage.action,
      new URLSearchParams({ intent: "toggle", id: String(product.id), flag: "isSold" }),
      {},
      false,
    );
    expect(anonymous).toHaveRedirect(/^\/login\?redirectTo=/);
    expect((await prisma.product.findUnique({ where: { id: product.id } }))?.isSold).toBe(true);
  });
});
