-- The buyer's billing address beside where the piece ships: they differ for a gift or a work address.
ALTER TABLE "Order" ADD COLUMN "billingLine1" TEXT,
ADD COLUMN "billingLine2" TEXT,
ADD COLUMN "billingCity" TEXT,
ADD COLUMN "billingState" TEXT,
ADD COLUMN "billingPostalCode" TEXT,
ADD COLUMN "billingCountry" TEXT;
