// A built server on a fresh database of its own, its payments pointed at a local fake Stripe.
import { startFakeStripe } from "../fakes/stripe-server";
import { recreateDatabase } from "./postgres";
import { startServer, tempDataDir } from "./server";

export async function startShopWithStripe(database: string, env: Record<string, string> = {}) {
  const stripe = await startFakeStripe();
  const server = await startServer({
    ...stripe.env(),
    DATABASE_URL: await recreateDatabase(database),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: `${database}-`.padEnd(40, "x"),
    ...env,
  });
  return { stripe, server };
}
