-- Her searches by words of an address, the Outbox's by recipient and the Subscribers' by address,
-- find a few rows among hundreds of thousands (decision 349): trigram indexes serve ILIKE '%words%'.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "MailOutbox_to_trgm_idx" ON "MailOutbox" USING GIN ("to" gin_trgm_ops);
CREATE INDEX "NewsletterSubscriber_email_trgm_idx" ON "NewsletterSubscriber" USING GIN ("email" gin_trgm_ops);
