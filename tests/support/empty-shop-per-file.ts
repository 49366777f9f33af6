// An empty shop for one browser test file (apart from owner-api.ts, which the global setup imports
// and which must not import Vitest).
import { afterAll, beforeAll } from "vitest";
import { startEmptyShop, type EmptyShop } from "./owner-api";
import { startSmtpServer } from "./smtp";

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

/**
 * For a test file or a describe block: an empty shop whose mail goes to a test SMTP server of its
 * own, polled every 300 ms; both started before its tests and stopped after. Read `world.shop` and
 * `world.smtp` inside a test.
 */
export function emptyShopWithMail(name: string) {
  const world = {} as { shop: EmptyShop; smtp: Awaited<ReturnType<typeof startSmtpServer>> };
  beforeAll(async () => {
    world.smtp = await startSmtpServer();
    world.shop = await startEmptyShop(name, {
      SMTP_URL: world.smtp.url,
      MAIL_FROM: "Studio <studio@example.com>",
      MAIL_POLL_MS: "300",
    });
  });
  afterAll(async () => {
    await world.shop?.stop();
    await world.smtp?.close();
  });
  return world;
}
