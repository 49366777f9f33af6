// Every /admin page action refuses a visitor who is not signed in — a forged cookie too — and
// changes nothing (the GET side is walked in tests/e2e/auth.spec.ts from OWNER_PAGES).
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import * as about from "~/routes/admin.about";
import * as backup from "~/routes/admin.backup";
import * as brand from "~/routes/admin.brand";
import * as collections from "~/routes/admin.collections";
import * as gallery from "~/routes/admin.gallery";
import * as inbox from "~/routes/admin.inbox";
import * as orders from "~/routes/admin.orders";
import * as outbox from "~/routes/admin.outbox";
import * as productAnnounce from "~/routes/admin.products.$id_.announce";
import * as productDelete from "~/routes/admin.products.$id_.delete";
import * as productEdit from "~/routes/admin.products.$id";
import * as products from "~/routes/admin.products._index";
import * as productNew from "~/routes/admin.products.new";
import * as scrolling from "~/routes/admin.scrolling";
import * as subscribers from "~/routes/admin.subscribers";
import { createGalleryItem, createProduct, createScrollingImage } from "../support/factories";
import { resetDatabase } from "../support/reset";

beforeEach(resetDatabase);

async function snapshot() {
  return Promise.all([
    prisma.product.findMany({ orderBy: { id: "asc" } }),
    prisma.siteSetting.findMany(),
    prisma.collectionMainPhoto.findMany(),
    prisma.scrollingImage.findMany({ orderBy: { id: "asc" } }),
    prisma.galleryItem.findMany({ orderBy: { id: "asc" } }),
    prisma.contactMessage.findMany(),
    prisma.inboxReply.findMany(),
    prisma.newsletterSubscriber.findMany(),
    prisma.order.findMany(),
    prisma.announcement.findMany(),
    prisma.mailOutbox.findMany({ orderBy: { id: "asc" } }),
    prisma.backup.findMany(),
  ]);
}

const ACTIONS: [string, (args: ActionFunctionArgs) => Promise<unknown>, Record<string, string>][] = [
  ["/admin/products (toggle)", products.action, { intent: "toggle", id: "ID", flag: "isSold" }],
  ["/admin/products (move)", products.action, { intent: "move", id: "ID", direction: "down" }],
  [
    "/admin/products/new",
    productNew.action,
    { name: "X", description: "X", price: "1", category: "travel", imageUrl: "/x.jpg" },
  ],
  [
    "/admin/products/{id}",
    productEdit.action,
    { name: "X", description: "X", price: "1", category: "travel", imageUrl: "/x.jpg" },
  ],
  ["/admin/products/{id}/delete", productDelete.action, {}],
  ["/admin/brand", brand.action, { intent: "brandName", value: "HACKED" }],
  ["/admin/about", about.action, { intent: "aboutTitle", value: "HACKED" }],
  ["/admin/collections", collections.action, { intent: "set", collectionName: "travel", imageUrl: "/x.jpg" }],
  ["/admin/scrolling", scrolling.action, { intent: "delete", id: "SCROLLING" }],
  ["/admin/gallery", gallery.action, { intent: "delete", id: "GALLERY" }],
  ["/admin/inbox", inbox.action, { kind: "message", id: "ID", intent: "archive" }],
  ["/admin/inbox (reply)", inbox.action, { intent: "reply-message", id: "ID", text: "Hello" }],
  ["/admin/subscribers (remove)", subscribers.action, { intent: "remove", id: "ID" }],
  ["/admin/subscribers (ask to confirm)", subscribers.action, { intent: "ask-to-confirm" }],
  ["/admin/orders", orders.action, { intent: "ship", id: "ID" }],
  ["/admin/orders (tracking)", orders.action, { intent: "tracking", id: "ID", trackingNumber: "1Z999" }],
  [
    "/admin/orders?refund=ID",
    orders.action,
    { intent: "refund", id: "ID", refunded: "0", amount: "1", reason: "duplicate" },
  ],
  ["/admin/products/{id}/announce", productAnnounce.action, { subject: "X", text: "X", intent: "send" }],
  ["/admin/outbox", outbox.action, { intent: "retry-all" }],
  ["/admin/backup", backup.action, {}],
];

describe.each([
  ["no cookie", undefined],
  ["a forged cookie", "atelier_session=forged.signature"],
])("with %s", (_, cookie) => {
  it.each(ACTIONS)("POST %s redirects to /login and changes nothing", async (_path, action, fields) => {
    const product = await createProduct();
    const ids: Record<string, number> = {
      ID: product.id,
      GALLERY: (await createGalleryItem()).id,
      SCROLLING: (await createScrollingImage()).id,
    };
    const body = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(ids[value] ?? value)]),
    );
    const before = await snapshot();
    const request = new Request("http://localhost/admin/x", {
      method: "POST",
      body,
      headers: cookie ? { Cookie: cookie } : {},
    });
    const thrown = await action({ request, params: { id: String(product.id) }, context: {} }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await snapshot()).toEqual(before);
  });
});
