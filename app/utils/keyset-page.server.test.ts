import { describe, expect, it } from "vitest";
import { keyset, type PageWindow } from "./keyset-page.server";
import { firstPageHref, pageHref } from "./keyset-page";

interface Row {
  id: number;
  createdAt: Date;
  name: string;
}

type Where = Record<string, unknown>;
type OrderBy = Record<string, "asc" | "desc">;
const newestFirst = keyset<Row, Where, OrderBy>([
  { field: "createdAt", kind: "date", descending: true },
  { field: "id", kind: "int", descending: true },
]);

/** Whether `row` meets a Prisma-style condition of the kind a window holds. */
function matches(row: Row, where: Where): boolean {
  return Object.entries(where).every(([name, condition]) => {
    if (name === "AND") return (condition as Where[]).every((part) => matches(row, part));
    if (name === "OR") return (condition as Where[]).some((part) => matches(row, part));
    const value = +row[name as keyof Row];
    if (typeof condition !== "object" || condition instanceof Date) return value === +(condition as Date);
    const [[operator, bound]] = Object.entries(condition as Record<string, Date | number>);
    const limit = +bound;
    return { gt: value > limit, gte: value >= limit, lt: value < limit, lte: value <= limit }[operator]!;
  });
}

/** An in-memory table read the way Prisma would read it with the window. */
function table(rows: Row[]) {
  return async ({ where, orderBy, take }: PageWindow<Where, OrderBy>) =>
    rows
      .filter((row) => matches(row, where))
      .sort((a, b) => {
        for (const order of orderBy) {
          const [[field, direction]] = Object.entries(order);
          const difference = +a[field as keyof Row] - +b[field as keyof Row];
          if (difference !== 0) return direction === "asc" ? difference : -difference;
        }
        return 0;
      })
      .slice(0, take);
}

/** 7 rows, two of each minute (so the id breaks ties), newest first: ids 7, 6, 5 … 1. */
const minute = (n: number) => new Date(Date.UTC(2026, 10, 28, 12, n));
const rows: Row[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
  id,
  createdAt: minute(Math.ceil(id / 2)),
  name: `r${id}`,
}));
const ids = (page: { rows: Row[] }) => page.rows.map((row) => row.id);
const query = (search = "") => new URLSearchParams(search);

describe("keyset paging", () => {
  it("walks every row once forward and back again, ties broken by the id", async () => {
    const find = table(rows);
    const first = await newestFirst.page(query(), find, { size: 3 });
    expect(ids(first)).toEqual([7, 6, 5]);
    expect(first.previous).toBeNull();
    const second = await newestFirst.page(query(`after=${first.next}`), find, { size: 3 });
    expect(ids(second)).toEqual([4, 3, 2]);
    const third = await newestFirst.page(query(`after=${second.next}`), find, { size: 3 });
    expect(ids(third)).toEqual([1]);
    expect(third.next).toBeNull();
    const back = await newestFirst.page(query(`before=${third.previous}`), find, { size: 3 });
    expect(ids(back)).toEqual([4, 3, 2]);
    expect(back.next).not.toBeNull();
  });

  it("reads a named list's own cursor and leaves the plain one to another list", async () => {
    const find = table(rows);
    const cursor = newestFirst.encode(rows[5]);
    const named = await newestFirst.page(query(`after=${cursor}`), find, { size: 3, list: "a" });
    expect(named.previous).toBeNull();
    const moved = await newestFirst.page(query(`a-after=${cursor}`), find, { size: 3, list: "a" });
    expect(ids(moved)).toEqual(ids(await newestFirst.page(query(`after=${cursor}`), find, { size: 3 })));
    expect(moved.previous).not.toBeNull();
  });

  it("gives the first page, full, when Previous reaches the start", async () => {
    const find = table(rows);
    const second = await newestFirst.page(query(`after=${newestFirst.encode(rows[5])}`), find, { size: 3 });
    expect(ids(second)).toEqual([5, 4, 3]);
    const back = await newestFirst.page(query(`before=${second.previous}`), find, { size: 3 });
    expect(ids(back)).toEqual([7, 6, 5]);
    expect(back.previous).toBeNull();
  });

  it("ends exactly at a page's edge without an empty page after it", async () => {
    const page = await newestFirst.page(query(), table(rows.slice(0, 6)), { size: 3 });
    const last = await newestFirst.page(query(`after=${page.next}`), table(rows.slice(0, 6)), { size: 3 });
    expect(ids(last)).toEqual([3, 2, 1]);
    expect(last.next).toBeNull();
  });

  it("opens the page that ends with a given row, or the first page when it holds the row", async () => {
    const find = table(rows);
    const ending = await newestFirst.page(query(`before=${newestFirst.through(rows[1])}`), find, { size: 3 });
    expect(ids(ending)).toEqual([4, 3, 2]);
    expect(ending.next).not.toBeNull();
    const early = await newestFirst.page(query(`before=${newestFirst.through(rows[5])}`), find, { size: 3 });
    expect(ids(early)).toEqual([7, 6, 5]);
  });

  it("answers the first page for a cursor it did not write", async () => {
    const find = table(rows);
    const garbage = [
      "%%%",
      "bm90IGpzb24",
      Buffer.from("[1]").toString("base64url"),
      Buffer.from('["yesterday", 3]').toString("base64url"),
      Buffer.from('["2026-11-28T12:00:00.000Z", 1.5]').toString("base64url"),
      Buffer.from('{"createdAt": 1}').toString("base64url"),
    ];
    for (const cursor of garbage) {
      expect(newestFirst.decode(cursor)).toBeNull();
      for (const direction of ["after", "before"])
        expect(ids(await newestFirst.page(query(`${direction}=${cursor}`), find, { size: 3 }))).toEqual([
          7, 6, 5,
        ]);
    }
  });

  it("gives the first page for a cursor past the last row", async () => {
    const past = newestFirst.encode({ id: 0, createdAt: minute(0), name: "gone" });
    expect(ids(await newestFirst.page(query(`after=${past}`), table(rows), { size: 3 }))).toEqual([7, 6, 5]);
  });

  it("seeks with the first field's bound repeated alone, for the index", () => {
    const key = newestFirst.decode(newestFirst.encode(rows[2]))!;
    expect(newestFirst.window({ key, forward: true }, 4)).toEqual({
      where: {
        AND: [
          { createdAt: { lte: minute(2) } },
          { OR: [{ createdAt: { lt: minute(2) } }, { createdAt: minute(2), id: { lt: 3 } }] },
        ],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 4,
    });
    expect(newestFirst.window({ key, forward: false }, 4).orderBy).toEqual([
      { createdAt: "asc" },
      { id: "asc" },
    ]);
  });
});

describe("page links", () => {
  it("keep the filters and replace the cursor", () => {
    expect(pageHref("?q=silk&state=sold&after=abc", "before", "xyz")).toBe("?q=silk&state=sold&before=xyz");
    expect(pageHref("", "after", "a b")).toBe("?after=a+b");
    expect(firstPageHref("?before=xyz&q=silk")).toBe("?q=silk");
    expect(firstPageHref("?after=xyz")).toBe("?");
  });

  it("of one of two lists on a page move that list's cursor and keep the other's", () => {
    expect(pageHref("?show=archived&a-after=x&b-after=y", "before", "z", "a")).toBe(
      "?show=archived&b-after=y&a-before=z",
    );
    expect(firstPageHref("?a-before=x&b-after=y", "b")).toBe("?a-before=x");
  });
});
