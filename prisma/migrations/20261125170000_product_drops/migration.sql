-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "announceAtRelease" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "goesLiveAt" TIMESTAMP(3),
ADD COLUMN     "releaseAnnouncedAt" TIMESTAMP(3),
ADD COLUMN     "showComing" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Product_goesLiveAt_idx" ON "Product"("goesLiveAt");

-- CreateTable
CREATE TABLE "PurchaseAttempt" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "held" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PurchaseAttempt_productId_createdAt_idx" ON "PurchaseAttempt"("productId", "createdAt");

-- AddForeignKey
ALTER TABLE "PurchaseAttempt" ADD CONSTRAINT "PurchaseAttempt_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
