// How an address is asked for and written in each country: the names of its parts, which a parcel
// needs, the postcode's shape, and the order of the town line on a label. Read by the checkout's
// form (labels), its schema (what is required, in the browser and on the server) and the order's
// address lines (Orders page, mails). A short table of the countries a buyer of the shop is likely
// to come from, after the postal services' own rules; every other country gets the open format.

/** A part of the address the country has, as its post names it. */
export interface AddressPart {
  label: string;
  required: boolean;
}

export interface AddressFormat {
  /** The town's name: "City", "Town or City", "Suburb or Town". */
  city: string;
  /** State, province, county...; absent where the post does not use one. */
  region?: AddressPart;
  /** ZIP code, postcode...; absent where there is none. */
  postalCode?: AddressPart & { pattern?: RegExp; example?: string };
  /**
   * The lines under the street on a label: US "Austin, TX 78701"; postal-first "75001 Paris";
   * city-postal "Auckland 1010"; separate "London", "Greater London", "SW1A 2AA".
   */
  town: "us" | "postal-first" | "city-postal" | "separate";
}

/** Kept word for word for the United States, the shop's own country (product §2: street, city, state, ZIP). */
const UNITED_STATES: AddressFormat = {
  city: "City",
  region: { label: "State", required: true },
  postalCode: { label: "ZIP Code", required: true, pattern: /^\d{5}(-\d{4})?$/, example: "78701" },
  town: "us",
};

/** Continental Europe's usual form: a postal code before the town, no region. */
const POSTAL_FIRST: AddressFormat = {
  city: "City",
  postalCode: { label: "Postal code", required: true },
  town: "postal-first",
};

/** A country the table does not know: every part offered, only the street and town asked for. */
const OPEN_FORMAT: AddressFormat = {
  city: "City",
  region: { label: "State / Province / Region", required: false },
  postalCode: { label: "Postal code", required: false },
  town: "us",
};

const FORMATS: Record<string, AddressFormat> = {
  US: UNITED_STATES,
  // The US post's formats for its territories and the freely associated states.
  PR: UNITED_STATES,
  GU: UNITED_STATES,
  VI: UNITED_STATES,
  GB: {
    city: "Town or City",
    region: { label: "County", required: false },
    postalCode: {
      label: "Postcode",
      required: true,
      pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
      example: "SW1A 2AA",
    },
    town: "separate",
  },
  IE: {
    city: "Town or City",
    region: { label: "County", required: false },
    postalCode: { label: "Eircode", required: false },
    town: "separate",
  },
  CA: {
    city: "City",
    region: { label: "Province", required: true },
    postalCode: {
      label: "Postal code",
      required: true,
      pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
      example: "M5H 2N2",
    },
    town: "us",
  },
  AU: {
    city: "Suburb or Town",
    region: { label: "State", required: true },
    postalCode: { label: "Postcode", required: true, pattern: /^\d{4}$/, example: "2000" },
    town: "us",
  },
  NZ: {
    city: "Town or City",
    postalCode: { label: "Postcode", required: true, pattern: /^\d{4}$/, example: "1010" },
    town: "city-postal",
  },
  JP: {
    city: "City",
    region: { label: "Prefecture", required: true },
    postalCode: { label: "Postal code", required: true, pattern: /^\d{3}-?\d{4}$/, example: "100-0001" },
    town: "us",
  },
  IN: {
    city: "City",
    region: { label: "State", required: true },
    postalCode: { label: "PIN code", required: true, pattern: /^\d{6}$/, example: "400001" },
    town: "us",
  },
  IT: { ...POSTAL_FIRST, region: { label: "Province", required: true } },
  ES: { ...POSTAL_FIRST, region: { label: "Province", required: true } },
  HK: { city: "District", region: { label: "Area", required: false }, town: "us" },
  AE: { city: "City", region: { label: "Emirate", required: true }, town: "us" },
  ...Object.fromEntries(
    "AT BE CH CZ DE DK EE FI FR GR HR HU IS LI LT LU LV MC NL NO PL PT SE SI SK"
      .split(" ")
      .map((code) => [code, POSTAL_FIRST]),
  ),
};

/** The format of an ISO country code; the open one for a code the table does not hold. */
export const addressFormat = (country: string | null | undefined): AddressFormat =>
  (country && FORMATS[country]) || OPEN_FORMAT;

/** The lines under the street as the country's post writes them, empty parts left out. */
export function townLines(
  country: string | null | undefined,
  { city, region, postalCode }: { city?: string | null; region?: string | null; postalCode?: string | null },
): string[] {
  const join = (parts: (string | null | undefined)[], between = " ") => parts.filter(Boolean).join(between);
  const lines = {
    us: () => [join([join([city, region], ", "), postalCode])],
    "postal-first": () => [join([postalCode, city]), region],
    "city-postal": () => [join([city, postalCode]), region],
    separate: () => [city, region, postalCode],
  }[addressFormat(country).town]();
  return lines.filter((line): line is string => Boolean(line));
}
