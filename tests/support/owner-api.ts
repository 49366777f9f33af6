// Factories for browser tests: a built server on an empty database of its own, signed in as the
// owner, and the rows each test makes through the owner's JSON API under names no other test uses.
import { cookiesFrom, signIn } from "./http";
import { DB_PREFIX, recreateMigratedDatabase } from "./postgres";
import { startServer, tempDataDir, type RunningServer } from "./server";

export const OWNER = { email: "owner@example.com", password: "correct horse battery staple" };

let sequence = 0;
/**
 * A name no other test's row has: a test finds its own rows by it, whatever else the shop holds.
 * The number has a fixed width so that no name is the start of another ("Piece 7-1" of "Piece
 * 7-12"): Playwright finds a label or a button's name by any part of it.
 */
export const uniqueName = (label: string) => `${label} ${process.pid}-${String(++sequence).padStart(4, "0")}`;

export interface Product {
  id: number;
  name: string;
  price: number;
  imageUrl: string;
  category: string;
}

export interface GalleryItem {
  id: number;
  title: string;
}

export interface ScrollingImage {
  id: number;
  title: string;
}

export interface OwnerApi {
  /** The owner's session, as a Cookie header. */
  cookie: string;
  /** A live, unsold handbag unless `fields` say otherwise. */
  createProduct(fields?: Record<string, unknown>): Promise<Product>;
  /** A gallery item with three photos. */
  createGalleryItem(fields?: Record<string, unknown>): Promise<GalleryItem>;
  createScrollingImage(fields?: Record<string, unknown>): Promise<ScrollingImage>;
  /** GET of a public JSON list (`/api/scrolling-images`, ...). */
  list<T>(path: string): Promise<T[]>;
}

export function ownerApi(url: string, cookie: string): OwnerApi {
  const send = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  return {
    cookie,
    createProduct: (fields = {}) =>
      send("/api/products", {
        name: uniqueName("Piece"),
        description: "A one-of-a-kind piece, reworked by hand.",
        price: 120_000,
        imageUrl: "/demo/product-midnight-1.jpg",
        category: "handbags",
        ...fields,
      }),
    createGalleryItem: (fields = {}) =>
      send("/api/gallery", {
        title: uniqueName("Study"),
        description: "Three photos of one study.",
        imageUrl: "/demo/gallery-1-1.jpg",
        imageUrl2: "/demo/gallery-1-2.jpg",
        imageUrl3: "/demo/gallery-1-3.jpg",
        ...fields,
      }),
    createScrollingImage: (fields = {}) =>
      send("/api/scrolling-images", { title: uniqueName("Strip"), imageUrl: "/demo/strip-1.jpg", ...fields }),
    list: async (path) => (await fetch(`${url}${path}`)).json(),
  };
}

export interface EmptyShop extends OwnerApi {
  server: RunningServer;
  /** The name of its database, for a test that checks what was stored. */
  database: string;
  stop(): Promise<unknown>;
}

/**
 * A shop with no demo content on database `${DB_PREFIX}_${name}`, and the owner signed in; `env`
 * adds to the server's environment (a fake Stripe's addresses, ...).
 */
export async function startEmptyShop(name: string, env: Record<string, string> = {}): Promise<EmptyShop> {
  const database = `${DB_PREFIX}_${name}`;
  const server = await startServer({
    DATABASE_URL: await recreateMigratedDatabase(database),
    DATA_DIR: tempDataDir(),
    SESSION_SECRET: `${name}-`.padEnd(40, "x"),
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SEED_DEMO: "false",
    ...env,
  });
  try {
    const cookie = cookiesFrom(await signIn(server.url, OWNER.email, OWNER.password));
    return { server, database, ...ownerApi(server.url, cookie), stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
