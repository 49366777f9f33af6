// A shop with one of everything a page can show, made by the test through the owner's API, and the
// address of every page, public and the owner's, for the markup and accessibility checks.
import { OWNER_PAGES } from "./owner-routes";
import { POLICY_KINDS, policyPath } from "~/modules/policies/kinds";
import { queryDatabase } from "./postgres";
import { jpeg } from "./media";
import { OWNER } from "./owner-api";
import type { RunningServer } from "./server";
import { startShopWithStripe } from "./shop-with-stripe";

export interface SitePage {
  path: string;
  /** Shown to the signed-in owner only. */
  owner: boolean;
}

export interface ShopWithEverything {
  server: RunningServer;
  owner: typeof OWNER;
  /** The owner's session, as a Cookie header. */
  ownerCookie: string;
  pages: SitePage[];
  stop(): Promise<void>;
}

export async function startShopWithEverything(name: string): Promise<ShopWithEverything> {
  const { shop, stop } = await startShopWithStripe(name);
  try {
    const pages = await fillShop(shop.server.url, shop.cookie, shop.database);
    return { server: shop.server, owner: OWNER, ownerCookie: shop.cookie, pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function fillShop(url: string, cookie: string, database: string): Promise<SitePage[]> {
  const send = async (method: string, path: string, body: unknown, asOwner = true) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(asOwner ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const upload = async (field: string, path: string, asOwner: boolean) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(await jpeg(600, 750))], { type: "image/jpeg" }), "p.jpg");
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: asOwner ? { Cookie: cookie } : {},
      body: form,
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { url?: string; urls?: string[] };
  };

  // Every kind of photo a page shows: an owner's upload, a demo photo and an address typed in.
  const {
    urls: [uploaded],
  } = (await upload("photos", "/api/upload-multiple", true)) as { urls: string[] };
  const typed = "https://images.example.com/bag.jpg";

  await send("PUT", "/api/settings/aboutParagraph1", { value: "She learned to sew from her grandmother." });
  await send("PUT", "/api/settings/heroBackgroundImage", { value: uploaded });
  const piece = await send("POST", "/api/products", {
    name: "Markup Tote",
    description: "A *tote* reworked by hand.\n\nSecond paragraph.",
    price: 123_400,
    imageUrl: uploaded,
    imageUrl2: "/demo/product-midnight-2.jpg",
    imageUrl3: typed,
    category: "handbags",
    isLimitedEdition: true,
    shipping: "Ships in a week.",
    designDetails: "Gold thread.",
    options: "Strap length on request.",
    dimensions: "30 x 20 x 10 cm",
    height: "20 cm",
    width: "30 cm",
    depth: "10 cm",
    features: "Inner pocket.",
    whatsIncluded: "Dust bag.",
  });
  const sold = await send("POST", "/api/products", {
    name: "Markup Clutch",
    description: "Sold already.",
    price: 50_000,
    imageUrl: "/demo/product-sunset-1.jpg",
    category: "handbags",
    isSold: true,
  });
  await send("POST", "/api/products", {
    name: "Markup Draft",
    description: "Not yet on the site.",
    price: 70_000,
    imageUrl: typed,
    category: "accessories",
    available: false,
  });
  const work = await send("POST", "/api/gallery", {
    title: "Markup Study",
    description: "Three photos of one study.",
    imageUrl: "/demo/gallery-1-1.jpg",
    imageUrl2: uploaded,
    imageUrl3: typed,
  });
  const strip = await send("POST", "/api/scrolling-images", {
    title: "Strip one",
    imageUrl: "/demo/strip-1.jpg",
  });
  await send("POST", "/api/scrolling-images", { title: "Strip two", imageUrl: uploaded });
  await send("PUT", "/api/collection-main-photos/handbags", { imageUrl: "/demo/collection-handbags.jpg" });

  // What visitors send: a message with a photo, a question about a piece, a subscription.
  const { url: contactPhoto } = await upload("image", "/api/upload", false);
  await send(
    "POST",
    "/api/contact",
    {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "commission",
      message: "Please rework my bag.",
      imageUrl1: contactPhoto,
    },
    false,
  );
  await send(
    "POST",
    "/api/inquiries",
    {
      customerName: "Grace Hopper",
      customerEmail: "grace@example.com",
      productName: piece.name,
      productId: piece.id,
      message: "Is the strap adjustable?",
    },
    false,
  );
  await send("POST", "/api/newsletter", { email: "reader@example.com" }, false);
  // Her answer to the question, shown under it in the Inbox (its mail since pruned: decision 323).
  await queryDatabase(
    database,
    `INSERT INTO "InboxReply" ("inquiryId", text) SELECT id, 'Yes: from 90 to 120 cm.' FROM "Inquiry"`,
  );
  // A policy the owner saved, with every formatting mark (the dashboard's form has its own tests).
  await queryDatabase(
    database,
    `INSERT INTO "ShopPolicy" (kind, body, "updatedAt") VALUES ('returns', $1, now())`,
    ["Returns within *30 days*.\nOr by appointment.\n\n- Commissions are final.\n- Sale pieces too."],
  );
  // The page the confirmation mail's link opens (the unsubscribe link's page is the same card).
  const [{ text }] = await queryDatabase<{ text: string }>(
    database,
    `SELECT text FROM "MailOutbox" WHERE "to" = 'reader@example.com'`,
  );
  const confirmLink = new URL(/http\S+\/newsletter\/confirm\?token=\S+/.exec(text)![0]);
  // An address from before double opt-in, so the Subscribers page offers "Ask them to confirm".
  const [early] = await queryDatabase<{ id: number }>(
    database,
    `INSERT INTO "NewsletterSubscriber" (email, "updatedAt") VALUES ('early@example.com', now()) RETURNING id`,
  );
  // A paid order as the Stripe confirmation stores it (the payment flow has its own tests), partly
  // refunded and disputed, so the Orders page and the overview show every line they can.
  const [order] = await queryDatabase<{ id: number }>(
    database,
    `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", "amount", "buyerName",
       "buyerEmail", "shippingName", "shippingLine1", "shippingCity", "shippingPostalCode",
       "shippingCountry", "refundedAmount", "disputeId", "disputeStatus", "disputeReason",
       "disputeAmount", "disputeEvidenceDue", "disputedAt", "updatedAt")
     VALUES ($1, $2, 'pi_markup', $3, 'Grace Hopper', 'grace@example.com', 'Grace Hopper',
       '1 Navy Way', 'Arlington', '22201', 'US', 5000, 'dp_markup', 'needs_response', 'fraudulent',
       $3, now() + interval '7 days', now(), now())
     RETURNING id`,
    [sold.id, sold.name, sold.price],
  );
  // And two more: one paid with no address (the card's warning), one shipped (its "Correct tracking").
  const [noAddress, shipped] = await queryDatabase<{ id: number }>(
    database,
    `INSERT INTO "Order" ("productName", "paymentIntentId", "amount", "buyerName", "buyerEmail",
       "status", "carrier", "trackingNumber", "updatedAt")
     VALUES ('A piece with no address', 'pi_markup_no_address', 1000, 'Ada', 'ada@example.com', 'paid',
       NULL, NULL, now()),
       ('A shipped piece', 'pi_markup_shipped', 1000, 'Ada', 'ada@example.com', 'shipped', 'UPS',
       '1Z999AA10123456784', now())
     RETURNING id`,
  );
  await queryDatabase(
    database,
    `INSERT INTO "Refund" ("orderId", "amount", "reason", "note", "origin", "status", "updatedAt")
     VALUES ($1, 5000, 'requested_by_customer', 'A scuff on the clasp', 'owner', 'succeeded', now())`,
    [order.id],
  );

  const [letter] = await queryDatabase<{ id: number }>(database, `SELECT id FROM "ContactMessage"`);
  const [question] = await queryDatabase<{ id: number }>(database, `SELECT id FROM "Inquiry"`);

  const visitor = [
    "/",
    "/gallery",
    `/gallery/${work.id}`,
    "/shop",
    "/category/handbags",
    "/shop/handbags",
    "/category/no-such-category",
    `/products/${piece.id}`,
    `/products/${sold.id}`,
    `/products/${piece.id}/inquire`,
    `/checkout?productId=${piece.id}`,
    `/checkout?productId=${sold.id}`,
    "/payment-success",
    `/payment-success?productId=${piece.id}&payment_intent=pi_unknown`,
    "/login",
    "/no-such-page",
    // The shop's policies: three starting texts and one the owner saved.
    ...POLICY_KINDS.map(policyPath),
    `${confirmLink.pathname}${confirmLink.search}`,
  ];
  // Every owner page the guard tests know (their `/1` is a product), and each kind of open editor.
  const owner = [
    ...OWNER_PAGES.filter(({ path }) => !path.endsWith("/csv")).map(({ path }) =>
      path.replace("/products/1", `/products/${piece.id}`),
    ),
    "/admin/brand?edit=brandFont",
    "/admin/brand?edit=customFontUrl",
    "/admin/brand?edit=storyParagraph1",
    "/admin/about?edit=aboutImage",
    "/admin/policies?edit=terms",
    `/admin/gallery?edit=${work.id}`,
    // And each kind of delete question.
    `/admin/gallery?delete=${work.id}`,
    `/admin/scrolling?delete=${strip.id}`,
    "/admin/collections?delete=handbags",
    `/admin/subscribers?delete=${early.id}`,
    // And orders' cards open (one with no address to ship to), with the refund question, and a
    // shipped one's tracking correction.
    `/admin/orders?order=${order.id}`,
    `/admin/orders?order=${noAddress.id}`,
    `/admin/orders?refund=${order.id}`,
    `/admin/orders?tracking=${shipped.id}`,
    // And the Inbox's letters open: the message with its photo, the question with its reply box.
    `/admin/inbox?letter=message-${letter.id}`,
    `/admin/inbox?reply=inquiry-${question.id}`,
    // And each list's row marked just added.
    `/admin/gallery?added=${work.id}`,
    `/admin/scrolling?added=${strip.id}`,
  ];
  return [
    ...visitor.map((path) => ({ path, owner: false })),
    ...owner.map((path) => ({ path, owner: true })),
  ];
}
