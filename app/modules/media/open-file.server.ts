// A stored file opened first, then measured and streamed through that one handle. A file opened by
// path after a stat may be gone by then (a sweep deleting it): the stream's failure then came as an
// 'error' event nobody listened to yet, and stopped the process.
import fsp from "node:fs/promises";
import type { Readable } from "node:stream";

/** The file's bytes as a stream and its size, or undefined when there is no such file. */
export async function openFile(file: string): Promise<{ body: Readable; size: number } | undefined> {
  const handle = await fsp.open(file).catch(() => undefined);
  if (!handle) return undefined;
  const stat = await handle.stat().catch(() => undefined);
  if (!stat?.isFile()) {
    await handle.close();
    return undefined;
  }
  // Closes the handle once read, or when destroyed unread.
  return { body: handle.createReadStream(), size: stat.size };
}
