// The product page body (product §2): photos, badge, name, price, description, the 'Product Details'
// sections that are present, and the purchase and inquiry actions (or the sold texts; or, while
// someone is paying for the piece or card payments are not set up, that notice instead of a
// checkout that would fail). 'Inquire About This Piece' is the inquiry dialog's own control
// (decision 151), so asking always keeps the piece.
import type { ReactNode } from "react";
import { formatPrice } from "~/utils/money";
import { PieceFrame } from "./PieceFrame";
import { BulletText, FormattedText, RichText } from "./ProductText";
import { Badge } from "~/components/ui/Badge";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";

export interface ProductDetailsProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  images: string[];
  isSold: boolean;
  isLimitedEdition: boolean;
  beingPurchased?: boolean;
  designDetails: string | null;
  dimensions: string | null;
  height: string | null;
  width: string | null;
  depth: string | null;
  features: string | null;
  whatsIncluded: string | null;
  options: string | null;
  shipping: string | null;
}

/** The free-text dimensions, or height, width and depth when it is absent. */
export function dimensionsText(
  product: Pick<ProductDetailsProduct, "dimensions" | "height" | "width" | "depth">,
) {
  if (product.dimensions) return product.dimensions;
  const parts = [
    product.height && `Height: ${product.height}`,
    product.width && `Width: ${product.width}`,
    product.depth && `Depth: ${product.depth}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("\n") : null;
}

/** One 'Product Details' section: its text as a paragraph with marks, or as a list of bullets. */
function Detail({ title, text, bullets = false }: { title: string; text: string; bullets?: boolean }) {
  return (
    <div className="border-t border-sand py-4">
      <h3 className="text-sm font-semibold uppercase tracking-widest">{title}</h3>
      <div className="mt-2 space-y-2 text-gray-700">
        {bullets ? (
          <BulletText text={text} />
        ) : (
          <p>
            <RichText text={text} />
          </p>
        )}
      </div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="status" className="text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{children}</p>
    </Card>
  );
}

export function ProductDetails({
  product,
  inquiry,
  paymentsOpen,
  draft,
  goesLive,
}: {
  product: ProductDetailsProduct;
  /** The inquiry control ('Inquire About This Piece') and its dialog. */
  inquiry: ReactNode;
  /** False when card payments are not set up: no 'Purchase Now' that ends on an error. */
  paymentsOpen: boolean;
  /** The owner previewing a hidden draft. */
  draft: boolean;
  /** The owner previewing a drop before its minute: when it goes live, in the studio's words. */
  goesLive?: string | null;
}) {
  // The sections present, in the order shown.
  const details = [
    { key: "design", title: "Design", text: product.designDetails },
    { key: "dimensions", title: "Dimensions", text: dimensionsText(product) },
    { key: "features", title: "Features", text: product.features, bullets: true },
    { key: "included", title: "What's Included", text: product.whatsIncluded },
    { key: "options", title: "Options", text: product.options, bullets: true },
    { key: "shipping", title: "Shipping Information", text: product.shipping },
  ].flatMap(({ key, text, ...detail }) => (text ? [<Detail key={key} text={text} {...detail} />] : []));

  return (
    <PieceFrame
      name={product.name}
      images={product.images}
      note={
        draft ? (
          <p role="note" className="mb-6 border border-gold bg-gold/10 px-4 py-3 text-sm">
            <strong>Hidden draft:</strong> only you can see this page. Publish it from Shop Management to show
            it to visitors.
          </p>
        ) : goesLive ? (
          <p role="note" className="mb-6 border border-gold bg-gold/10 px-4 py-3 text-sm">
            <strong>Scheduled drop:</strong> this piece goes live {goesLive}. Until then only you can see this
            page as it will be.
          </p>
        ) : null
      }
    >
      {product.isSold ? (
        <Badge tone="ink" className="inline-block">
          SOLD
        </Badge>
      ) : product.isLimitedEdition ? (
        <Badge tone="gold" className="inline-block">
          Limited Edition
        </Badge>
      ) : null}
      <h1 className="mt-3 font-serif text-4xl">{product.name}</h1>
      <p className="mt-3 text-2xl">{formatPrice(product.price)}</p>
      <div className="mt-8">
        <h2 className="text-sm font-semibold uppercase tracking-widest">Description</h2>
        <div className="mt-2 space-y-3 leading-relaxed text-gray-700">
          <FormattedText text={product.description} />
        </div>
      </div>
      {details.length > 0 ? (
        <div className="mt-8">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-widest">Product Details</h2>
          {details}
        </div>
      ) : null}
      <div className="mt-10 space-y-3">
        {product.isSold ? (
          <Notice title="This item has been sold">Contact us about similar pieces or custom orders</Notice>
        ) : product.beingPurchased ? (
          <Notice title="Someone is completing a purchase of this piece">
            If they do not finish, it will be offered again here in a few minutes.
          </Notice>
        ) : !paymentsOpen ? (
          <Notice title="Online payment is not open yet">
            Ask about this piece below and the studio will reply with how to buy it.
          </Notice>
        ) : (
          <ButtonLink
            to={`/checkout?productId=${product.id}`}
            // A full page load: the checkout's own CSP is what lets Stripe.js in.
            reloadDocument
            variant="brand"
            size="xl"
            className="w-full"
          >
            Purchase Now - {formatPrice(product.price)}
          </ButtonLink>
        )}
        {inquiry}
      </div>
    </PieceFrame>
  );
}
