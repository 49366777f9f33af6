// One address block of the checkout, asked for as its country writes it (address-formats.ts): the
// United States' "State" and "ZIP Code", the United Kingdom's optional "County" and "Postcode", a
// country without regions none. The labels follow the country as the buyer picks it.
import { useMemo, useState } from "react";
import { Input, Select } from "~/components/ui/Input";
import { addressFormat } from "~/modules/orders/address-formats";
import { countryOptions } from "~/modules/orders/countries";

/** A labelled buyer input. Not the `Field` primitive: the buyer's details are checked together on
 * submit and a problem is told in a toast (the shop's 'Missing Information'), so no line under each. */
export function BuyerInput({
  name,
  label,
  type = "text",
  autoComplete,
  required,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`checkout-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <Input
        id={`checkout-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
      />
    </div>
  );
}

/**
 * `names`: the form's names of the parts (the schema's: `line1`... for billing, `shipLine1`... for
 * the ship-to); `section`: the autocomplete section, so a browser fills each block from the right card.
 */
export function AddressFields({
  names,
  section,
  initialCountry,
}: {
  names: { line1: string; city: string; state: string; postalCode: string; country: string };
  section: "billing" | "shipping";
  initialCountry: string;
}) {
  // The form renders only in the browser, once Stripe.js is ready: no server HTML to match.
  const options = useMemo(countryOptions, []);
  const [country, setCountry] = useState(initialCountry);
  const format = addressFormat(country);
  return (
    <>
      <BuyerInput
        name={names.line1}
        label="Street Address"
        autoComplete={`${section} address-line1`}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <BuyerInput
          name={names.city}
          label={format.city}
          autoComplete={`${section} address-level2`}
          required
        />
        {format.region ? (
          <BuyerInput
            name={names.state}
            label={format.region.required ? format.region.label : `${format.region.label} (optional)`}
            autoComplete={`${section} address-level1`}
            required={format.region.required}
          />
        ) : null}
        {format.postalCode ? (
          <BuyerInput
            name={names.postalCode}
            label={
              format.postalCode.required ? format.postalCode.label : `${format.postalCode.label} (optional)`
            }
            autoComplete={`${section} postal-code`}
            required={format.postalCode.required}
          />
        ) : null}
      </div>
      {/* Country by name, its ISO code sent behind it (Stripe wants the code). */}
      <div>
        <label htmlFor={`checkout-${names.country}`} className="block text-sm font-medium">
          Country
        </label>
        <Select
          id={`checkout-${names.country}`}
          name={names.country}
          autoComplete={`${section} country`}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
