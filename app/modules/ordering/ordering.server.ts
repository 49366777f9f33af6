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
    where?: { id: { in: number[] } };
    select: { id: true };
    orderBy?: { displayOrder?: "asc"; id?: "asc" }[];
  }): Promise<{ id: number }[]>;
  update(args: { where: { id: number }; data: { displayOrder: number } }): Promise<unknown>;
  aggregate(args: { _max: { displayOrder: true } }): Promise<{ _max: { displayOrder: number | null } }>;
}

type Client = Pick<typeof prisma, OrderedTable>;
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
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`display-order:${table}`}))`;
      const { _max } = await delegate(tx, table).aggregate({ _max: { displayOrder: true } });
      return insert(tx, _max.displayOrder === null ? 0 : _max.displayOrder + 1);
    },
    // Adds wait their turn: a burst of them must not time out while the lock passes along.
    { maxWait: 10_000, timeout: 15_000 },
  );
}

export async function reorder(table: OrderedTable, items: ReorderItems) {
  await prisma.$transaction(async (tx) => {
    const ids = items.map((item) => item.id);
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
 * JavaScript): the whole list is renumbered 0..n-1 in its new order. The first cannot go up, nor
 * the last down.
 */
export async function moveItem(table: OrderedTable, id: number, direction: MoveDirection) {
  const rows = await delegate(prisma, table).findMany({
    select: { id: true },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
  const ids = rows.map((row) => row.id);
  const from = ids.indexOf(id);
  if (from === -1) throw notFound();
  const to = direction === "top" ? 0 : direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length || to === from) return false;
  ids.splice(to, 0, ...ids.splice(from, 1));
  await reorder(
    table,
    ids.map((itemId, displayOrder) => ({ id: itemId, displayOrder })),
  );
  return true;
}
