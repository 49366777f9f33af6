-- Where a reply to a mail goes: the visitor, on the owner's notice of a message or an inquiry.
ALTER TABLE "MailOutbox" ADD COLUMN "replyTo" TEXT;
