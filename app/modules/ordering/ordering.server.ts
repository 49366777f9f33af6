// Display order of the owner's lists (products, gallery, scrolling images): adding at the end, one
// add at a time per list, and reordering all positions in one transaction so an unknown id changes
// nothing (decision 233).
import type { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { notFound } from "~/utils/errors";
import type { MoveDirection, ReorderItems } from "./schema";

export type OrderedTable = "product" | "galleryItem" | "scrollingImage";

interface OrderedDelegate {
  count(args: { where: { id: { in: number[] } } }): Promise<number>;
  findMany(args: {
    where?: { id: { in: number[] } } | Arranged;
    select: { id: true; displayOrder?: true };
    orderBy?: { displayOrder?: "asc"; id?: "asc" }[];
  }): Promise<{ id: number; displayOrder: number }[]>;
  update(args: { where: { id: number }; data: { displayOrder: number } }): Promise<unknown>;
  aggregate(args: { _max: { displayOrder: true } }): Promise<{ _max: { displayOrder: number | null } }>;
}

type Client = Pick<typeof prisma, OrderedTable>;

/**
 * The rows she arranges: every gallery item and scrolling image, and the pieces a visitor may see
 * in order (live, drafts, scheduled). A sold piece leaves the arrangement (decision 281).
 */
const ARRANGED = { product: { isSold: false }, galleryItem: {}, scrollingImage: {} } as const;
type Arranged = (typeof ARRANGED)[OrderedTable];
const delegate = (client: Client, table: OrderedTable) => client[table] as unknown as OrderedDelegate;

/**
 * Stores a new row of `table` through `insert`: at `displayOrder` when the caller names one, else
 * last (max + 1, or 0 for an empty list). The last position is read and the row inserted in one
 * transaction holding the list's advisory lock, so adds that race queue behind each other and each
 * sees the row before it: two rows added last never share a position.
 */
export async function addInOrder<Row>(
  table: OrderedTable,
  displayOrder: number | undefined,
  insert: (client: Prisma.TransactionClient, displayOrder: number) => Promise<Row>,
): Promise<Row> {
  if (displayOrder !== undefined) return insert(prisma, displayOrder);
  return inListLock(table, async (tx) => {
    const { _max } = await delegate(tx, table).aggregate({ _max: { displayOrder: true } });
    return insert(tx, _max.displayOrder === null ? 0 : _max.displayOrder + 1);
  });
}

/** Runs `change` in a transaction holding the list's advisory lock: changes of its order queue. */
function inListLock<Result>(table: OrderedTable, change: (tx: Prisma.TransactionClient) => Promise<Result>) {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`display-order:${table}`}))`;
      return change(tx);
    },
    // Changes wait their turn: a burst of them must not time out while the lock passes along.
    { maxWait: 10_000, timeout: 15_000 },
  );
}

/**
 * The arrangement in its order, each row with its stored position, read whole on purpose: a move
 * renumbers it whole (decision 233). Its size is what a visitor sees in order, not years of trade:
 * pieces not sold (sold ones leave it, decision 281), the strip's dozen images, the gallery's items
 * (hundreds at most); two integers a row.
 */
function readArrangement(tx: Prisma.TransactionClient, table: OrderedTable) {
  return delegate(tx, table).findMany({
    where: ARRANGED[table],
    select: { id: true, displayOrder: true },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
}

/** Numbers the arrangement 0..n-1 in the order `ids` gives, writing only the rows that move. */
async function renumber(
  tx: Prisma.TransactionClient,
  table: OrderedTable,
  rows: { id: number; displayOrder: number }[],
  ids: number[],
) {
  const stored = new Map(rows.map((row) => [row.id, row.displayOrder]));
  for (const [displayOrder, id] of ids.entries()) {
    if (stored.get(id) !== displayOrder)
      await delegate(tx, table).update({ where: { id }, data: { displayOrder } });
  }
}

export async function reorder(table: OrderedTable, items: ReorderItems) {
  await prisma.$transaction(async (tx) => {
    const ids = items.map((item) => item.id);
    // The rows the request names, no more (the schema takes at most 1,000).
    const found = await delegate(tx, table).findMany({ where: { id: { in: ids } }, select: { id: true } });
    if (found.length !== ids.length) {
      const known = new Set(found.map((row) => row.id));
      throw notFound(`Unknown id: ${ids.filter((id) => !known.has(id)).join(", ")}. Nothing was reordered.`);
    }
    for (const item of items) {
      await delegate(tx, table).update({ where: { id: item.id }, data: { displayOrder: item.displayOrder } });
    }
  });
}

/**
 * Moves one item a step up or down, or to the top (the owner's move buttons, which work without
 * JavaScript), within the whole arrangement whatever page shows it: the first row of a page goes
 * up onto the page before. The first cannot go up, nor the last down.
 */
export async function moveItem(table: OrderedTable, id: number, direction: MoveDirection) {
  return inListLock(table, async (tx) => {
    const rows = await readArrangement(tx, table);
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(id);
    if (from === -1) throw notFound();
    const to = direction === "top" ? 0 : direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length || to === from) return false;
    ids.splice(to, 0, ...ids.splice(from, 1));
    await renumber(tx, table, rows, ids);
    return true;
  });
}

/**
 * A dragged page of the arrangement: the rows posted take the places the same rows held, in the
 * posted order, and every other row keeps its place (a page reorders itself, not the pages around
 * it). With the whole list posted, that is the whole list in the posted order. An id not in the
 * arrangement changes nothing.
 */
export async function arrangeInPlace(table: OrderedTable, posted: number[]) {
  await inListLock(table, async (tx) => {
    const rows = await readArrangement(tx, table);
    const known = new Set(rows.map((row) => row.id));
    const unknown = posted.filter((id) => !known.has(id));
    if (unknown.length > 0) throw notFound(`Unknown id: ${unknown.join(", ")}. Nothing was reordered.`);
    const moving = new Set(posted);
    let next = 0;
    const ids = rows.map((row) => (moving.has(row.id) ? posted[next++] : row.id));
    await renumber(tx, table, rows, ids);
  });
}
