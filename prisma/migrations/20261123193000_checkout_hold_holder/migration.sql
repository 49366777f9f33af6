-- Who holds a piece during payment: one browser session, one address (decision 070).
ALTER TABLE "Product" ADD COLUMN "reservedBySession" TEXT;
ALTER TABLE "Product" ADD COLUMN "reservedByAddress" TEXT;
