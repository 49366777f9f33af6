import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "atelier-disk-"));
const storage = createLocalDiskStorage(dataDir);
const KEY = "products/0123456789abcdef0123456789abcdef.jpg";

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the local disk store", () => {
  it("answers a file's bytes and size, and nothing for a missing key or a folder", async () => {
    await storage.put(KEY, Buffer.from("photo"), "image/jpeg");
    const stored = await storage.get(KEY);
    expect(stored).toMatchObject({ size: 5, contentType: "image/jpeg" });
    expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe("photo");
    expect(await storage.get("products/ffffffffffffffffffffffffffffffff.jpg")).toBeUndefined();
    expect(await storage.get("products")).toBeUndefined();
  });

  it("lets another process delete a file it has just found, without an error later", async () => {
    // Found, then let go unread, then deleted (a sweep from the shell does so while the server
    // prepares variants): the stream used to open the file by path only after that, and its failure
    // came as an error event nobody listened for, which ended the process.
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on("uncaughtException", onError);
    try {
      await storage.put(KEY, Buffer.from("photo"), "image/jpeg");
      const stored = await storage.get(KEY);
      fs.rmSync(path.join(dataDir, "uploads", KEY));
      stored!.body.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off("uncaughtException", onError);
    }
    expect(errors).toEqual([]);
  });

  it("reads a file deleted after it was found to its end", async () => {
    await storage.put(KEY, Buffer.from("photo"), "image/jpeg");
    const stored = await storage.get(KEY);
    await storage.delete(KEY);
    expect(Buffer.concat(await stored!.body.toArray()).toString()).toBe("photo");
  });
});
