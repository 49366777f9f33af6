// Prices are integer cents everywhere; shown as dollars with two decimals and thousands separators.
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

export function formatPrice(cents: number) {
  return dollars.format(cents / 100);
}
