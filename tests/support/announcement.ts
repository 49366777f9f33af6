// One "Tell subscribers" end to end on two instances of the built server sharing one database, as
// behind a load balancer: confirmed and unconfirmed subscribers are inserted, the owner posts the
// form to the first instance, and the loopback SMTP server records what arrives. Used by the
// browser test (exactly once) and by `npm run bench:announcement` (how long 1,000 take).
import { DB_PREFIX, queryDatabase, recreateDatabase } from "./postgres";
import { cookiesFrom, form, signIn } from "./http";
import { startServer, tempDataDir, type RunningServer } from "./server";
import { startSmtpServer } from "./smtp";

const OWNER = { email: "owner@example.com", password: "announcement-owner-password" };

export interface AnnouncementRun {
  /** From the owner's "Send" to the last subscriber's mail accepted by the SMTP server. */
  elapsedMs: number;
  /** How many mails each address received, the confirmed and the unconfirmed. */
  receivedPerAddress: Map<string, number>;
  confirmed: string[];
  unconfirmed: string[];
  /** Waits `ms` more and answers the total received then (nothing more should come). */
  settle(ms: number): Promise<number>;
  stop(): Promise<void>;
}

export async function runAnnouncement(options: {
  name: string;
  subscribers: number;
  unconfirmed: number;
  env?: Record<string, string>;
  timeoutMs: number;
}): Promise<AnnouncementRun> {
  const database = `${DB_PREFIX}_${options.name}`;
  const smtp = await startSmtpServer();
  const instances: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp.close();
  };
  try {
    const env = {
      DATABASE_URL: await recreateDatabase(database),
      SESSION_SECRET: `${options.name}-`.padEnd(40, "x"),
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      ...options.env,
    };
    // The first migrates the empty database; the second starts on it.
    instances.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    instances.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
    const [{ id }] = await queryDatabase<{ id: number }>(
      database,
      `INSERT INTO "Product" (name, description, price, "imageUrl", category, "updatedAt")
       VALUES ('Lilac Tote', 'Reworked by hand.', 123400, '/demo/product-midnight-1.jpg', 'handbags', now())
       RETURNING id`,
    );
    await queryDatabase(
      database,
      `INSERT INTO "NewsletterSubscriber" (email, "confirmedAt", "updatedAt")
       SELECT 'reader' || n || '@example.com', now(), now() FROM generate_series(1, $1::int) AS n
       UNION ALL
       SELECT 'unconfirmed' || n || '@example.com', NULL, now() FROM generate_series(1, $2::int) AS n`,
      [options.subscribers, options.unconfirmed],
    );
    const cookie = cookiesFrom(await signIn(instances[0].url, OWNER.email, OWNER.password));

    const started = Date.now();
    const sent = await fetch(`${instances[0].url}/admin/products/${id}/announce`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form({ intent: "send", subject: "Lilac Tote is here", text: "A new piece from the studio." }),
      redirect: "manual",
    });
    if (sent.status !== 302)
      throw new Error(`The announcement was refused: ${sent.status} ${await sent.text()}`);
    const deadline = started + options.timeoutMs;
    while (smtp.received.length < options.subscribers) {
      if (Date.now() > deadline) {
        throw new Error(
          `${smtp.received.length} of ${options.subscribers} mails after ${options.timeoutMs} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsedMs = Date.now() - started;
    const receivedPerAddress = () => {
      const counts = new Map<string, number>();
      for (const address of smtp.received.flatMap((mail) => mail.to))
        counts.set(address, (counts.get(address) ?? 0) + 1);
      return counts;
    };
    const range = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@example.com`);
    return {
      elapsedMs,
      receivedPerAddress: receivedPerAddress(),
      confirmed: range(options.subscribers, "reader"),
      unconfirmed: range(options.unconfirmed, "unconfirmed"),
      settle: async (ms) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return smtp.received.length;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
