-- The overview's subscriber figures from an index: the unsubscribed ("unsubscribedAt" IS NOT NULL)
-- are a range only when that column leads, and the waiting (both dates null) are one either way;
-- the confirmed are the rest of the table's count. The announcements' audience (confirmed, not
-- unsubscribed) uses the index as before.

-- DropIndex
DROP INDEX "NewsletterSubscriber_confirmedAt_unsubscribedAt_idx";

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_unsubscribedAt_confirmedAt_idx" ON "NewsletterSubscriber"("unsubscribedAt", "confirmedAt");
