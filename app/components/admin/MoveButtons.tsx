// Move up / Move down for one row of an owner's list: plain forms, so they work without
// JavaScript. The first row cannot go up, the last cannot go down.
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/SubmitButton";

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
      {(["up", "down"] as const).map((direction) => (
        <Form key={direction} method="post">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="direction" value={direction} />
          <SubmitButton
            disabled={direction === "up" ? first : last}
            aria-label={`Move ${direction}: ${name}`}
            variant="subtle"
            size="sm"
          >
            {direction === "up" ? "Move up" : "Move down"}
          </SubmitButton>
        </Form>
      ))}
    </>
  );
}
