// The big shop: the demo shop after years of trade, loaded by SQL (generate_series, one statement
// per table) so a scratch database of a quarter of a million rows is ready in seconds. The default
// sizes are those of "Years of trade" in docs/performance.md; each is a parameter.
import { execFileSync } from "node:child_process";
import { productPhotos } from "../prisma/demo-images";
import { recreateDatabase, withClient } from "../tests/support/postgres";

export interface BigShopSizes {
  /** Pieces added to the demo's, `soldProducts` of them sold (her portfolio), the rest for sale. */
  products: number;
  soldProducts: number;
  /** Nine in ten confirmed, the tenth never confirmed. */
  subscribers: number;
  messages: number;
  /** Contact messages not archived: what her inbox shows. */
  openMessages: number;
  inquiries: number;
  /** Sent mails: the announcements' (to the confirmed subscribers) and one per order. */
  sentMails: number;
}

export const BIG_SHOP: BigShopSizes = {
  products: 3000,
  soldProducts: 2900,
  subscribers: 50_000,
  messages: 20_000,
  openMessages: 5000,
  inquiries: 5000,
  sentMails: 200_000,
};

/** A database named `name` with every migration and the demo shop, seeded as `npm run db:seed` does. */
export async function createDemoShop(name: string) {
  const url = await recreateDatabase(name);
  execFileSync(process.execPath, ["scripts/operator.js", "seed"], {
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: "development" },
    stdio: "ignore",
  });
  return url;
}

/** A database named `name` with the demo shop and the big shop on top; returns its URL. */
export async function createBigShop(name: string, sizes: BigShopSizes = BIG_SHOP) {
  const url = await createDemoShop(name);
  await loadBigShop(url, sizes);
  return url;
}

const PHOTOS = Object.values(productPhotos).map((files) => `/demo/${files[0]}`);

// Subscribers' addresses as a real list has them: first and last names from many countries at a
// handful of mail providers (every first name with every last name, then again with a number). A
// search by part of an address then meets trigrams as a real list's are spread; addresses that all
// shared "subscriber" and "@example.com" put every row under most of a query's trigrams.
const FIRST_NAMES = `amelia anna aurelie beatrice camille carla charlotte chloe clara daniela diane
  elena elise emma eva fatima flora grace hana helena ines isabel jade julia karin lea lena lila
  lucia mai margot maria marta mia nadia nina noor olivia paula rosa sara sofia yuki zoe ada iris
  ivy june`.split(/\s+/);
const LAST_NAMES = `moreau dubois laurent bernard martin rossi bianchi ferrari garcia lopez fernandez
  silva santos costa smith jones taylor brown wilson evans schmidt fischer weber meyer wagner
  becker kowalski nowak novak horvat nagy popescu ivanova petrova jensen hansen nielsen larsen
  berg lindqvist virtanen murphy kelly walsh byrne tanaka suzuki sato kim lee park chen wang
  nguyen tran khan ali haddad cohen levi`.split(/\s+/);
