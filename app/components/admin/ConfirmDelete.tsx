// A row's Delete (or Remove) in two steps, so one stray tap on a phone deletes nothing (product §9:
// delete actions require confirmation). The first tap is a link to `?delete=<key>`, which opens the
// question in the row; only its "Yes, delete" posts. Being a link and a form, it works the same
// with JavaScript off; with it, the page does not reload and keeps its scroll position.
import { Form, useLocation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { ButtonLink, type ButtonStyle } from "~/components/ui/Button";
import { SubmitButton } from "~/components/ui/SubmitButton";

export const CONFIRM_PARAM = "delete";

export function ConfirmDelete({
  confirmKey,
  name,
  question,
  verb = "Delete",
  look = { variant: "subtle", size: "sm" },
  children,
}: {
  /** Names the row in the page's address; unique on the page. */
  confirmKey: string | number;
  /** What is deleted, for the buttons' accessible names. */
  name: string;
  question: ReactNode;
  verb?: "Delete" | "Remove";
  look?: ButtonStyle;
  /** The hidden fields the page action needs to delete this row. */
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const others = new URLSearchParams(params);
  others.delete(CONFIRM_PARAM);
  const back = others.toString() ? `?${others}` : pathname;

  if (params.get(CONFIRM_PARAM) !== String(confirmKey)) {
    others.set(CONFIRM_PARAM, String(confirmKey));
    return (
      <ButtonLink to={`?${others}`} preventScrollReset replace aria-label={`${verb} ${name}`} {...look}>
        {verb}
      </ButtonLink>
    );
  }
  return (
    <Form method="post" action={back} preventScrollReset className="basis-full border-t border-sand pt-3">
      {/* One group, named by the question, for a screen reader (a form may not take the role). */}
      <div role="group" aria-label={`${verb} ${name}?`} className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium">{question}</p>
        {children}
        {/* The question takes the place of the link just tapped, so its answer takes the focus
          (with JavaScript off too: the attribute is in the page the server sends). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <SubmitButton variant="danger" size="sm" autoFocus aria-label={`Yes, ${verb.toLowerCase()} ${name}`}>
          Yes, {verb.toLowerCase()}
        </SubmitButton>
        <ButtonLink to={back} preventScrollReset replace variant="subtle" size="sm">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
