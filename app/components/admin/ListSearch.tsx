// The search above an owner's list: words and one choice of state, sent as a GET so the address
// holds the search (and a new search starts at the first page), with or without JavaScript.
import { Form } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/Button";
import { ChoiceSelect } from "~/components/ui/ChoiceSelect";
import { Input } from "~/components/ui/Input";

export function ListSearch({
  label,
  q,
  state,
  keep,
  clearTo,
}: {
  /** The words field's label ("Search orders"). */
  label: string;
  q: string;
  /** The choice of state, with the value that means "every state". */
  state?: { label: string; name: string; value: string; choices: Record<string, string>; all: string };
  /** Parameters the search keeps as they are (the Outbox's status, chosen by its own links). */
  keep?: Record<string, string>;
  /** The list's address without the search. */
  clearTo: string;
}) {
  const searching = q !== "" || (state !== undefined && state.value !== state.all);
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-2">
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="min-w-48 flex-1 text-sm">
        {label}
        <Input type="search" name="q" defaultValue={q} />
      </label>
      {state ? (
        <ChoiceSelect
          label={state.label}
          name={state.name}
          defaultValue={state.value}
          choices={state.choices}
        />
      ) : null}
      <Button type="submit" variant="outline">
        Search
      </Button>
      {searching ? (
        <ButtonLink to={clearTo} variant="ghost">
          Clear
        </ButtonLink>
      ) : null}
    </Form>
  );
}
