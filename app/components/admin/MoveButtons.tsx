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

/** What every move sends; the button pressed adds its direction (its name and value). */
function MoveFields({ id, name }: { id: number; name: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={name} />
    </>
  );
}

function MoveButton({
  name,
  direction,
  disabled,
  look = ROW_LOOK,
  short = false,
}: {
  name: string;
  direction: MoveDirection;
  disabled?: boolean;
  look?: ButtonStyle;
  short?: boolean;
}) {
  return (
    <SubmitButton
      name="direction"
      value={direction}
      disabled={disabled}
      aria-label={`${LABELS[direction]}: ${name}`}
      {...look}
    >
      {(short ? SHORT : LABELS)[direction]}
    </SubmitButton>
  );
}

/** One move on its own (Move to top, in a row's menu). */
export function MoveForm({
  id,
  name,
  ...button
}: {
  id: number;
  name: string;
  direction: MoveDirection;
  disabled?: boolean;
  look?: ButtonStyle;
}) {
  return (
    <ListForm>
      <MoveFields id={id} name={name} />
      <MoveButton name={name} {...button} />
    </ListForm>
  );
}

/**
 * Up and Down in one form, the button pressed saying which (a form fewer a row to render). It
 * displays as its contents: the two buttons sit in the row's line as two forms did.
 */
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
    <ListForm className="contents">
      <MoveFields id={id} name={name} />
      <MoveButton name={name} direction="up" disabled={first} short />
      <MoveButton name={name} direction="down" disabled={last} short />
    </ListForm>
  );
}
