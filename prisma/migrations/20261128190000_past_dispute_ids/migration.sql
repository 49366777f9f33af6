-- The disputes an order had before its current one: their late events change nothing.
ALTER TABLE "Order" ADD COLUMN "pastDisputeIds" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
