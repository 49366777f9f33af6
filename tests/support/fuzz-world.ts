// The world both fuzz tests run in: a Stripe fake, no rate limits, one product, the owner's cookie.
import { afterAll, beforeAll } from "vitest";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { createProduct } from "./factories";
import { tempDir } from "./media";
import { createOwnerCookie } from "./owner";
import { resetDatabase } from "./reset";
import { setEnv } from "./env";

/** Registers the hooks; `cookie` is set once they have run. */
export function fuzzWorld(dataDirPrefix: string) {
  const world = { cookie: "" };
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    setEnv({ ...stripe.env(), RATE_LIMIT_SCALE: "0", DATA_DIR: tempDir(dataDirPrefix) });
    await resetDatabase();
    await createProduct({ name: "Fuzzed Tote" });
    world.cookie = (await createOwnerCookie()).cookie;
  });
  afterAll(() => stripe.stop());
  return world;
}
