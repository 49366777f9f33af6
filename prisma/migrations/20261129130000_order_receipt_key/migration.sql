-- The success page shows an order's receipt only to whoever holds its payment's client secret.
ALTER TABLE "Order" ADD COLUMN "receiptKey" TEXT;
