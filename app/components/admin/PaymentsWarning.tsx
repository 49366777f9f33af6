// Tells the owner, on the dashboard and her product list, that visitors cannot buy by card because
// payments are not set up (product pages then ask visitors to inquire instead).
import { Card } from "~/components/ui/Card";

export function PaymentsWarning() {
  return (
    <Card as="p" role="note" padding="sm" tone="alert" className="mt-6 text-sm">
      <strong>Card payments are not set up.</strong> Visitors cannot buy online: each product page asks them
      to inquire instead. Set <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_PUBLISHABLE_KEY</code> (see
      docs/payments.md) to open the checkout.
    </Card>
  );
}
