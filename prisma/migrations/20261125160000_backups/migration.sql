-- CreateTable
CREATE TABLE "Backup" (
    "id" SERIAL NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL,
    "via" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "files" INTEGER NOT NULL,
    "restoredAt" TIMESTAMP(3),

    CONSTRAINT "Backup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Backup_takenAt_idx" ON "Backup"("takenAt");
