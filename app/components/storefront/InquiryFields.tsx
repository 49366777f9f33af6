// The inquiry form of product §2 ('Your Name *', 'Email Address *', 'Your Message *'), posted to
// /products/{id}/inquire: a fetcher inside the dialog with JavaScript, a plain post without.
// It carries Conform and zod, so the product page loads it only when the dialog first opens.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { inquirySchema, SUBMISSION_KEY_FIELD } from "~/modules/messages/schema";
import { Field, FormError, Honeypot, TextareaField } from "~/components/ui/FormFields";
import { Button } from "~/components/ui/Button";

export default function InquiryFields({
  productId,
  productName,
  submissionKey,
  lastResult,
  pending,
  FormComponent,
  actions,
}: {
  productId: number;
  productName: string;
  /** Goes in a hidden field, so a re-posted inquiry is recognised (decision 092). */
  submissionKey: string;
  lastResult?: SubmissionResult<string[]>;
  pending: boolean;
  FormComponent: typeof Form;
  actions: ReactNode;
}) {
  const [form, fields] = useForm({
    id: `inquiry-${productId}`,
    lastResult,
    constraint: getZodConstraint(inquirySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquirySchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <FormComponent
      method="post"
      action={`/products/${productId}/inquire`}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={productName} />
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      <Honeypot />
      <Field meta={fields.customerName} label="Your Name *" inputProps={{ autoComplete: "name" }} />
      <Field
        meta={fields.customerEmail}
        label="Email Address *"
        type="email"
        inputProps={{ autoComplete: "email" }}
      />
      <TextareaField meta={fields.message} label="Your Message *" textareaProps={{ rows: 5 }} />
      <FormError form={form} />
      <div className="flex justify-end gap-3">
        {actions}
        <Button type="submit" disabled={pending} variant="brand">
          {pending ? "Sending..." : "Send Inquiry"}
        </Button>
      </div>
    </FormComponent>
  );
}
