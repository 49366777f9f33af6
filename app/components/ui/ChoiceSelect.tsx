// A labelled <select> of fixed choices in a GET form: which products a list shows, which
// subscribers an export holds. The choice travels in the address, with or without JavaScript.
import { Select } from "./Input";

export function ChoiceSelect({
  label,
  name,
  defaultValue,
  choices,
}: {
  label: string;
  name: string;
  defaultValue: string;
  /** value → the words shown for it, in the order shown. */
  choices: Record<string, string>;
}) {
  return (
    <label className="text-sm">
      {label}
      <Select name={name} defaultValue={defaultValue}>
        {Object.entries(choices).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </Select>
    </label>
  );
}
