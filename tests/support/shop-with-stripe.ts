// An empty shop of its own (startEmptyShop: no demo content, the owner signed in) whose payments go
// to a local fake Stripe.
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { startEmptyShop, type EmptyShop } from "./owner-api";

export interface ShopWithStripe {
  stripe: FakeStripe;
  shop: EmptyShop;
  stop(): Promise<void>;
}

/**
 * On database `${DB_PREFIX}_${name}`; `env` adds to the server's environment, `stripeOptions` are
 * the fake's (startFakeStripe).
 */
export async function startShopWithStripe(
  name: string,
  env: Record<string, string> = {},
  stripeOptions: Parameters<typeof startFakeStripe>[0] = {},
): Promise<ShopWithStripe> {
  const stripe = await startFakeStripe(stripeOptions);
  try {
    const shop = await startEmptyShop(name, { ...stripe.env(), ...env });
    return {
      stripe,
      shop,
      stop: async () => {
        await shop.stop();
        await stripe.stop();
      },
    };
  } catch (error) {
    await stripe.stop();
    throw error;
  }
}
