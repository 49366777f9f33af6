// A drop's minute on the days the studio's clocks change: a minute that does not exist (the clocks
// go forward over it) is refused on the form with the change named, and nothing is scheduled; a
// minute shown twice (the clocks go back) is the first of the two, and the answer says so.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { takeToast } from "~/modules/toast/toast.server";
import * as dropPage from "~/routes/admin.products.drop";
import * as editPage from "~/routes/admin.products.$id";
import { createProduct, productFormFields } from "../support/factories";
import { createOwnerCookie } from "../support/owner";
import { postForm, type PageAnswer } from "../support/page-action";
import { resetDatabase } from "../support/reset";

const SKIPPED =
  "2:30 AM does not exist on Sunday, March 14, 2027 in America/New_York: the clocks go forward from 2:00 AM to 3:00 AM. Choose a time before or after the change.";
const TWICE =
  "1:30 AM comes twice on Sunday, November 7, 2027 in America/New_York, as the clocks go back from 2:00 AM to 1:00 AM: the drop is at the first, 1:30 AM EDT.";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = (await createOwnerCookie()).cookie;
  await prisma.siteSetting.create({ data: { key: "studioTimeZone", value: "America/New_York" } });
});

const scheduleDrop = (ids: number[], goesLiveAt: string) =>
  postForm(dropPage.action, {
    path: "/admin/products/drop",
    body: new URLSearchParams([...ids.map((id) => ["ids", String(id)]), ["goesLiveAt", goesLiveAt]]),
    cookie,
  });

function saveProduct(piece: Awaited<ReturnType<typeof createProduct>>, goesLiveAt: string) {
  return postForm(editPage.action, {
    path: `/admin/products/${piece.id}`,
    body: new URLSearchParams(productFormFields(piece, { goesLiveAt })),
    cookie,
    params: { id: String(piece.id) },
  });
}

async function toastOf(answer: PageAnswer) {
  const flash = answer.headers.get("Set-Cookie")!.split(";")[0];
  return (await takeToast(new Request("http://localhost/", { headers: { Cookie: flash } }))).toast
    ?.description;
}

describe("a drop at a minute the clocks skip", () => {
  it("is refused on the drop form with the change named, and no piece is scheduled", async () => {
    const piece = await createProduct({ available: false });
    const answer = await scheduleDrop([piece.id], "2027-03-14T02:30");
    expect(answer).toHaveStatus(400);
    expect(answer).toHaveFormErrors({ goesLiveAt: [SKIPPED] });
    expect(await prisma.product.findUnique({ where: { id: piece.id } })).toMatchObject({
      available: false,
      goesLiveAt: null,
    });
  });

  it("is refused on the product form too, leaving the piece as it was", async () => {
    const piece = await createProduct({ available: false });
    const answer = await saveProduct(piece, "2027-03-14T02:30");
    expect(answer).toHaveStatus(400);
    expect(answer).toHaveFormErrors({ goesLiveAt: [SKIPPED] });
    expect(await prisma.product.findUnique({ where: { id: piece.id } })).toMatchObject({
      available: false,
      goesLiveAt: null,
    });
  });
});

describe("a drop at a minute the clocks show twice", () => {
  it("is scheduled at the first of the two, and the drop form's answer says which", async () => {
    const piece = await createProduct({ available: false });
    const answer = await scheduleDrop([piece.id], "2027-11-07T01:30");
    expect(answer).toHaveRedirect("/admin/products");
    expect(await toastOf(answer)).toBe(`1 piece goes live Sunday, November 7 at 1:30 AM EDT. ${TWICE}`);
    // 1:30 AM daylight time, an hour before the second 1:30 AM (06:30 UTC).
    expect((await prisma.product.findUnique({ where: { id: piece.id } }))?.goesLiveAt).toEqual(
      new Date("2027-11-07T05:30:00Z"),
    );
  });

  it("is the first of the two on the product form, which says so after saving", async () => {
    const piece = await createProduct({ available: false });
    const answer = await saveProduct(piece, "2027-11-07T01:30");
    expect(answer).toHaveRedirect(/^\/admin\/products/);
    expect(await toastOf(answer)).toBe(`Product updated successfully! ${TWICE}`);
    expect((await prisma.product.findUnique({ where: { id: piece.id } }))?.goesLiveAt).toEqual(
      new Date("2027-11-07T05:30:00Z"),
    );
  });
});
