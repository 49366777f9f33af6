// The subscribers CSV: the chosen status's subscribers, newest first, read in batches by id.
import { prisma } from "~/db.server";
import { batchesById } from "~/utils/batches.server";
import { csvDownload } from "~/utils/csv.server";
import { BY_STATUS } from "./newsletter.server";
import type { SubscriberExport } from "./schema";
import { subscriberStatus } from "./status";

const COLUMNS = ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"];

export function subscribersCsv(status: SubscriberExport) {
  const batches = batchesById("desc", (past, take) =>
    prisma.newsletterSubscriber.findMany({
      where: { ...BY_STATUS[status], ...past },
      select: { id: true, email: true, createdAt: true, confirmedAt: true, unsubscribedAt: true },
      orderBy: { id: "desc" },
      take,
    }),
  );
  return csvDownload(
    status === "confirmed" ? "subscribers.csv" : `subscribers-${status}.csv`,
    COLUMNS,
    batches,
    (row) => [row.email, subscriberStatus(row), row.createdAt, row.confirmedAt, row.unsubscribedAt],
  );
}
