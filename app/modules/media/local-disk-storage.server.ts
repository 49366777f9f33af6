// The default storage driver: files under DATA_DIR/uploads, served by the /uploads route.
import fsp from "node:fs/promises";
import path from "node:path";
import { contentTypeOfKey } from "./sniff";
import type { MediaStorage } from "./media-storage";
import { openFile } from "./open-file.server";

export function createLocalDiskStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, "uploads");
  const fileOf = (key: string) => path.join(root, ...key.split("/"));

  return {
    driver: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fsp.writeFile(partial, body);
      await fsp.rename(partial, file);
    },
    async get(key) {
      const opened = await openFile(fileOf(key));
      return opened && { ...opened, contentType: contentTypeOfKey(key) ?? "application/octet-stream" };
    },
    async has(key) {
      const stat = await fsp.stat(fileOf(key)).catch(() => undefined);
      return stat?.isFile() ?? false;
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const folder = path.join(root, prefix);
      const names = await fsp.readdir(folder).catch(() => [] as string[]);
      const entries = await Promise.all(
        names
          .filter((name) => !name.endsWith(".partial"))
          .map(async (name) => {
            const stat = await fsp.stat(path.join(folder, name)).catch(() => undefined);
            return stat ? { key: `${prefix}/${name}`, lastModified: stat.mtime, size: stat.size } : undefined;
          }),
      );
      return entries.filter((entry) => entry !== undefined);
    },
    publicUrl(key) {
      return `/uploads/${key}`;
    },
  };
}
