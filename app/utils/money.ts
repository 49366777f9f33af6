// Prices are integer cents everywhere; shown as dollars with two decimals and thousands separators,
// and read back from dollars typed the same way.
// Written by hand rather than with Intl.NumberFormat: a browser builds its first currency formatter
// from ICU data, about 15 ms of main thread on this machine (60 ms on Lighthouse's simulated phone),
// inside the task that starts the page's JavaScript. The output is the same (money.test.ts).

export function formatPrice(cents: number) {
  const whole = Math.round(Math.abs(cents));
  const dollars = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

// Digits, or digits grouped by threes with commas ("1,450"), then optional decimals. A comma
// anywhere else ("1,45", "12,3456") is no thousands separator, so it is refused, not guessed at.
const DOLLARS = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** Dollars as she types them ("1450", "1,450", "$1,450.00", " 2840.5 ") in cents, rounded; NaN
 *  for anything else. */
export function parseDollars(text: string) {
  const typed = text.trim().replace(/^\$\s*/, "");
  if (!DOLLARS.test(typed)) return NaN;
  return Math.round(Number(typed.replaceAll(",", "")) * 100);
}
