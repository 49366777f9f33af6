// "Mark shipped" on a paid order: an optional carrier and tracking number for the buyer's shipped
// notice. On a shipped order the same fields, filled with what was sent, correct a mistyped number
// ("Correct tracking", folded away in a <details>, which opens without JavaScript). One of these
// forms per order; the action's answer names the order it is for.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Field, FormError } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { shipOrderSchema } from "~/modules/orders/schema";

interface Shipped {
  carrier: string | null;
  trackingNumber: string | null;
}

export function ShipOrderForm({
  orderId,
  shipped,
  lastResult,
}: {
  orderId: number;
  /** The order has shipped with these: the form corrects them. */
  shipped?: Shipped;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: `${shipped ? "tracking" : "ship"}-${orderId}`,
    lastResult,
    defaultValue: shipped && { carrier: shipped.carrier ?? "", trackingNumber: shipped.trackingNumber ?? "" },
    constraint: getZodConstraint(shipOrderSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipOrderSchema }),
    shouldValidate: "onSubmit",
  });
  const fieldsAndButton = (
    <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={shipped ? "tracking" : "ship"} />
      <input type="hidden" name="id" value={orderId} />
      <Field
        meta={fields.carrier}
        label="Carrier (optional)"
        className="w-48"
        inputProps={{ placeholder: "UPS" }}
      />
      <Field meta={fields.trackingNumber} label="Tracking number (optional)" className="w-64" />
      <SubmitButton variant="outline" className="mb-7">
        {shipped ? "Save tracking" : "Mark shipped"}
      </SubmitButton>
      <FormError form={form} className="w-full" />
    </Form>
  );
  if (!shipped) return fieldsAndButton;
  return (
    // Open again after a refusal, so its message is seen.
    <details open={Boolean(lastResult)} className="mt-2">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm underline">
        Correct tracking
      </summary>
      <p className="text-sm text-gray-600">When the number changes, the buyer is sent the new one.</p>
      {fieldsAndButton}
    </details>
  );
}
