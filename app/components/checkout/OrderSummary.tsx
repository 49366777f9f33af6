// The order summary of the checkout (product §2): the piece, subtotal, 'Free' shipping and total.
import { Card } from "~/components/ui/Card";
import { Picture } from "~/components/ui/Picture";
import { formatPrice } from "~/utils/money";

export function OrderSummary({ name, price, imageUrl }: { name: string; price: number; imageUrl: string }) {
  return (
    <Card as="section" aria-labelledby="summary-title">
      <h2 id="summary-title" className="font-serif text-2xl">
        Order Summary
      </h2>
      <div className="mt-4 flex gap-4">
        <Picture
          src={imageUrl}
          alt={name}
          width={96}
          height={120}
          sizes="96px"
          className="w-24 object-cover"
        />
        <p className="font-medium">{name}</p>
      </div>
      <dl className="mt-6 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPrice(price)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="flex justify-between border-t border-sand pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd>{formatPrice(price)}</dd>
        </div>
      </dl>
    </Card>
  );
}
