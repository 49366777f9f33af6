// "Tell subscribers": one announcement of a live piece, queued in one transaction as its mail, written
// once, and a small outbox row per confirmed subscriber; the outbox sends them at its bulk pace
// (decision 142), making each subscriber's copy as it goes (decision 345). A drop the owner chose
// to announce is queued by the release job at its minute, claimed so it is queued once.
import type { Announcement, Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { isLive, liveWhere } from "~/modules/catalog/products.server";
import { absoluteUrl } from "~/modules/mail/links.server";
import { UNSUBSCRIBE_MARK } from "~/modules/mail/subscriber-copies.server";
import { getSiteSettings } from "~/modules/site/settings.server";
import { AppError, conflict, notFound } from "~/utils/errors";
import { keyset } from "~/utils/keyset-page.server";
import {
  announcementHtml,
  announcementText,
  draftAnnouncement,
  type AnnouncedPiece,
} from "./announcement-mail";
import { CONSENTING } from "./newsletter.server";
import {
  ANNOUNCE_AGAIN_MESSAGE,
  NO_SUBSCRIBERS_MESSAGE,
  NOT_LIVE_MESSAGE,
  type AnnouncementInput,
} from "./schema";

const PIECE = {
  id: true,
  name: true,
  price: true,
  description: true,
  imageUrl: true,
  available: true,
  goesLiveAt: true,
  isSold: true,
};

type Piece = Prisma.ProductGetPayload<{ select: typeof PIECE }>;

function announcedPiece(product: {
  id: number;
  name: string;
  price: number;
  description: string;
  imageUrl: string;
}): AnnouncedPiece {
  return { ...product, url: absoluteUrl(`/products/${product.id}`), imageUrl: absoluteUrl(product.imageUrl) };
}

/**
 * What the "Tell subscribers" page opens with: the piece, a draft, the page of its sends so far the
 * query asks for (with how many there are in all), the audience.
 */
export async function loadAnnouncementDraft(productId: number, query: URLSearchParams) {
  const product = await prisma.product.findUnique({ where: { id: productId }, select: PIECE });
  if (!product) throw notFound("This product does not exist.");
  const [audience, history] = await Promise.all([
    prisma.newsletterSubscriber.count({ where: CONSENTING }),
    announcementHistory(productId, query),
  ]);
  return {
    piece: announcedPiece(product),
    live: isLive(product) && !product.isSold,
    draft: draftAnnouncement(product),
    audience,
    history,
  };
}

const newestSendFirst = keyset<
  Pick<Announcement, "id">,
  Prisma.AnnouncementWhereInput,
  Prisma.AnnouncementOrderByWithRelationInput
>([{ field: "id", kind: "int", descending: true }]);

/** A page of a piece's announcements, newest first, with how far each one's sending has got. */
async function announcementHistory(productId: number, query: URLSearchParams) {
  const where = { productId };
  const [page, total] = await Promise.all([
    newestSendFirst.page(query, (window) =>
      prisma.announcement.findMany({
        ...window,
        where: { AND: [where, window.where] },
        select: { id: true, createdAt: true, subject: true, recipients: true },
      }),
    ),
    prisma.announcement.count({ where }),
  ]);
  const sent = await prisma.mailOutbox.groupBy({
    by: ["announcementId"],
    where: { announcementId: { in: page.rows.map((send) => send.id) }, status: "sent" },
    _count: true,
  });
  const sentOf = new Map(sent.map((row) => [row.announcementId, row._count]));
  return { ...page, rows: page.rows.map((send) => ({ ...send, sent: sentOf.get(send.id) ?? 0 })), total };
}

/** The latest announcement (when, to how many) of each of these products, for a page of the product list. */
export async function listLastAnnouncements(productIds: number[]) {
  // The announcements of one page's pieces (50), each told once or a few times.
  const rows = await prisma.announcement.findMany({
    where: { productId: { in: productIds } },
    orderBy: { id: "asc" },
    select: { productId: true, createdAt: true, recipients: true },
  });
  return Object.fromEntries(
    rows.map((row) => [row.productId, { createdAt: row.createdAt, recipients: row.recipients }]),
  );
}

type Db = Pick<typeof prisma, "product" | "announcement" | "newsletterSubscriber">;

/**
 * Refuses an announcement that may not go (a piece gone, sold or hidden; one announced before
 * without "Announce again"; nobody to tell); otherwise answers the piece and how many will get it.
 */
async function checkAnnouncement(db: Db, productId: number, announceAgain: boolean) {
  const product = await db.product.findUnique({ where: { id: productId }, select: PIECE });
  if (!product) throw notFound("This product does not exist.");
  if (!isLive(product) || product.isSold) throw conflict(NOT_LIVE_MESSAGE);
  const before = await db.announcement.count({ where: { productId } });
  // Told at the box she has to tick, so the page can show it there.
  if (before > 0 && !announceAgain) {
    throw new AppError(409, ANNOUNCE_AGAIN_MESSAGE, { announceAgain: [ANNOUNCE_AGAIN_MESSAGE] });
  }
  const recipients = await db.newsletterSubscriber.count({ where: CONSENTING });
  if (recipients === 0) throw conflict(NO_SUBSCRIBERS_MESSAGE);
  return { product, recipients };
}

/** How many subscribers the announcement would go to, once it is sure it may go: the question's N. */
export async function countAnnouncementAudience(productId: number, announceAgain: boolean) {
  return (await checkAnnouncement(prisma, productId, announceAgain)).recipients;
}

/**
 * Queues the announcement for every confirmed subscriber. The product row is locked first, so two
 * posts at once (a double click, two instances) still ask before a second announcement.
 */
export async function announceProduct(productId: number, input: Omit<AnnouncementInput, "intent">) {
  const { brandName } = await getSiteSettings();
  return prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${productId} FOR UPDATE`;
      const { product } = await checkAnnouncement(tx, productId, input.announceAgain);
      const announcement = await queueAnnouncement(tx, product, input, brandName);
      if (announcement.recipients === 0) throw conflict(NO_SUBSCRIBERS_MESSAGE);
      return announcement;
    },
    { timeout: QUEUEING_TIMEOUT_MS },
  );
}

/**
 * Tens of thousands of rows are written in one transaction, so an announcement is all queued or
 * not at all; one statement writes them (docs/performance.md, "Years of trade").
 */
const QUEUEING_TIMEOUT_MS = 5 * 60_000;

/**
 * Records the announcement, with its mail written once (decision 345), and one outbox row per
 * confirmed subscriber, inside the caller's transaction. A row holds only who gets it: one
 * INSERT ... SELECT writes them all in the database, oldest subscriber first, so neither the time
 * nor the memory of the app grows with the list; the outbox makes each one's copy as it sends it.
 */
async function queueAnnouncement(
  tx: Prisma.TransactionClient,
  product: Piece,
  input: { subject: string; text: string },
  brandName: string,
) {
  const piece = announcedPiece(product);
  const announcement = await tx.announcement.create({
    data: {
      productId: product.id,
      subject: input.subject,
      text: input.text,
      mailText: announcementText(input.text, piece, UNSUBSCRIBE_MARK),
      mailHtml: announcementHtml(brandName, input.text, piece, UNSUBSCRIBE_MARK),
      recipients: 0,
    },
  });
  const now = new Date();
  // CONSENTING, in SQL: confirmed and not unsubscribed.
  const recipients = await tx.$executeRaw`
    INSERT INTO "MailOutbox" ("to", subject, bulk, "announcementId", "subscriberId",
      "nextAttemptAt", "retryFrom", "createdAt", "updatedAt")
    SELECT email, ${input.subject}, true, ${announcement.id}, id, ${now}, ${now}, ${now}, ${now}
    FROM "NewsletterSubscriber"
    WHERE "confirmedAt" IS NOT NULL AND "unsubscribedAt" IS NULL
    ORDER BY id`;
  console.log(
    `Announcement ${announcement.id} of product ${product.id} queued for ${recipients} subscriber(s).`,
  );
  return tx.announcement.update({ where: { id: announcement.id }, data: { recipients } });
}

/**
 * The release job's side of a drop: each piece whose minute has come and that the owner chose to
 * announce is claimed by one conditional UPDATE (so with any number of instances exactly one queues
 * it) and announced in the same transaction, with the words drafted from the piece. A piece sold or
 * hidden by then is claimed and left unannounced. Answers the announcements queued.
 */
export async function announceReleasedPieces(now = new Date()) {
  // The pieces whose drop minute has come and are not yet announced: one drop's pieces at most.
  const due = await prisma.product.findMany({
    where: { ...liveWhere(now), announceAtRelease: true, releaseAnnouncedAt: null, goesLiveAt: { lte: now } },
    select: { id: true },
  });
  if (due.length === 0) return [];
  const { brandName } = await getSiteSettings();
  const queued = [];
  for (const { id } of due) {
    const announcement = await prisma.$transaction(
      async (tx) => {
        const claimed = await tx.product.updateMany({
          where: { id, ...liveWhere(now), announceAtRelease: true, releaseAnnouncedAt: null },
          data: { releaseAnnouncedAt: now },
        });
        if (claimed.count === 0) return null;
        const product = await tx.product.findUniqueOrThrow({ where: { id }, select: PIECE });
        if (product.isSold) return null;
        return queueAnnouncement(tx, product, draftAnnouncement(product), brandName);
      },
      { timeout: QUEUEING_TIMEOUT_MS },
    );
    if (announcement) queued.push(announcement);
  }
  return queued;
}
