// A `--force` restore of an older backup against the local Stripe: refunds made since the backup
// was taken are in Stripe but not in the archive, so the restore names them (the orders it brings
// back show paid while the buyers have their money back).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { takeBackup } from "~/modules/backup/backup.server";
import { restoreBackup } from "~/modules/backup/restore.server";
import { refundsWarning } from "~/modules/backup/stripe-refunds.server";
import { createLocalDiskStorage } from "~/modules/media/local-disk-storage.server";
import { setStorage } from "~/modules/media/storage.server";
import type { FakeStripe } from "../fakes/stripe-server";
import { confirm, intentOf, startCheckout, withFakeStripe } from "../support/checkout";
import { createProduct } from "../support/factories";
import { tempDir } from "../support/media";

let stripe: FakeStripe;
withFakeStripe({}, (started) => (stripe = started));
const folder = tempDir("atelier-backup-stripe-");
beforeAll(() => setStorage(createLocalDiskStorage(folder)));
afterAll(() => {
  setStorage(undefined);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A piece bought through the checkout: its paid order. */
async function sale(name: string) {
  const product = await createProduct({ name, price: 120_000 });
  const intentId = intentOf((await startCheckout(product.id)).data.clientSecret);
  stripe.succeed(intentId, { email: "grace@example.com", name: "Grace Hopper" });
  expect((await confirm(product.id, intentId)).status).toBe(200);
  return prisma.order.findUniqueOrThrow({ where: { paymentIntentId: intentId } });
}

describe("a forced restore of an older backup", () => {
  it("lists the refunds Stripe made since the backup, which the restored orders do not show", async () => {
    const [refunded, untouched] = [await sale("Midnight Tote"), await sale("Card Case")];
    stripe.refundInDashboard(untouched.paymentIntentId, { amount: 100 });
    // The refund made before the backup is in the archive: only the later one is news.
    await prisma.refund.create({
      data: {
        orderId: untouched.id,
        amount: 100,
        origin: "stripe",
        status: "succeeded",
        stripeRefundId: stripe.refunds[0].id,
      },
    });
    const archive = (await takeBackup(path.join(folder, "before-refund.tar.gz"), "command")).file;
    const later = stripe.refundInDashboard(refunded.paymentIntentId, { amount: 40_000 });

    const restored = await restoreBackup(archive, { force: true });
    expect(restored.refundsNotInBackup).toEqual([
      { orderId: refunded.id, refundId: later.id, amount: 40_000, createdAt: new Date(later.created * 1000) },
    ]);
    expect(refundsWarning(restored.refundsNotInBackup as never)).toMatch(
      new RegExp(
        `^Stripe has a refund this backup does not: .*\\n  order ${refunded.id}: \\$400\\.00 refunded on .* UTC \\(${later.id}\\)$`,
      ),
    );
  });

  it("says when Stripe cannot be asked, and restores all the same", async () => {
    await sale("Weekender");
    const archive = (await takeBackup(path.join(folder, "unanswered.tar.gz"), "command")).file;
    stripe.fault("unreachable", "/v1/refunds");
    const restored = await restoreBackup(archive, { force: true });
    expect(restored.refundsNotInBackup).toEqual({ unanswered: expect.any(String) });
    expect(await prisma.order.count()).toBe(1);
  });
});
