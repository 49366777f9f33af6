// A product in a listing (product §2): photo, name, price, a SOLD overlay that hides the price, and a
// LIMITED EDITION badge for unsold limited pieces (or, while someone is paying for the piece, a
// PURCHASE IN PROGRESS one). The home shop also shows a two-line description.
import { Link } from "@remix-run/react";
import { formatPrice } from "~/utils/money";
import { Badge } from "~/components/ui/Badge";
import { GRID_IMAGE_SIZES, Picture, type ImageLoading } from "~/components/ui/Picture";
import { InlineText } from "./ProductText";

export interface ProductCardProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  isSold: boolean;
  isLimitedEdition: boolean;
  beingPurchased?: boolean;
}

/** A badge's place in the photo's top left corner. */
const OVER_PHOTO = "absolute left-3 top-3";

export function ProductCard({
  product,
  showDescription = false,
  loading,
  heading: Heading = "h3",
}: {
  product: ProductCardProduct;
  showDescription?: boolean;
  loading?: ImageLoading;
  /** The name's heading level: one below the listing's own heading. */
  heading?: "h2" | "h3";
}) {
  return (
    <Link to={`/products/${product.id}`} className="group block">
      <div className="relative aspect-[4/5] overflow-hidden bg-sand">
        <Picture
          src={product.imageUrl}
          alt={product.name}
          width={1200}
          height={1500}
          loading={loading}
          sizes={GRID_IMAGE_SIZES}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {product.isSold ? (
          <div className="absolute inset-0 flex items-center justify-center bg-black/50">
            <Badge tone="frame" size="lg">
              SOLD
            </Badge>
          </div>
        ) : product.beingPurchased ? (
          <Badge tone="ink" title="Someone is completing a purchase of this piece" className={OVER_PHOTO}>
            PURCHASE IN PROGRESS
          </Badge>
        ) : product.isLimitedEdition ? (
          <Badge tone="gold" className={OVER_PHOTO}>
            LIMITED EDITION
          </Badge>
        ) : null}
      </div>
      <Heading className="mt-4 font-serif text-lg tracking-wide">{product.name}</Heading>
      {showDescription ? (
        <p className="mt-1 line-clamp-2 text-sm text-gray-600">
          <InlineText text={product.description} />
        </p>
      ) : null}
      {product.isSold ? null : <p className="mt-1 text-sm font-medium">{formatPrice(product.price)}</p>}
    </Link>
  );
}
