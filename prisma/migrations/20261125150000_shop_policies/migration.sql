-- CreateEnum
CREATE TYPE "PolicyKind" AS ENUM ('returns', 'shipping', 'privacy', 'terms');

-- CreateTable
CREATE TABLE "ShopPolicy" (
    "kind" "PolicyKind" NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShopPolicy_pkey" PRIMARY KEY ("kind")
);
