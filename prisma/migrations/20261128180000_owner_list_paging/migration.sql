-- The owner's lists page by key (decision 280): each list's order gets its index, and sold
-- pieces get the time of their sale, kept by the database whichever path writes isSold.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN "soldAt" TIMESTAMP(3);

-- A piece sold before this column: its latest order's time, else its last change.
UPDATE "Product" p SET "soldAt" = COALESCE(
  (SELECT max(o."createdAt") FROM "Order" o WHERE o."productId" = p."id"),
  p."updatedAt"
) WHERE p."isSold";

-- Marking a piece sold stamps the time (unless the writer names one: a restore, a loader);
-- putting it back on sale clears it.
CREATE FUNCTION "product_sold_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."isSold" THEN
    NEW."soldAt" := NULL;
  ELSIF TG_OP = 'INSERT' OR NOT OLD."isSold" THEN
    NEW."soldAt" := COALESCE(NEW."soldAt", CURRENT_TIMESTAMP);
  ELSIF NEW."soldAt" IS NULL THEN
    NEW."soldAt" := OLD."soldAt";
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_soldAt" BEFORE INSERT OR UPDATE OF "isSold", "soldAt" ON "Product"
FOR EACH ROW EXECUTE FUNCTION "product_sold_at"();
-- Also under session_replication_role = replica, which bulk loads use to skip foreign-key checks:
-- a piece loaded sold still gets its time.
ALTER TABLE "Product" ENABLE ALWAYS TRIGGER "Product_soldAt";

-- CreateIndex
CREATE INDEX "Product_isSold_displayOrder_id_idx" ON "Product"("isSold", "displayOrder", "id");
CREATE INDEX "Product_isSold_soldAt_id_idx" ON "Product"("isSold", "soldAt", "id");

-- DropIndex / CreateIndex
DROP INDEX "ContactMessage_archivedAt_createdAt_idx";
CREATE INDEX "ContactMessage_archivedAt_createdAt_id_idx" ON "ContactMessage"("archivedAt", "createdAt", "id");
DROP INDEX "Inquiry_archivedAt_createdAt_idx";
CREATE INDEX "Inquiry_archivedAt_createdAt_id_idx" ON "Inquiry"("archivedAt", "createdAt", "id");

CREATE INDEX "NewsletterSubscriber_createdAt_id_idx" ON "NewsletterSubscriber"("createdAt", "id");

DROP INDEX "Order_status_createdAt_idx";
CREATE INDEX "Order_status_createdAt_id_idx" ON "Order"("status", "createdAt", "id");
CREATE INDEX "Order_createdAt_id_idx" ON "Order"("createdAt", "id");

CREATE INDEX "MailOutbox_status_nextAttemptAt_id_idx" ON "MailOutbox"("status", "nextAttemptAt", "id");
CREATE INDEX "MailOutbox_status_id_idx" ON "MailOutbox"("status", "id");
