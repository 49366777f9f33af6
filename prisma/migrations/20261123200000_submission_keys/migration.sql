-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "submissionKey" TEXT;

-- AlterTable
ALTER TABLE "Inquiry" ADD COLUMN     "submissionKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ContactMessage_submissionKey_key" ON "ContactMessage"("submissionKey");

-- CreateIndex
CREATE UNIQUE INDEX "Inquiry_submissionKey_key" ON "Inquiry"("submissionKey");
