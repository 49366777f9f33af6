// What the database holds after the soak: acknowledged writes that are missing, pieces sold twice,
// and orders against the payments the Stripe fake took.
import type pg from "pg";
import type { FakeStripe } from "../tests/fakes/stripe-server";
import { withClient } from "../tests/support/postgres";
import type { AcknowledgedWrite } from "./visitors";

export interface DatabaseChecks {
  acknowledged: { table: string; via: string; acknowledged: number; missing: number }[];
  missingWrites: number;
  piecesSoldTwice: number;
  soldPiecesWithoutPaidOrder: number;
  paymentsTaken: number;
  paymentsWithoutOrder: number;
  ordersWithoutPayment: number;
  orders: { paid: number; refunded: number; refundedWithoutRefund: number };
  outbox: Record<string, number>;
  /** Mails whose sending failed at least once (SMTP down), sent since or waiting for a retry. */
  mailsWithFailedAttempt: number;
}

export function checkDatabase(
  databaseUrl: string,
  acknowledged: AcknowledgedWrite[],
  paidIntents: string[],
  pieceIds: number[],
  stripe: FakeStripe,
): Promise<DatabaseChecks> {
  return withClient(databaseUrl, (client) => check(client, acknowledged, paidIntents, pieceIds, stripe));
}

async function check(
  client: pg.Client,
  acknowledged: AcknowledgedWrite[],
  paidIntents: string[],
  pieceIds: number[],
  stripe: FakeStripe,
): Promise<DatabaseChecks> {
  const column = { ContactMessage: "email", NewsletterSubscriber: "email", Order: '"paymentIntentId"' };
  const found = new Set<string>();
  for (const [table, key] of Object.entries(column)) {
    const markers = acknowledged.filter((write) => write.table === table).map((write) => write.marker);
    const { rows } = await client.query<{ marker: string }>(
      `SELECT ${key} AS marker FROM "${table}" WHERE ${key} = ANY($1)`,
      [markers],
    );
    rows.forEach((row) => found.add(`${table} ${row.marker}`));
  }
  const groups = new Map<string, { table: string; via: string; acknowledged: number; missing: number }>();
  for (const write of acknowledged) {
    const id = `${write.table} ${write.via}`;
    const group = groups.get(id) ?? { table: write.table, via: write.via, acknowledged: 0, missing: 0 };
    group.acknowledged++;
    if (!found.has(`${write.table} ${write.marker}`)) group.missing++;
    groups.set(id, group);
  }

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await client.query<{ count: string }>(sql, params)).rows[0].count);
  // A refunded order's money went back once Stripe answered its Refund row with a refund id.
  const orders = await client.query<{ paymentIntentId: string; status: string; refundedByStripe: boolean }>(
    `SELECT o."paymentIntentId", o.status, EXISTS (
       SELECT 1 FROM "Refund" r WHERE r."orderId" = o.id AND r."stripeRefundId" IS NOT NULL
     ) AS "refundedByStripe" FROM "Order" o`,
  );
  const ordered = new Set(orders.rows.map((order) => order.paymentIntentId));
  const succeeded = new Set(
    [...stripe.intents.values()].filter((intent) => intent.status === "succeeded").map((intent) => intent.id),
  );
  const outbox = await client.query<{ status: string; count: string }>(
    `SELECT status, count(*) FROM "MailOutbox" GROUP BY status`,
  );
  const rows = [...groups.values()];
  return {
    acknowledged: rows,
    missingWrites: rows.reduce((sum, row) => sum + row.missing, 0),
    piecesSoldTwice: await count(
      `SELECT count(*) FROM (SELECT "productId" FROM "Order" WHERE status = 'paid'
         GROUP BY "productId" HAVING count(*) > 1) AS twice`,
    ),
    soldPiecesWithoutPaidOrder: await count(
      `SELECT count(*) FROM "Product" p WHERE p.id = ANY($1) AND p."isSold"
         AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."productId" = p.id AND o.status = 'paid')`,
      [pieceIds],
    ),
    paymentsTaken: paidIntents.length,
    paymentsWithoutOrder: paidIntents.filter((id) => !ordered.has(id)).length,
    ordersWithoutPayment: orders.rows.filter((order) => !succeeded.has(order.paymentIntentId)).length,
    orders: {
      paid: orders.rows.filter((order) => order.status === "paid").length,
      refunded: orders.rows.filter((order) => order.status === "refunded").length,
      refundedWithoutRefund: orders.rows.filter(
        (order) => order.status === "refunded" && !order.refundedByStripe,
      ).length,
    },
    outbox: Object.fromEntries(outbox.rows.map((row) => [row.status, Number(row.count)])),
    mailsWithFailedAttempt: await count(`SELECT count(*) FROM "MailOutbox" WHERE error IS NOT NULL`),
  };
}
