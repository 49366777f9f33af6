// Move up / Move down (and, where asked, Move to top) for one row of an owner's list: plain forms,
// so they work without JavaScript. The first row cannot go up, the last cannot go down. Each is a
// 44 px target; the answer comes back to the row (rowAnchor), so it stays in view.
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { MoveDirection } from "~/modules/ordering/schema";

export const ROW_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center border border-ink/40 px-2.5 text-xs uppercase tracking-wider hover:bg-ink hover:text-cream disabled:opacity-40";

const LABELS: Record<MoveDirection, string> = { up: "Move up", down: "Move down", top: "Move to top" };
// Short visible texts keep a row's buttons on one line of a phone; the accessible name stays full.
const SHORT: Record<MoveDirection, string> = { up: "↑ Up", down: "↓ Down", top: "⤒ Top" };

export function MoveForm({
  id,
  name,
  direction,
  disabled,
  className = ROW_BUTTON,
  short = false,
}: {
  id: number;
  name: string;
  direction: MoveDirection;
  disabled?: boolean;
  className?: string;
  short?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="name" value={name} />
      <SubmitButton disabled={disabled} aria-label={`${LABELS[direction]}: ${name}`} className={className}>
        {(short ? SHORT : LABELS)[direction]}
      </SubmitButton>
    </Form>
  );
}

export function MoveButtons({
  id,
  name,
  first,
  last,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <>
      <MoveForm id={id} name={name} direction="up" disabled={first} short />
      <MoveForm id={id} name={name} direction="down" disabled={last} short />
    </>
  );
}
