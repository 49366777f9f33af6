-- The Inbox's pages newest first and the unread count of every owner page (decision 361): the
-- (archivedAt, createdAt, id) index cannot give "archivedAt IS NULL ORDER BY createdAt DESC" (an IS
-- NULL is no equality to the planner), so each page read and sorted every open letter.

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_id_idx" ON "ContactMessage"("createdAt", "id");

-- CreateIndex
CREATE INDEX "ContactMessage_archivedAt_readAt_idx" ON "ContactMessage"("archivedAt", "readAt");

-- CreateIndex
CREATE INDEX "Inquiry_createdAt_id_idx" ON "Inquiry"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Inquiry_archivedAt_readAt_idx" ON "Inquiry"("archivedAt", "readAt");
