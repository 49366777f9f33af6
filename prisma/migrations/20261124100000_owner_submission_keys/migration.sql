-- AlterTable
ALTER TABLE "GalleryItem" ADD COLUMN     "submissionKey" TEXT;

-- AlterTable
ALTER TABLE "ScrollingImage" ADD COLUMN     "submissionKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "GalleryItem_submissionKey_key" ON "GalleryItem"("submissionKey");

-- CreateIndex
CREATE UNIQUE INDEX "ScrollingImage_submissionKey_key" ON "ScrollingImage"("submissionKey");
