-- Her answers written in the Inbox, each to one contact message or one inquiry, with the outbox
-- mail that carries it.

-- CreateTable
CREATE TABLE "InboxReply" (
    "id" SERIAL NOT NULL,
    "contactMessageId" INTEGER,
    "inquiryId" INTEGER,
    "text" TEXT NOT NULL,
    "mailId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InboxReply_pkey" PRIMARY KEY ("id"),
    -- A reply answers exactly one of them.
    CONSTRAINT "InboxReply_one_entry" CHECK (("contactMessageId" IS NULL) <> ("inquiryId" IS NULL))
);

-- CreateIndex
CREATE UNIQUE INDEX "InboxReply_mailId_key" ON "InboxReply"("mailId");

-- CreateIndex
CREATE INDEX "InboxReply_contactMessageId_createdAt_idx" ON "InboxReply"("contactMessageId", "createdAt");

-- CreateIndex
CREATE INDEX "InboxReply_inquiryId_createdAt_idx" ON "InboxReply"("inquiryId", "createdAt");

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_contactMessageId_fkey" FOREIGN KEY ("contactMessageId") REFERENCES "ContactMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_inquiryId_fkey" FOREIGN KEY ("inquiryId") REFERENCES "Inquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxReply" ADD CONSTRAINT "InboxReply_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "MailOutbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;
