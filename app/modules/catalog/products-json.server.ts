// GET /api/products's answer (docs/api.md): every product the caller may see, in display order,
// as one JSON text PostgreSQL builds from one query of the fields it answers (decision 284). The
// rows never become JavaScript objects: thousands of pieces cost the server one string.
import { Prisma } from "@prisma/client";
import { prisma } from "~/db.server";
import { PUBLIC_PRODUCT, type Product } from "./products.server";

type DateField = { [K in keyof Product]-?: NonNullable<Product[K]> extends Date ? K : never }[keyof Product];

/** Every date of a product (the type refuses a list that misses one), written as JSON writes a Date. */
const DATE_FIELDS: Record<DateField, true> = { goesLiveAt: true, createdAt: true, updatedAt: true };

const COLUMNS = Prisma.raw(
  Object.keys(PUBLIC_PRODUCT)
    .map((field) =>
      field in DATE_FIELDS
        ? // Stored in UTC without a zone: the ISO 8601 text of JSON.stringify, milliseconds and "Z".
          `to_char("${field}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${field}"`
        : `"${field}"`,
    )
    .join(", "),
);

/** The JSON array of the live products (sold ones flagged), or of every product for the owner. */
export async function productsJson({ owner }: { owner: boolean }, now = new Date()) {
  const live = owner
    ? Prisma.sql`true`
    : Prisma.sql`"available" AND ("goesLiveAt" IS NULL OR "goesLiveAt" <= ${now})`;
  const [{ json }] = await prisma.$queryRaw<{ json: string }[]>`
    SELECT coalesce(json_agg(p ORDER BY p."displayOrder", p."id"), '[]')::text AS json
    FROM (
      SELECT ${COLUMNS},
        -- Someone is paying for it right now (decision 070): its hold has not ended.
        NOT "isSold" AND coalesce("reservedUntil" > ${now}, false) AS "beingPurchased"
      FROM "Product" WHERE ${live}
    ) p`;
  return json;
}
