-- When Stripe first said a hold's payment is processing (the buyer was told "Payment received"):
-- if that payment fails, she and the owner are told (decision 340).
ALTER TABLE "Product" ADD COLUMN "paymentProcessingSince" TIMESTAMP(3);