const MAIL_DOMAINS = [
  "gmail.com",
  "outlook.com",
  "yahoo.fr",
  "icloud.com",
  "gmx.de",
  "proton.me",
  "orange.fr",
];
const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(", ")}]`;
/** The address of the i-th subscriber: a different one for every i. */
const SUBSCRIBER_EMAIL = `(${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || '.' ||
  (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] ||
  CASE WHEN i < ${FIRST_NAMES.length * LAST_NAMES.length} THEN ''
    ELSE (i / ${FIRST_NAMES.length * LAST_NAMES.length})::text END ||
  '@' || (${sqlArray(MAIL_DOMAINS)})[1 + i % ${MAIL_DOMAINS.length}]`;
const CATEGORIES = ["handbags", "accessories", "travel", "custom"];

/**
 * Adds the big shop to the migrated database at `url` (usually holding the demo shop), in one
 * transaction. Rows are dated over the last few years, oldest first, as she would have made them.
 */
export async function loadBigShop(url: string, sizes: BigShopSizes = BIG_SHOP) {
  const s = sizes;
  await withClient(url, async (db) => {
    await db.query("BEGIN");
    // The rows reference each other by construction: skip the per-row foreign-key triggers, which
    // cost most of the load's time (the test server's user is a superuser, as CI's is).
    await db.query("SET LOCAL session_replication_role = replica");
    // Pieces: the sold ones first (oldest), then those for sale; every fourth of those a draft.
    await db.query(
      `INSERT INTO "Product" (name, description, price, "imageUrl", category, available, "isSold",
         "isLimitedEdition", "displayOrder", dimensions, "createdAt", "updatedAt")
       SELECT 'Archive piece ' || i,
         'A pre-loved bag taken apart and rebuilt by hand, piece ' || i || '. ' || repeat('Hand-stitched panels, reworked hardware. ', 6),
         20000 + (i * 137) % 400000,
         ($1::text[])[1 + i % array_length($1::text[], 1)],
         (($2::text[])[1 + i % 4])::"Category",
         i <= $3 OR (i - $3) % 4 <> 0,
         i <= $3,
         i % 7 = 0,
         (SELECT coalesce(max("displayOrder"), 0) FROM "Product") + i,
         '12" W x 9" H x 4" D',
         now() - make_interval(hours => ($4 - i + 1) * 12),
         now() - make_interval(hours => ($4 - i + 1) * 12)
       FROM generate_series(1, $4::int) AS i`,
      [PHOTOS, CATEGORIES, s.soldProducts, s.products],
    );
    // An order for each sold piece, placed a day after it was listed; most shipped, some refunded.
    await db.query(
      `INSERT INTO "Order" ("productId", "productName", "paymentIntentId", amount, "buyerName",
         "buyerEmail", "shippingName", "shippingLine1", "shippingCity", "shippingPostalCode",
         "shippingCountry", status, "refundedAmount", "shippedAt", carrier, "trackingNumber",
         "createdAt", "updatedAt")
       SELECT p.id, p.name, 'pi_big_' || p.id, p.price, 'Buyer ' || p.id,
         'buyer' || p.id || '@example.com', 'Buyer ' || p.id, p.id || ' Market Street', 'Lyon',
         '69002', 'FR',
         (CASE WHEN p.id % 50 = 0 THEN 'refunded' WHEN p.id % 20 = 0 THEN 'paid' ELSE 'shipped' END)::"OrderStatus",
         CASE WHEN p.id % 50 = 0 THEN p.price ELSE 0 END,
         CASE WHEN p.id % 20 = 0 THEN NULL ELSE p."createdAt" + interval '3 days' END,
         CASE WHEN p.id % 20 = 0 THEN NULL ELSE 'La Poste' END,
         CASE WHEN p.id % 20 = 0 THEN NULL ELSE '6A' || lpad(p.id::text, 11, '0') END,
         p."createdAt" + interval '1 day', p."createdAt" + interval '1 day'
       FROM "Product" p
       WHERE p."isSold" AND p.name LIKE 'Archive piece %'`,
    );
    // The announcements below go to these subscribers, not to any the shop had before.
    const { rows } = await db.query(
      `SELECT coalesce(max(id), 0) AS "lastBefore" FROM "NewsletterSubscriber"`,
    );
    await db.query(
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "confirmationSentAt", "createdAt", "updatedAt")
       SELECT ${SUBSCRIBER_EMAIL},
         CASE WHEN i % 10 = 0 THEN NULL ELSE now() - make_interval(mins => ($1 - i + 1) * 30) END,
         now() - make_interval(mins => ($1 - i + 1) * 30),
         now() - make_interval(mins => ($1 - i + 1) * 30),
         now() - make_interval(mins => ($1 - i + 1) * 30)
       FROM generate_series(1, $1::int) AS i`,
      [s.subscribers],
    );
    await db.query(
      `INSERT INTO "ContactMessage" (name, email, subject, message, "readAt", "archivedAt", "createdAt", "updatedAt")
       SELECT 'Visitor ' || i, 'visitor' || i || '@example.com', 'A question, number ' || i,
         'Hello, I love your work. ' || repeat('Could you make one like it in another colour? ', 4),
         CASE WHEN i > $1 - $2 / 2 THEN NULL ELSE now() - make_interval(hours => $1 - i) END,
         CASE WHEN i > $1 - $2 THEN NULL ELSE now() - make_interval(hours => $1 - i) END,
         now() - make_interval(hours => $1 - i + 1), now() - make_interval(hours => $1 - i + 1)
       FROM generate_series(1, $1::int) AS i`,
      [s.messages, s.openMessages],
    );
    // Inquiries about sold pieces; the most recent quarter still open.
    await db.query(
      `WITH sold AS (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS n FROM "Product" WHERE "isSold")
       INSERT INTO "Inquiry" ("customerName", "customerEmail", "productName", "productId", message,
         "archivedAt", "createdAt", "updatedAt")
       SELECT 'Collector ' || i, 'collector' || i || '@example.com', p.name, p.id,
         'Is this piece still available, or could you make one like it?',
         CASE WHEN i > $1 * 3 / 4 THEN NULL ELSE now() - make_interval(hours => ($1 - i) * 4) END,
         now() - make_interval(hours => ($1 - i + 1) * 4), now() - make_interval(hours => ($1 - i + 1) * 4)
       FROM generate_series(1, $1::int) AS i
       JOIN sold p ON p.n = i % (SELECT count(*) FROM sold)`,
      [s.inquiries],
    );
    await loadSentMails(db, s, rows[0].lastBefore);
    await db.query("COMMIT");
    // As autovacuum would have left years of trade: fresh statistics (the planner sees the real
    // sizes), the visibility map, and the GIN indexes' pending lists merged (rows loaded at once
    // wait in one, which the planner prices as a scan of it and answers a search by a full read).
    await db.query("VACUUM ANALYZE");
  });
}

