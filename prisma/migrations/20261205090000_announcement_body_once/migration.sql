-- An announcement's mail is written once, on the Announcement, and each subscriber's copy is made
-- when the outbox sends it (decision 345): queueing it writes a small row per subscriber.
ALTER TABLE "Announcement" ADD COLUMN "mailText" TEXT,
  ADD COLUMN "mailHtml" TEXT;

-- Null: an announcement's mail, whose words are its announcement's.
ALTER TABLE "MailOutbox" ALTER COLUMN "text" DROP NOT NULL;

-- "listUnsubscribe" stays, no longer written: the one-click address is signed from the row's
-- subscriber when the mail is sent, and a backup from before, which holds the column, still restores.
