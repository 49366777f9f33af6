// "Mark shipped" on a paid order: an optional carrier and tracking number for the buyer's shipped
// notice. On a shipped order the same fields, filled with what was sent, correct a mistyped number:
// "Correct tracking" is a link to `?tracking=<order>`, which opens the form in its row (like Refund,
// so a page of shipped orders carries no form it does not show; decision 360), with Cancel to close
// it. One of these forms per order; the action's answer names the order it is for.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { Field, FormError } from "~/components/ui/FormFields";
import { ListLink } from "~/components/ui/ListLink";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { orderFormHref, TRACKING_PARAM } from "~/modules/orders/order-list";
import { shipOrderSchema } from "~/modules/orders/schema";

/** Read from the schema once, not per form: a page of orders holds many. */
const constraint = getZodConstraint(shipOrderSchema);

interface Shipped {
  carrier: string | null;
  trackingNumber: string | null;
}

interface Props {
  orderId: number;
  /** The order has shipped with these: the form corrects them. */
  shipped?: Shipped;
  lastResult?: SubmissionResult<string[]>;
}

export function ShipOrderForm({ orderId, shipped, lastResult }: Props) {
  const { search } = useLocation();
  if (!shipped) return <ShipFields orderId={orderId} lastResult={lastResult} />;
  // Open when asked for, and again after a refusal, so its message is seen.
  const open = Boolean(lastResult) || new URLSearchParams(search).get(TRACKING_PARAM) === String(orderId);
  if (!open) {
    return (
      <ListLink
        to={orderFormHref(search, TRACKING_PARAM, orderId, true)}
        preventScrollReset
        replace
        aria-label={`Correct tracking of order #${orderId}`}
        className="mt-2 flex min-h-11 items-center text-sm underline"
      >
        Correct tracking
      </ListLink>
    );
  }
  return (
    <div className="mt-2 w-full border-t border-sand pt-3">
      <p className="text-sm font-medium">Correct tracking</p>
      <p className="text-sm text-gray-600">When the number changes, the buyer is sent the new one.</p>
      <ShipFields orderId={orderId} shipped={shipped} lastResult={lastResult}>
        <ButtonLink
          to={orderFormHref(search, TRACKING_PARAM, orderId, false)}
          preventScrollReset
          replace
          variant="subtle"
          className="mb-7"
        >
          Cancel
        </ButtonLink>
      </ShipFields>
    </div>
  );
}

function ShipFields({ orderId, shipped, lastResult, children }: Props & { children?: ReactNode }) {
  const [form, fields] = useForm({
    id: `${shipped ? "tracking" : "ship"}-${orderId}`,
    lastResult,
    defaultValue: shipped && { carrier: shipped.carrier ?? "", trackingNumber: shipped.trackingNumber ?? "" },
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipOrderSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={shipped ? "tracking" : "ship"} />
      <input type="hidden" name="id" value={orderId} />
      <Field
        meta={fields.carrier}
        label="Carrier (optional)"
        className="w-48"
        inputProps={{ placeholder: "UPS" }}
      />
      <Field
        meta={fields.trackingNumber}
        label="Tracking number (optional)"
        className="w-64"
        // The form takes the place of the link just tapped, so the number to correct takes the focus.
        inputProps={{ autoFocus: Boolean(shipped) && !lastResult }}
      />
      <SubmitButton variant="outline" className="mb-7">
        {shipped ? "Save tracking" : "Mark shipped"}
      </SubmitButton>
      {children}
      <FormError form={form} className="w-full" />
    </Form>
  );
}