/**
 * One mail per order, and the rest announcements, each to every confirmed subscriber (as many as
 * the count allows), so the outbox's rows are linked the way the shop links them: an announcement's
 * words on it, once, and its rows only who got it (decision 345).
 */
async function loadSentMails(db: import("pg").Client, s: BigShopSizes, subscribersAfter: number) {
  const orderMails = Math.min(s.soldProducts, s.sentMails);
  await db.query(
    `INSERT INTO "MailOutbox" ("to", subject, text, html, status, attempts, "sentAt", "orderId",
       "nextAttemptAt", "retryFrom", "createdAt", "updatedAt")
     SELECT o."buyerEmail", 'Your order ' || o.id || ' has shipped',
       'Thank you for your order. ' || repeat('Your piece is on its way, insured and tracked. ', 6),
       '<p>Thank you for your order.</p>' || repeat('<p>Your piece is on its way, insured and tracked.</p>', 6),
       'sent', 1, o."createdAt" + interval '3 days', o.id,
       o."createdAt", o."createdAt", o."createdAt", o."createdAt" + interval '3 days'
     FROM "Order" o WHERE o."paymentIntentId" LIKE 'pi_big_%' ORDER BY o.id LIMIT $1`,
    [orderMails],
  );
  const bulk = s.sentMails - orderMails;
  const confirmed = Math.max(s.subscribers - Math.floor(s.subscribers / 10), 1);
  const announcements = Math.ceil(bulk / confirmed);
  if (bulk <= 0) return;
  await db.query(
    `INSERT INTO "Announcement" ("productId", subject, text, "mailText", "mailHtml", recipients, "createdAt")
     SELECT p.id, 'New piece: ' || p.name, 'A new piece is in the shop.',
       'A new piece is in the shop. ' || repeat('Reworked by hand from a pre-loved designer bag. ', 4),
       '<p>A new piece is in the shop.</p>' || repeat('<p>Reworked by hand from a pre-loved designer bag.</p>', 4),
       $2, now() - make_interval(days => 30 * ($1 - a + 1))
     FROM generate_series(1, $1::int) AS a
     JOIN LATERAL (SELECT id, name FROM "Product" WHERE name LIKE 'Archive piece %' ORDER BY id DESC
                   OFFSET a - 1 LIMIT 1) p ON true`,
    [announcements, confirmed],
  );
  await db.query(
    `WITH subscriber AS (
       SELECT id, email, row_number() OVER (ORDER BY id) - 1 AS n
       FROM "NewsletterSubscriber" WHERE "confirmedAt" IS NOT NULL AND id > $4),
     announcement AS (
       SELECT id, subject, "createdAt", row_number() OVER (ORDER BY id) - 1 AS n
       FROM (SELECT * FROM "Announcement" ORDER BY id DESC LIMIT $2) latest)
     INSERT INTO "MailOutbox" ("to", subject, status, attempts, "sentAt", bulk,
       "announcementId", "subscriberId", "nextAttemptAt", "retryFrom", "createdAt", "updatedAt")
     SELECT s.email, a.subject,
       'sent', 1, a."createdAt" + make_interval(secs => s.n::int), true, a.id, s.id,
       a."createdAt", a."createdAt", a."createdAt", a."createdAt" + make_interval(secs => s.n::int)
     FROM announcement a CROSS JOIN subscriber s
     WHERE a.n * $3 + s.n < $1`,
    [bulk, announcements, confirmed, subscribersAfter],
  );
}
