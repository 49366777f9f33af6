// `npm run soak` works end to end on a private cluster, and what it checks holds: through a
// PostgreSQL restart and S3 and SMTP outages, no acknowledged write is lost and no piece is sold twice.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { expect, it } from "vitest";

it("runs a short soak and loses no acknowledged write", { timeout: 600_000 }, async () => {
  await promisify(execFile)(
    "npx",
    [
      "tsx",
      "soak/run.ts",
      "--private-postgres",
      "--no-build",
      "--duration",
      "10",
      "--connections",
      "4",
      "--pieces",
      "10",
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  const results = JSON.parse(fs.readFileSync("soak/results/latest.json", "utf8"));
  expect(results.recoveries.map((row: { fault: string }) => row.fault)).toEqual([
    "PostgreSQL restart",
    "S3 (s3rver) stopped 3 s",
    "SMTP (smtp-server) stopped 6 s",
  ]);
  expect(results.answers["200"]).toBeGreaterThan(0);
  expect(results.checks.acknowledged.length).toBeGreaterThan(0);
  expect(results.checks).toMatchObject({
    missingWrites: 0,
    piecesSoldTwice: 0,
    soldPiecesWithoutPaidOrder: 0,
    paymentsWithoutOrder: 0,
    ordersWithoutPayment: 0,
  });
});
