// Opens a copy of the embedded database on a worker thread and answers its queries (decision 325):
// PGlite runs its WebAssembly on the thread that calls it, so the copy's recovery and reads here
// never hold up the server's requests. Plain, erasable TypeScript with no project imports: Node
// runs this source as it is in development and tests, and scripts/build-server.js bundles it to
// build/embedded-copy-worker.js for production.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
// The extensions of PGLITE_EXTENSIONS (app/utils/pglite-extensions.ts), imported from the package: in
// tests Node runs this file as it is, and resolves neither "~/" nor a path without its extension.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export interface CopyQuery {
  id: number;
  text: string;
  params?: unknown[];
}

export type CopyAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; error: string }
  | { opened: true }
  | { openError: string };

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

// A reader of a few tables in key order needs few buffers: 16 MB instead of PGlite's 128 keeps the
// thread's WebAssembly memory small.
const db = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
}).catch((error: Error) => {
  port.postMessage({ openError: error.message } satisfies CopyAnswer);
  return undefined;
});

if (db) {
  port.on("message", async (message: CopyQuery | "close") => {
    if (message === "close") {
      await db.close();
      port.close();
      return;
    }
    const { id, text, params } = message;
    try {
      const { rows } = await db.query(text, params);
      port.postMessage({ id, rows } satisfies CopyAnswer);
    } catch (error) {
      port.postMessage({ id, error: (error as Error).message } satisfies CopyAnswer);
    }
  });
  port.postMessage({ opened: true } satisfies CopyAnswer);
}
