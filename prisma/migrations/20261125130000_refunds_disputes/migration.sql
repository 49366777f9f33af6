-- Refunds (one row each, an order may be refunded in parts) and disputes on orders.

-- CreateEnum
CREATE TYPE "RefundOrigin" AS ENUM ('owner', 'automatic', 'stripe');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('requested', 'pending', 'requires_action', 'succeeded', 'failed', 'canceled');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "restockedAt" TIMESTAMP(3),
ADD COLUMN     "disputeId" TEXT,
ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputeReason" TEXT,
ADD COLUMN     "disputeAmount" INTEGER,
ADD COLUMN     "disputeEvidenceDue" TIMESTAMP(3),
ADD COLUMN     "disputedAt" TIMESTAMP(3),
ADD COLUMN     "disputeClosedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT,
    "note" TEXT,
    "restock" BOOLEAN NOT NULL DEFAULT false,
    "origin" "RefundOrigin" NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'requested',
    "requestKey" TEXT,
    "stripeRefundId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_requestKey_key" ON "Refund"("requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_stripeRefundId_key" ON "Refund"("stripeRefundId");

-- CreateIndex
CREATE INDEX "Refund_orderId_idx" ON "Refund"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_disputeId_key" ON "Order"("disputeId");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The second payments refunded so far become refund rows: given back (with Stripe's refund id) or
-- still to be asked for (without one; the next confirmation of the payment asks, with the same key).
INSERT INTO "Refund" ("orderId", "amount", "note", "origin", "status", "requestKey", "stripeRefundId", "createdAt", "updatedAt")
SELECT "id", "amount", "note", 'automatic',
       CASE WHEN "refundId" IS NULL THEN 'requested'::"RefundStatus" ELSE 'succeeded'::"RefundStatus" END,
       'refund_' || "paymentIntentId", "refundId", "updatedAt", "updatedAt"
FROM "Order" WHERE "status" = 'refunded';
UPDATE "Order" SET "refundedAmount" = "amount" WHERE "status" = 'refunded';

-- AlterTable
ALTER TABLE "Order" DROP COLUMN "refundId";
