-- The product add form's key (hashed), as gallery items and scrolling images have: an add posted
-- again after an unknown outcome is recognised instead of stored twice.
ALTER TABLE "Product" ADD COLUMN "submissionKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Product_submissionKey_key" ON "Product"("submissionKey");
