// The receipt under "Payment Successful!", the same facts as the buyer's confirmation mail: the
// order's number, the piece with its photo, the amount, where it will be sent, the policies she
// agreed to and how to reach the studio (each only as the owner has given it).
import { Link } from "@remix-run/react";
import { Picture } from "~/components/ui/Picture";
import { policyPath, POLICY_TITLES, PURCHASE_POLICIES } from "~/modules/policies/kinds";
import type { Receipt } from "~/modules/orders/receipt";
import { telHref } from "~/modules/site/studio";
import { formatPrice } from "~/utils/money";

const LINK = "underline underline-offset-4 hover:text-gold";

export function OrderReceipt({ receipt }: { receipt: Receipt }) {
  const { studio } = receipt;
  return (
    <section
      aria-labelledby="receipt-title"
      className="mx-auto mt-8 max-w-md border-t border-sand pt-6 text-left"
    >
      <h2 id="receipt-title" className="font-serif text-xl">
        Order #{receipt.orderId}
      </h2>
      <div className="mt-4 flex gap-4">
        {receipt.imageUrl ? (
          <Picture
            src={receipt.imageUrl}
            alt={receipt.productName}
            width={96}
            height={120}
            sizes="96px"
            className="w-24 shrink-0 object-cover"
          />
        ) : null}
        <div className="text-gray-700">
          <p className="font-medium text-ink">{receipt.productName}</p>
          <p>{formatPrice(receipt.amount)}, shipping free</p>
        </div>
      </div>
      <p className="mt-4 text-gray-700">
        A confirmation is on its way to <span className="font-medium text-ink">{receipt.email}</span>.
      </p>
      {receipt.shipTo ? (
        <div className="mt-4 text-gray-700">
          <p className="font-medium text-ink">It will be sent to</p>
          <address className="not-italic">
            {receipt.shipTo.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : (
        <p className="mt-4 text-gray-700">
          You gave no shipping address: please write to us with the address it should go to.
        </p>
      )}
      <p className="mt-4 text-sm text-gray-700">
        The policies you agreed to:{" "}
        {PURCHASE_POLICIES.map((kind, index) => (
          <span key={kind}>
            {index > 0 ? ", " : ""}
            <Link to={policyPath(kind)} className={LINK}>
              {POLICY_TITLES[kind]}
            </Link>
          </span>
        ))}
        .
      </p>
      <div className="mt-4 text-sm text-gray-700">
        <p className="font-medium text-ink">To reach {studio.brandName}</p>
        {studio.studioEmail ? (
          <p>
            <a href={`mailto:${studio.studioEmail}`} className={LINK}>
              {studio.studioEmail}
            </a>
          </p>
        ) : null}
        {studio.studioPhone ? (
          <p>
            <a href={telHref(studio.studioPhone)} className={LINK}>
              {studio.studioPhone}
            </a>
          </p>
        ) : null}
        {studio.studioAddress ? <p>{studio.studioAddress}</p> : null}
        {!studio.studioEmail && !studio.studioPhone ? (
          <p>
            <Link to="/#contact" className={LINK}>
              Write to us
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
