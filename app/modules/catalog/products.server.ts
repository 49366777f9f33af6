// Products: the public shop sees live pieces only (hidden drafts and drops whose minute has not come
// never leave the server, except a drop's "Coming" page); the owner sees everything. Being live is
// a condition on the time in every query, so a drop has nothing to flip at its minute (decision 240). Of checkout's hold only `beingPurchased` leaves the server: whether someone is
// paying for the piece right now (decision 070), computed at read so an ended hold shows at once.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { addInOrder, reorder } from "~/modules/ordering/ordering.server";
import type { ReorderItems } from "~/modules/ordering/schema";
import { badRequest, conflict, notFound } from "~/utils/errors";
import { CATEGORIES, type ProductInput, type ProductUpdate } from "./schema";
import { formatStudioTime } from "~/utils/studio-time";
import { prepareVariants } from "~/modules/media/variants.server";
import { requireStoredUploads } from "~/modules/media/stored-uploads.server";
import { EXTRA_IMAGE_FIELDS, productImages } from "./fields";
import { createOnce, submissionKeyOf } from "~/utils/submission-key.server";

const ORDER: Prisma.ProductOrderByWithRelationInput[] = [{ displayOrder: "asc" }, { id: "asc" }];

export const PUBLIC_PRODUCT = {
  id: true,
  name: true,
  description: true,
  price: true,
  imageUrl: true,
  imageUrl2: true,
  imageUrl3: true,
  imageUrl4: true,
  imageUrl5: true,
  imageUrl6: true,
  imageUrl7: true,
  imageUrl8: true,
  imageUrl9: true,
  imageUrl10: true,
  category: true,
  available: true,
  isLimitedEdition: true,
  isSold: true,
  displayOrder: true,
  shipping: true,
  designDetails: true,
  options: true,
  dimensions: true,
  height: true,
  width: true,
  depth: true,
  features: true,
  whatsIncluded: true,
  goesLiveAt: true,
  showComing: true,
  announceAtRelease: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProductSelect;

export type Product = Prisma.ProductGetPayload<{ select: typeof PUBLIC_PRODUCT }>;

/** What a listing card needs, and no more (listings grow with the catalog). */
const PRODUCT_CARD = {
  id: true,
  name: true,
  description: true,
  price: true,
  imageUrl: true,
  category: true,
  isSold: true,
  isLimitedEdition: true,
} satisfies Prisma.ProductSelect;

/** Visible to visitors at `now`: published, and its drop's minute (if it has one) has come. */
export const liveWhere = (now = new Date()) =>
  ({
    available: true,
    OR: [{ goesLiveAt: null }, { goesLiveAt: { lte: now } }],
  }) satisfies Prisma.ProductWhereInput;

/** Published with a minute still to come: its page may say it is coming. */
export const upcomingWhere = (now = new Date()) =>
  ({ available: true, goesLiveAt: { gt: now } }) satisfies Prisma.ProductWhereInput;

/** Whether a product read with its drop fields is live for visitors at `now`. */
export const isLive = (product: { available: boolean; goesLiveAt: Date | null }, now = new Date()) =>
  product.available && (product.goesLiveAt === null || product.goesLiveAt <= now);

const HOLD = { reservedUntil: true } satisfies Prisma.ProductSelect;

function withHold<T extends { isSold: boolean; reservedUntil: Date | null }>({
  reservedUntil,
  ...product
}: T) {
  return {
    ...product,
    beingPurchased: !product.isSold && reservedUntil !== null && reservedUntil > new Date(),
  };
}

/**
 * Cards of what the shop offers (live and not sold), the first `perCategory` + 1 of each category:
 * enough for the home page to show its first pieces under every filter, and to know whether there
 * are more, however large the catalog grows.
 */
export async function listProductCardsForSale(perCategory: number) {
  const lists = await Promise.all(
    CATEGORIES.map((category) =>
      prisma.product.findMany({
        where: { ...liveWhere(), isSold: false, category },
        select: { ...PRODUCT_CARD, ...HOLD, displayOrder: true },
        orderBy: ORDER,
        take: perCategory + 1,
      }),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .map(withHold);
}

/**
 * Listing cards of the pieces live at `now` that `where` picks, in `orderBy`, at most `take`, with
 * the keys the storefront pages them by (shop-pages.server.ts).
 */
export async function findProductCards(
  {
    where,
    orderBy,
    take,
  }: { where: Prisma.ProductWhereInput; orderBy: Prisma.ProductOrderByWithRelationInput[]; take: number },
  now = new Date(),
) {
  const products = await prisma.product.findMany({
    where: { AND: [liveWhere(now), where] },
    select: { ...PRODUCT_CARD, ...HOLD, displayOrder: true, soldAt: true },
    orderBy,
    take,
  });
  return products.map(withHold);
}

/** A product as a visitor may see it: a hidden draft does not exist for them. */
export async function getLiveProduct(id: number) {
  const product = await prisma.product.findFirst({
    where: { id, ...liveWhere() },
    select: { ...PUBLIC_PRODUCT, ...HOLD },
  });
  return product && withHold(product);
}

/**
 * A product's page for a visitor: live, or a drop to come that she chose to show as coming (its
 * page then names the minute and offers no purchase). Anything else does not exist for them.
 */
export async function getVisibleProduct(id: number) {
  const now = new Date();
  const product = await prisma.product.findFirst({
    where: { id, OR: [liveWhere(now), { ...upcomingWhere(now), showComing: true }] },
    select: { ...PUBLIC_PRODUCT, ...HOLD },
  });
  return product && withHold(product);
}

export async function getProduct(id: number) {
  const product = await prisma.product.findUnique({ where: { id }, select: { ...PUBLIC_PRODUCT, ...HOLD } });
  return product && withHold(product);
}

/** A product's page as `owner` or a visitor may see it (a drop shown as coming included). */
export async function requireVisibleProduct(id: number, { owner }: { owner: boolean }) {
  const product = owner ? await getProduct(id) : await getVisibleProduct(id);
  if (!product) throw notFound("Product not found.");
  return product;
}

export async function requireProduct(id: number, { includeDrafts }: { includeDrafts: boolean }) {
  const product = includeDrafts ? await getProduct(id) : await getLiveProduct(id);
  if (!product) throw notFound("Product not found.");
  return product;
}

export const PAST_DROP_MESSAGE = "Choose a time that has not passed yet.";
export const DROP_HAPPENED_MESSAGE =
  "This piece has already gone live: its release time can no longer change.";

/**
 * A drop's time may be set or moved to a minute still ahead, and moved or cancelled only until it
 * happens. `current` is the stored time (undefined for a new product); an unchanged time passes.
 */
function checkDropChange(current: Date | null | undefined, next: Date | null | undefined, now = new Date()) {
  // Minutes, as the form shows them: an edit that leaves the minute alone changes nothing.
  const minute = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 60_000) : null);
  if (next === undefined || minute(next) === minute(current)) return;
  if (current && current <= now) throw conflict(DROP_HAPPENED_MESSAGE);
  if (next && next <= now) throw badRequest(PAST_DROP_MESSAGE, { goesLiveAt: [PAST_DROP_MESSAGE] });
}

/**
 * A drop's photos get their variants made now, as an upload's are (decision 054): photos set by
 * address, or uploaded on another instance, are then ready here too before the minute.
 */
function readyForDrop<T extends { goesLiveAt: Date | null; imageUrl: string }>(product: T) {
  if (product.goesLiveAt && product.goesLiveAt > new Date()) prepareVariants(productImages(product));
  return product;
}

/** The photos a save names, by field: each must still be stored. */
const namedPhotos = (input: ProductUpdate) =>
  Object.fromEntries(["imageUrl", ...EXTRA_IMAGE_FIELDS].map((field) => [field, input[field as "imageUrl"]]));

/** Adds a product; the same add form posted again (its `formKey`) answers the stored product. */
export async function createProduct(input: ProductInput, formKey?: string) {
  checkDropChange(undefined, input.goesLiveAt);
  await requireStoredUploads(namedPhotos(input));
  const submissionKey = submissionKeyOf(formKey, "product");
  const { row } = await createOnce(
    submissionKey,
    () =>
      addInOrder("product", input.displayOrder, (client, displayOrder) =>
        client.product.create({ data: { ...input, displayOrder, submissionKey }, select: PUBLIC_PRODUCT }),
      ),
    (key) => prisma.product.findUnique({ where: { submissionKey: key }, select: PUBLIC_PRODUCT }),
  );
  return readyForDrop(row);
}

export async function updateProduct(id: number, input: ProductUpdate) {
  const product = await requireProduct(id, { includeDrafts: true });
  checkDropChange(product.goesLiveAt, input.goesLiveAt);
  await requireStoredUploads(namedPhotos(input));
  return readyForDrop(await prisma.product.update({ where: { id }, data: input, select: PUBLIC_PRODUCT }));
}

export async function deleteProduct(id: number) {
  await requireProduct(id, { includeDrafts: true });
  await prisma.product.delete({ where: { id } });
}

export function reorderProducts(items: ReorderItems) {
  return reorder("product", items);
}

/**
 * The pieces a drop can take, in her arrangement: those not live yet (hidden drafts and drops to
 * come) and not sold. Bounded by what she has still to show, not by years of sales (decision 284).
 */
export function listPiecesNotLive(now = new Date()) {
  return prisma.product.findMany({
    where: { NOT: liveWhere(now), isSold: false },
    select: { id: true, name: true, available: true, goesLiveAt: true },
    orderBy: ORDER,
  });
}

/** Each drop still to come among `products`: its id and when it goes live, in the studio's words. */
export function dropsToCome(
  products: { id: number; available: boolean; goesLiveAt: Date | null }[],
  timeZone: string,
  now = new Date(),
) {
  return Object.fromEntries(
    products
      .filter((product) => product.available && product.goesLiveAt && product.goesLiveAt > now)
      .map((product) => [product.id, formatStudioTime(product.goesLiveAt!, timeZone)]),
  );
}

/**
 * Puts several pieces (or one) in one drop: each is published at `goesLiveAt`, hidden or shown as
 * coming until then, announced then or not. Only pieces not live yet can join: a live piece cannot
 * be taken back into a drop. Answers how many were scheduled.
 */
export async function scheduleDrop(
  ids: number[],
  drop: { goesLiveAt: Date; showComing: boolean; announceAtRelease: boolean },
) {
  const now = new Date();
  checkDropChange(null, drop.goesLiveAt, now);
  const { count } = await prisma.product.updateMany({
    where: { id: { in: ids }, NOT: liveWhere(now) },
    data: { ...drop, available: true, releaseAnnouncedAt: null },
  });
  if (count === 0) throw conflict(NOTHING_TO_DROP_MESSAGE);
  // The pieces her drop form names: as many as she ticked (200 at most, its schema says).
  const scheduled = await prisma.product.findMany({
    where: { id: { in: ids }, goesLiveAt: drop.goesLiveAt },
    select: PUBLIC_PRODUCT,
  });
  scheduled.forEach(readyForDrop);
  return count;
}

export const NOTHING_TO_DROP_MESSAGE = "None of these pieces can join a drop: they are live already.";

/** Cancels a drop before its minute: the piece goes back to a hidden draft. */
export async function cancelDrop(id: number) {
  const now = new Date();
  const product = await requireProduct(id, { includeDrafts: true });
  const { count } = await prisma.product.updateMany({
    where: { id, goesLiveAt: { gt: now } },
    data: { goesLiveAt: null, available: false, showComing: false, announceAtRelease: false },
  });
  if (count === 0) throw conflict(DROP_HAPPENED_MESSAGE);
  return product;
}

export const PRODUCT_FLAGS = ["available", "isLimitedEdition", "isSold"] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Flips one of a product's flags from the owner's list (live/draft, limited, sold). */
export async function toggleProductFlag(id: number, flag: ProductFlag) {
  const product = await requireProduct(id, { includeDrafts: true });
  return prisma.product.update({ where: { id }, data: { [flag]: !product[flag] }, select: PUBLIC_PRODUCT });
}
