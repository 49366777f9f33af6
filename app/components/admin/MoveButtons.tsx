// Move up / Move down (and, where asked, Move to top) for one row of an owner's list: plain forms,
// so they work without JavaScript. The first row cannot go up, the last cannot go down. Each is a
// 44 px target; the answer comes back to the row (rowAnchor), so it stays in view.
import type { ButtonStyle } from "~/components/ui/Button";
import { ListForm } from "~/components/ui/ListForm";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { MoveDirection } from "~/modules/ordering/schema";

/** The look of a row's controls (Move, Edit, More). */
export const ROW_LOOK: ButtonStyle = { variant: "subtle", size: "row" };

const LABELS: Record<MoveDirection, string> = { up: "Move up", down: "Move down", top: "Move to top" };
// Short visible texts keep a row's buttons on one line of a phone; the accessible name stays full.
const SHORT: Record<MoveDirection, string> = { up: "↑ Up", down: "↓ Down", top: "⤒ Top" };

export function MoveForm({
  id,
  name,
  direction,
  disabled,
  look = ROW_LOOK,
  short = false,
}: {
  id: number;
  name: string;
  direction: MoveDirection;
  disabled?: boolean;
  look?: ButtonStyle;
  short?: boolean;
}) {
  return (
    <ListForm>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="name" value={name} />
      <SubmitButton disabled={disabled} aria-label={`${LABELS[direction]}: ${name}`} {...look}>
        {(short ? SHORT : LABELS)[direction]}
      </SubmitButton>
    </ListForm>
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
