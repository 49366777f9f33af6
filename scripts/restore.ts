// `npm run restore -- FILE [--force]`: brings this install back to the shop a backup archive holds
// (decision 215). It refuses an archive from a newer schema, and a shop with data unless --force;
// forced, it lists the refunds Stripe made that the archive does not hold (decision 327).
// Loaded before the database starts, as in scripts/backup.ts.
import { restoreBackup } from "../app/modules/backup/restore.server";
import { refundsWarning } from "../app/modules/backup/stripe-refunds.server";
import { plural } from "../app/utils/words";
import { withDatabase } from "./with-database";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");

if (files.length !== 1) {
  console.error("Usage: npm run restore -- <backup.tar.gz> [--force]");
  process.exit(1);
}

await withDatabase("Stop the shop, then run npm run restore again.", async () => {
  const restored = await restoreBackup(files[0], { force });
  console.log(
    `Restored the backup taken ${restored.takenAt.toISOString()}: ${plural(restored.rows, "row")}, ${plural(restored.files, "file")}.`,
  );
  const refunds = restored.refundsNotInBackup;
  if ("unanswered" in refunds) {
    console.warn(
      `Stripe could not be asked for refunds made since the backup (${refunds.unanswered}): check the refunds of the last days in Stripe's dashboard against the restored orders.`,
    );
  } else if (refunds.length > 0) {
    console.warn(refundsWarning(refunds));
  }
});
