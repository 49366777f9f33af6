// An empty shop for one browser test file (apart from owner-api.ts, which the global setup imports
// and which must not import Vitest).
import { afterAll, beforeAll } from "vitest";
import { startEmptyShop, type EmptyShop } from "./owner-api";

/** For a test file: an empty shop started before its tests and stopped after; call the answer inside a test. */
export function emptyShopForFile(name: string, env: Record<string, string> = {}) {
  let shop: EmptyShop | undefined;
  beforeAll(async () => {
    shop = await startEmptyShop(name, env);
  });
  afterAll(() => shop?.stop());
  return () => {
    if (!shop) throw new Error(`emptyShopForFile: ${name} did not start`);
    return shop;
  };
}
