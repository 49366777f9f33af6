// "Refund" on an order, asked first in its row like a delete (decision 154): the button is a link
// to `?refund=<order>`, which opens the form in the row; only its "Yes, refund" posts. The form
// starts with all that is left to refund, in dollars as a price is typed; she may type less. It
// posts to the same address, so a refusal comes back to the open form, with JavaScript or without.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation } from "@remix-run/react";
import { buttonClass, ButtonLink } from "~/components/ui/Button";
import { ListLink } from "~/components/ui/ListLink";
import { Field, FormError, SelectField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { REFUND_REASONS, refundOrderSchema } from "~/modules/orders/schema";
import { formatPrice } from "~/utils/money";
import { orderFormHref, REFUND_PARAM } from "~/modules/orders/order-list";

export function RefundOrderForm({
  order,
  lastResult,
}: {
  order: {
    id: number;
    productName: string;
    amount: number;
    refundedAmount: number;
    productId: number | null;
  };
  lastResult?: SubmissionResult<string[]>;
}) {
  const { search } = useLocation();
  const name = `order #${order.id} (${order.productName})`;
  if (new URLSearchParams(search).get(REFUND_PARAM) !== String(order.id)) {
    return (
      <ListLink
        // Without the card's anchor: the page stays where she is, the question under her finger.
        to={orderFormHref(search, REFUND_PARAM, order.id, true).split("#")[0]}
        preventScrollReset
        replace
        className={buttonClass({ variant: "subtle", size: "sm" })}
        aria-label={`Refund ${name}`}
      >
        Refund
      </ListLink>
    );
  }
  return <OpenRefundForm order={order} name={name} lastResult={lastResult} search={search} />;
}

function OpenRefundForm({
  order,
  name,
  lastResult,
  search,
}: {
  order: { id: number; amount: number; refundedAmount: number; productId: number | null };
  name: string;
  lastResult?: SubmissionResult<string[]>;
  /** The page she is on: her search and page, kept by the form and its Cancel. */
  search: string;
}) {
  const left = order.amount - order.refundedAmount;
  const [form, fields] = useForm({
    id: `refund-${order.id}`,
    lastResult,
    constraint: getZodConstraint(refundOrderSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundOrderSchema }),
    shouldValidate: "onSubmit",
    defaultValue: { amount: formatPrice(left).slice(1), reason: "requested_by_customer" },
  });
  return (
    <Form
      method="post"
      action={orderFormHref(search, REFUND_PARAM, order.id, true).split("#")[0]}
      preventScrollReset
      {...getFormProps(form)}
      className="w-full border-t border-sand pt-3"
    >
      {/* One group, named by the question, for a screen reader (a form may not take the role). */}
      <div role="group" aria-label={`Refund ${name}?`} className="flex flex-wrap items-end gap-3">
        <p className="w-full text-sm font-medium">
          Refund {name}? {formatPrice(left)} of {formatPrice(order.amount)} can be given back to the buyer’s
          card.
        </p>
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="id" value={order.id} />
        <input type="hidden" name="refunded" value={order.refundedAmount} />
        <Field
          meta={fields.amount}
          label="Amount (USD)"
          className="w-40"
          inputProps={{ inputMode: "decimal" }}
        />
        <SelectField meta={fields.reason} label="Reason" className="w-56">
          {/* A required list's first choice is its empty one (the HTML rule); the buyer's request is chosen. */}
          <option value="">Choose a reason</option>
          {Object.entries(REFUND_REASONS).map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </SelectField>
        <Field meta={fields.note} label="Note for your records (optional)" className="w-full sm:w-72" />
        {order.productId ? (
          <label className="flex min-h-11 w-full items-center gap-2 text-sm">
            <input {...getInputProps(fields.restock, { type: "checkbox" })} className="h-5 w-5" />
            Put the piece back on sale (the order is then closed and never ships)
          </label>
        ) : null}
        {/* The form takes the place of the link just tapped, so its answer takes the focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <SubmitButton variant="danger" size="sm" autoFocus={!lastResult} aria-label={`Yes, refund ${name}`}>
          Yes, refund
        </SubmitButton>
        <ButtonLink
          to={orderFormHref(search, REFUND_PARAM, order.id, false)}
          preventScrollReset
          replace
          variant="subtle"
          size="sm"
        >
          Cancel
        </ButtonLink>
        <FormError form={form} className="w-full" />
      </div>
    </Form>
  );
}
