// Opens a copy of the embedded database in a child process and answers its queries (decision 350):
// the copy's recovery and reads never hold up the server's requests, and its WebAssembly memory
// is the child's, given back to the system when it exits. Plain, erasable TypeScript with no
// project imports: Node runs this source as it is in development and tests, and
// scripts/build-server.js bundles it to build/embedded-copy-child.js for production.
import { PGlite } from "@electric-sql/pglite";
// The extensions of PGLITE_EXTENSIONS (app/utils/pglite-extensions.ts), imported from the package: in
// tests Node runs this file as it is, and resolves neither "~/" nor a path without its extension.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export interface CopyQuery {
  id: number;
  text: string;
  params?: unknown[];
}

/** The opening is answered as query 0: no rows once the copy is open, or why it did not open. */
export type CopyAnswer = { id: number; rows: unknown[] } | { id: number; error: string };

// The server gone, nothing is left to answer: no process is left behind.
process.on("disconnect", () => process.exit(1));
const send = (answer: CopyAnswer) => process.send!(answer);
const [dataDir] = process.argv.slice(2);

// A reader of a few tables in key order needs few buffers: 16 MB instead of PGlite's 128 keeps the
// process's WebAssembly memory small. A copy that does not open says why and waits to be stopped:
// exiting at once could end the process before the server has read why.
const db = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
}).catch((error: Error) => {
  send({ id: 0, error: error.message });
  return undefined;
});

if (db) {
  process.on("message", async (message: CopyQuery | "close") => {
    if (message === "close") {
      await db.close();
      process.exit(0);
    }
    const { id, text, params } = message;
    try {
      const { rows } = await db.query(text, params);
      send({ id, rows });
    } catch (error) {
      send({ id, error: (error as Error).message });
    }
  });
  send({ id: 0, rows: [] });
}
