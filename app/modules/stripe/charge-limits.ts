// What Stripe can charge in one USD payment (its documented minimum and maximum charge amounts:
// at least $0.50, at most eight digits of cents). A price outside them is listed but can never be
// paid, so prices are refused at save time. Browser-safe: the product form checks with them too.
import { formatPrice } from "~/utils/money";

export const STRIPE_USD_MIN_CHARGE_CENTS = 50;
export const STRIPE_USD_MAX_CHARGE_CENTS = 99_999_999;

export const CHARGEABLE_PRICE_MESSAGE = `Card payments take ${formatPrice(STRIPE_USD_MIN_CHARGE_CENTS)} to ${formatPrice(STRIPE_USD_MAX_CHARGE_CENTS)}: please enter a price in that range.`;
