// Keyset ("after this row") paging for every long list: a page is the rows after, or before, one
// row's sort key, which an index finds directly, so the hundredth page costs what the first does
// and a row added while she pages neither repeats nor hides a row (OFFSET would do both).
// A list names its sort fields, the last one unique (the id); the cursor is that key of a page's
// edge row, base64url JSON, checked by a zod schema built from the fields on the way back in.
import { z } from "zod";
import { cursorParams, type KeysetPage } from "./keyset-page";

/** About one screenful on a phone, and small enough that every list page stays a few dozen KB. */
export const PAGE_SIZE = 50;

/** A sort field: a non-null column of the row, and whether the list shows it high to low. */
export interface SortField<Name extends string> {
  field: Name;
  kind: "int" | "date" | "text";
  descending?: boolean;
}

type KeyValue = number | string | Date;

const kindSchemas = {
  int: z.number().int().safe(),
  // The JSON of a Date: its ISO text. A free-form date string would reach SQL as Invalid Date.
  date: z.string().datetime().pipe(z.coerce.date()),
  text: z.string().max(1000),
} satisfies Record<SortField<string>["kind"], z.ZodType<KeyValue, z.ZodTypeDef, unknown>>;

/** Which rows a page query asks for, and how Prisma is to fetch them. */
export interface PageWindow<Where, OrderBy> {
  /** The rows past the cursor (an empty condition for the first page). */
  where: Where;
  orderBy: OrderBy[];
  take: number;
}

/**
 * A list's keyset: its sort fields, with `Where` and `OrderBy` its model's Prisma input types, so
 * the window drops straight into `findMany`. Build it once per list at module level.
 */
export function keyset<Row, Where, OrderBy>(fields: readonly SortField<keyof Row & string>[]) {
  const keySchema = z
    .array(z.unknown())
    .length(fields.length)
    .transform((values, context) =>
      fields.map((field, index) => {
        const parsed = kindSchemas[field.kind].safeParse(values[index]);
        if (!parsed.success) context.addIssue({ code: "custom", message: "Not a cursor of this list." });
        return parsed.data as KeyValue;
      }),
    );

  const keyOf = (row: Row) => fields.map((field) => row[field.field] as KeyValue);

  const encode = (row: Row) => Buffer.from(JSON.stringify(keyOf(row))).toString("base64url");

  /** The key a cursor names, or null for one this list did not write (garbage, tampered, old). */
  function decode(cursor: string): KeyValue[] | null {
    try {
      const parsed = keySchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * The window of `take` rows past `key` reading forward (the list's own order) or backward.
   * Each field's comparison flips with its own direction: rows after (a, b) are a past A, or a
   * equal to A and b past B. The first field's bound is repeated alone so PostgreSQL can start
   * the index scan at the cursor instead of filtering every row before it.
   */
  function window(
    seek: { key: KeyValue[]; forward: boolean } | null,
    take: number,
  ): PageWindow<Where, OrderBy> {
    const ascending = (field: SortField<string>) => !field.descending === (seek?.forward ?? true);
    const orderBy = fields.map((field) => ({ [field.field]: ascending(field) ? "asc" : "desc" }));
    if (!seek) return { where: {} as Where, orderBy: orderBy as OrderBy[], take };
    const past = (index: number) => ({ [ascending(fields[index]) ? "gt" : "lt"]: seek.key[index] });
    const branches = fields.map((field, index) => ({
      ...Object.fromEntries(fields.slice(0, index).map((before, i) => [before.field, seek.key[i]])),
      [field.field]: past(index),
    }));
    const first = fields[0];
    const start = { [first.field]: { [ascending(first) ? "gte" : "lte"]: seek.key[0] } };
    return { where: { AND: [start, { OR: branches }] } as Where, orderBy: orderBy as OrderBy[], take };
  }

  /** What a page's query asks for: rows before or after a row's key, or (null) the first page. */
  function seekOf(query: URLSearchParams, list?: string) {
    const names = cursorParams(list);
    const before = query.get(names.before);
    const cursor = before ?? query.get(names.after);
    const key = cursor === null ? null : decode(cursor);
    return key && { key, forward: before === null };
  }

  /**
   * The page the query asks for. `find` runs one `findMany` with the window (joined by the caller
   * to the list's filters). A cursor that does not decode, a page past the last row and a
   * Previous that reaches the start all give the first page, full, rather than a short or empty one.
   * `list` names the cursor's parameters where a page shows more than one list (`cursorParams`).
   */
  async function page<Found extends Row>(
    query: URLSearchParams,
    find: (window: PageWindow<Where, OrderBy>) => Promise<Found[]>,
    { size = PAGE_SIZE, list }: { size?: number; list?: string } = {},
  ): Promise<KeysetPage<Found>> {
    const seek = seekOf(query, list);
    if (seek) {
      const found = await find(window(seek, size + 1));
      const more = found.length > size;
      const rows = found.slice(0, size);
      // A page that starts past a row always has one before it; a page read backward that found
      // more than a page has rows before it too, and the cursor's own row after it.
      if (seek.forward && rows.length > 0)
        return { rows, previous: encode(rows[0]), next: more ? encode(rows[rows.length - 1]) : null };
      if (!seek.forward && more) {
        rows.reverse();
        return { rows, previous: encode(rows[0]), next: encode(rows[rows.length - 1]) };
      }
    }
    const found = await find(window(null, size + 1));
    const rows = found.slice(0, size);
    return { rows, previous: null, next: found.length > size ? encode(rows[rows.length - 1]) : null };
  }

  /**
   * The cursor of the page that ends with `row`: read backward from a key one step past it (its
   * unique last field moved by one in the list's direction), so the row itself is the page's last.
   * With fewer than a page before it, the first page, which holds it.
   */
  function through(row: Row) {
    const key = keyOf(row);
    const last = fields[fields.length - 1];
    key[key.length - 1] = (key[key.length - 1] as number) + (last.descending ? -1 : 1);
    return Buffer.from(JSON.stringify(key)).toString("base64url");
  }

  return { page, window, decode, encode, through };
}
