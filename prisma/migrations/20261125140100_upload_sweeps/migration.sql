-- CreateTable
CREATE TABLE "UploadSweep" (
    "id" SERIAL NOT NULL,
    "day" DATE,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "files" INTEGER NOT NULL DEFAULT 0,
    "bytes" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "UploadSweep_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "UploadSweep_day_key" ON "UploadSweep"("day");

-- CreateIndex
CREATE INDEX "UploadSweep_finishedAt_idx" ON "UploadSweep"("finishedAt");
