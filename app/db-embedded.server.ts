// Prisma's adapter for the embedded database: PGlite in this very process (pglite-prisma-adapter),
// no socket between them. PGlite runs one query or one transaction at a time, in order, so
// concurrent requests queue instead of mixing their protocol messages (decision 060).
import type { PGlite } from "@electric-sql/pglite";
import type { PrismaClient } from "@prisma/client";
import { PrismaPGlite } from "pglite-prisma-adapter";

type Adapter = Awaited<ReturnType<PrismaPGlite["connect"]>>;
type Queryable = Pick<Adapter, "queryRaw" | "executeRaw">;

interface PostgresCause {
  kind: string;
  code?: string;
  message?: string;
  detail?: string;
  column?: string;
}

/**
 * The error kinds @prisma/adapter-pg gives these PostgreSQL codes, which Prisma turns into P2002,
 * P2011, P2003 and P2034; pglite-prisma-adapter leaves them all as a generic "postgres" error.
 */
function asAdapterPg(cause: PostgresCause) {
  if (cause.kind !== "postgres") return cause;
  const fields = cause.detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(", ");
  const original = { originalCode: cause.code, originalMessage: cause.message };
  switch (cause.code) {
    case "23505":
      return { ...original, kind: "UniqueConstraintViolation", constraint: fields && { fields } };
    case "23502":
      return { ...original, kind: "NullConstraintViolation", constraint: fields && { fields } };
    case "23503":
      return {
        ...original,
        kind: "ForeignKeyConstraintViolation",
        constraint: cause.column ? { fields: [cause.column] } : undefined,
      };
    case "40001":
      return { ...original, kind: "TransactionWriteConflict" };
    default:
      return cause;
  }
}

function namingErrors<T extends Queryable>(queryable: T): T {
  const rename = (error: unknown) => {
    const cause = (error as { cause?: PostgresCause })?.cause;
    if (error instanceof Error && error.name === "DriverAdapterError" && cause)
      error.cause = asAdapterPg(cause);
    return error;
  };
  const { queryRaw, executeRaw } = queryable;
  queryable.queryRaw = (query) =>
    queryRaw.call(queryable, query).catch((error) => Promise.reject(rename(error)));
  queryable.executeRaw = (query) =>
    executeRaw.call(queryable, query).catch((error) => Promise.reject(rename(error)));
  return queryable;
}

class EmbeddedAdapterFactory extends PrismaPGlite {
  async connect() {
    const adapter = namingErrors(await super.connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => namingErrors(await startTransaction(isolationLevel));
    return adapter;
  }
}

type PrismaAdapter = NonNullable<NonNullable<ConstructorParameters<typeof PrismaClient>[0]>["adapter"]>;

// The adapter is typed against driver-adapter-utils 6.10, whose query argument types predate 6.19's;
// it reads only the values, and the schema has none (bytes, decimals, JSON, lists) needing the types.
export const embeddedAdapter = (db: PGlite) => new EmbeddedAdapterFactory(db) as unknown as PrismaAdapter;
