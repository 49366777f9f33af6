// "Mark shipped" on a paid order: an optional carrier and tracking number for the buyer's shipped
// notice. One of these forms per order; the action's answer names the order it is for.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Field, FormError } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { shipOrderSchema } from "~/modules/checkout/schema";

export function ShipOrderForm({
  orderId,
  lastResult,
}: {
  orderId: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: `ship-${orderId}`,
    lastResult,
    constraint: getZodConstraint(shipOrderSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipOrderSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="ship" />
      <input type="hidden" name="id" value={orderId} />
      <Field
        meta={fields.carrier}
        label="Carrier (optional)"
        className="w-48"
        inputProps={{ placeholder: "UPS" }}
      />
      <Field meta={fields.trackingNumber} label="Tracking number (optional)" className="w-64" />
      <SubmitButton variant="outline" className="mb-7">
        Mark shipped
      </SubmitButton>
      <FormError form={form} className="w-full" />
    </Form>
  );
}
