// Tells the owner, on the dashboard and her product list, that visitors cannot buy by card because
// payments are not set up (product pages then ask visitors to inquire instead).
export function PaymentsWarning() {
  return (
    <p role="note" className="mt-6 border border-red-700 bg-red-50 p-4 text-sm text-red-900">
      <strong>Card payments are not set up.</strong> Visitors cannot buy online: each product page asks them
      to inquire instead. Set <code>STRIPE_SECRET_KEY</code> and <code>STRIPE_PUBLISHABLE_KEY</code> (see
      docs/payments.md) to open the checkout.
    </p>
  );
}
