// The countries a buyer can pay from: ISO 3166-1 alpha-2 codes, named in English by the browser's
// own region names (Intl.DisplayNames), so no list of names ships with the page (decision 190).

/** Every assigned ISO 3166-1 alpha-2 code, and XK (Kosovo), which card networks and Stripe accept. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR
  BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW
  GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY
  KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV
  MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY
  QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG
  TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM
  ZW XK
  `
    .trim()
    .split(/\s+/),
);

/** The checkout's country when the buyer's browser names none we know: the shop is in the US. */
export const DEFAULT_COUNTRY = "US";

/** The countries as the buyer chooses them: by English name, in alphabetical order, code behind each. */
export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return [...COUNTRY_CODES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Built once: the Orders page names a country on each of its cards, the Orders CSV on each row. */
let regionNames: Intl.DisplayNames | undefined;

/** A stored code in words ("United States" for US); one the runtime cannot name stays as it is. */
export function countryName(code: string | null) {
  if (!code) return code;
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The country to preselect: the region of the browser's first language ("en-GB" is the United
 * Kingdom; "fr" is likely France), else the shop's own.
 */
export function likelyCountry(languages: readonly string[]) {
  try {
    const region = languages[0] ? new Intl.Locale(languages[0]).maximize().region : undefined;
    return region && COUNTRY_CODES.has(region) ? region : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}
