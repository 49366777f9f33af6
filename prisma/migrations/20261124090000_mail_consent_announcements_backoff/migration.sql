-- Issue #19: newsletter consent (decision 140), announcements, shipped notices, outbox backoff (decision 141).
-- Subscribers from before stay unconfirmed: none of them ever said yes by mail.
-- AlterEnum
ALTER TYPE "MailStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmedAt" TIMESTAMP(3),
ADD COLUMN     "unsubscribedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "carrier" TEXT,
ADD COLUMN     "trackingNumber" TEXT;

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "announcementId" INTEGER,
ADD COLUMN     "bulk" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "listUnsubscribe" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "orderId" INTEGER,
ADD COLUMN     "retryFrom" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "subscriberId" INTEGER;

-- CreateTable
CREATE TABLE "Announcement" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "recipients" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Announcement_productId_createdAt_idx" ON "Announcement"("productId", "createdAt");

-- CreateIndex
CREATE INDEX "NewsletterSubscriber_confirmedAt_unsubscribedAt_idx" ON "NewsletterSubscriber"("confirmedAt", "unsubscribedAt");

-- CreateIndex
CREATE INDEX "MailOutbox_status_bulk_nextAttemptAt_idx" ON "MailOutbox"("status", "bulk", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "MailOutbox_orderId_idx" ON "MailOutbox"("orderId");

-- CreateIndex
CREATE INDEX "MailOutbox_subscriberId_idx" ON "MailOutbox"("subscriberId");

-- CreateIndex
CREATE UNIQUE INDEX "MailOutbox_announcementId_subscriberId_key" ON "MailOutbox"("announcementId", "subscriberId");

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_announcementId_fkey" FOREIGN KEY ("announcementId") REFERENCES "Announcement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailOutbox" ADD CONSTRAINT "MailOutbox_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "NewsletterSubscriber"("id") ON DELETE CASCADE ON UPDATE CASCADE;

