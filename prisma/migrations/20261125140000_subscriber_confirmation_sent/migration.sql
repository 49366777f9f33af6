-- AlterTable
ALTER TABLE "NewsletterSubscriber" ADD COLUMN     "confirmationSentAt" TIMESTAMP(3);

-- An address that was sent a confirmation already (every sign-up since double opt-in) is marked
-- with its latest one; the addresses from before stay null: the owner has not asked them yet.
UPDATE "NewsletterSubscriber" AS s
SET "confirmationSentAt" = m."last"
FROM (
  SELECT "subscriberId", MAX("createdAt") AS "last"
  FROM "MailOutbox"
  WHERE "subscriberId" IS NOT NULL AND "announcementId" IS NULL
  GROUP BY "subscriberId"
) AS m
WHERE m."subscriberId" = s."id";
