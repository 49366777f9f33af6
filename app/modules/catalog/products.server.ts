// Products: the public shop sees live pieces only (hidden drafts never leave the server); the owner
// sees everything. Of checkout's hold only `beingPurchased` leaves the server: whether someone is
// paying for the piece right now (decision 070), computed at read so an ended hold shows at once.
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { addInOrder, reorder } from "~/modules/ordering/ordering.server";
import type { ReorderItems } from "~/modules/ordering/schema";
import { notFound } from "~/utils/errors";
import { CATEGORIES, type Category, type ProductInput, type ProductUpdate } from "./schema";

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

/** Live products (sold ones included, flagged), optionally of one category. */
export async function listLiveProducts(category?: Category) {
  const products = await prisma.product.findMany({
    where: { available: true, category },
    select: { ...PUBLIC_PRODUCT, ...HOLD },
    orderBy: ORDER,
  });
  return products.map(withHold);
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
        where: { available: true, isSold: false, category },
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

/** Cards of a category's live pieces, sold ones included (they show SOLD). */
export async function listLiveProductCards(category?: Category) {
  const products = await prisma.product.findMany({
    where: { available: true, category },
    select: { ...PRODUCT_CARD, ...HOLD },
    orderBy: ORDER,
  });
  return products.map(withHold);
}

export async function listAllProducts() {
  const products = await prisma.product.findMany({ select: { ...PUBLIC_PRODUCT, ...HOLD }, orderBy: ORDER });
  return products.map(withHold);
}

/** A product as a visitor may see it: a hidden draft does not exist for them. */
export async function getLiveProduct(id: number) {
  const product = await prisma.product.findFirst({
    where: { id, available: true },
    select: { ...PUBLIC_PRODUCT, ...HOLD },
  });
  return product && withHold(product);
}

export async function getProduct(id: number) {
  const product = await prisma.product.findUnique({ where: { id }, select: { ...PUBLIC_PRODUCT, ...HOLD } });
  return product && withHold(product);
}

export async function requireProduct(id: number, { includeDrafts }: { includeDrafts: boolean }) {
  const product = includeDrafts ? await getProduct(id) : await getLiveProduct(id);
  if (!product) throw notFound("Product not found.");
  return product;
}

export function createProduct(input: ProductInput) {
  return addInOrder("product", input.displayOrder, (client, displayOrder) =>
    client.product.create({ data: { ...input, displayOrder }, select: PUBLIC_PRODUCT }),
  );
}

export async function updateProduct(id: number, input: ProductUpdate) {
  await requireProduct(id, { includeDrafts: true });
  return prisma.product.update({ where: { id }, data: input, select: PUBLIC_PRODUCT });
}

export async function deleteProduct(id: number) {
  await requireProduct(id, { includeDrafts: true });
  await prisma.product.delete({ where: { id } });
}

export function reorderProducts(items: ReorderItems) {
  return reorder("product", items);
}

export const PRODUCT_FLAGS = ["available", "isLimitedEdition", "isSold"] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Flips one of a product's flags from the owner's list (live/draft, limited, sold). */
export async function toggleProductFlag(id: number, flag: ProductFlag) {
  const product = await requireProduct(id, { includeDrafts: true });
  return prisma.product.update({ where: { id }, data: { [flag]: !product[flag] }, select: PUBLIC_PRODUCT });
}
