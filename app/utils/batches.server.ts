// Reading a whole table without holding it: rows come in batches by key, newest first, each batch
// asked for "older than the last row read", so memory stays one batch whatever the table's size.

/** How many rows an export or a queueing job holds at once. */
export const BATCH_SIZE = 500;

/**
 * Yields the rows `read` answers, batch by batch, newest (highest id) first: `read` gets the id the
 * next batch must stay below (none for the first) and how many to take, and orders by id descending.
 */
export async function* batchesByIdDescending<Row extends { id: number }>(
  read: (below: { id?: { lt: number } }, take: number) => Promise<Row[]>,
  size = BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let below: { id?: { lt: number } } = {};
  for (;;) {
    const rows = await read(below, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    below = { id: { lt: rows[rows.length - 1].id } };
  }
}
