// The two orders pieces are listed in, as keysets (decision 280): her arrangement of the pieces not
// sold, and the sold ones newest sale first (decision 281). The owner's list and the storefront's
// listings page through the same two.
import type { Prisma, Product } from "@prisma/client";
import { keyset } from "~/utils/keyset-page.server";

type Keyed = Pick<Product, "id" | "displayOrder" | "soldAt">;
export type ProductKeyset = ReturnType<
  typeof keyset<Keyed, Prisma.ProductWhereInput, Prisma.ProductOrderByWithRelationInput>
>;

export const ARRANGED: ProductKeyset = keyset([
  { field: "displayOrder", kind: "int" },
  { field: "id", kind: "int" },
]);

export const NEWEST_SALE: ProductKeyset = keyset([
  { field: "soldAt", kind: "date", descending: true },
  { field: "id", kind: "int", descending: true },
]);

/** The sold pieces: soldAt is set with isSold by the database; the condition keeps the key whole all the same. */
export const soldWhere = () => ({ isSold: true, soldAt: { not: null } }) satisfies Prisma.ProductWhereInput;
