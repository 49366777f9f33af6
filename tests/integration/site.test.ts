// Site pages while PostgreSQL is unreachable: a failed read answers an error, and no deferred read
// is left without a handler (Node exits on an unhandled rejection).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { loadHomePage } from "~/modules/home/home.server";
import { loader as galleryLoader } from "~/routes/gallery";
import { admin } from "../support/postgres";

const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);

/** Refuses new connections to this worker's database and ends the open ones, as a restart does. */
const cutDatabase = (allow: boolean) =>
  admin(async (client) => {
    await client.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${allow}`);
    if (!allow) {
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [database],
      );
    }
  });

/** Lets every pending query fail and every rejection be reported before looking. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(async () => {
  await prisma.siteSetting.count(); // the pool holds a connection for the cut to end
  unhandled = [];
  process.on("unhandledRejection", onUnhandled);
  await cutDatabase(false);
});

afterEach(async () => {
  process.off("unhandledRejection", onUnhandled);
  await cutDatabase(true);
});

describe("the site while the database is unreachable", () => {
  it("fails the home page's read without leaving its deferred reads unhandled", async () => {
    await expect(loadHomePage()).rejects.toThrow();
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("hands the gallery's failing read to the page, handled", async () => {
    const { items } = galleryLoader();
    await settle();
    expect(unhandled).toEqual([]);
    await expect(items).rejects.toThrow();
  });
});
