// The inquiry form of SPEC §2 ('Your Name *', 'Email Address *', 'Your Message *'), posted to
// /products/{id}/inquire: a fetcher inside the dialog with JavaScript, a plain post without.
// It carries Conform and zod, so the product page loads it only when the dialog first opens.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { inquirySchema } from "~/modules/messages/schema";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";

const FIELD = "mt-1 w-full border border-ink/30 bg-white px-3 py-2";

export default function InquiryFields({
  productId,
  productName,
  lastResult,
  pending,
  FormComponent,
  actions,
}: {
  productId: number;
  productName: string;
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
      <div aria-hidden="true" className="absolute -left-[9999px]">
        <label>
          Leave this empty <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div>
        <label htmlFor={fields.customerName.id} className="block text-sm font-medium">
          Your Name *
        </label>
        <input
          {...getInputProps(fields.customerName, { type: "text" })}
          autoComplete="name"
          className={FIELD}
        />
        <p id={fields.customerName.errorId} className="mt-1 text-sm text-red-700">
          {fields.customerName.errors?.[0]}
        </p>
      </div>
      <div>
        <label htmlFor={fields.customerEmail.id} className="block text-sm font-medium">
          Email Address *
        </label>
        <input
          {...getInputProps(fields.customerEmail, { type: "email" })}
          autoComplete="email"
          className={FIELD}
        />
        <p id={fields.customerEmail.errorId} className="mt-1 text-sm text-red-700">
          {fields.customerEmail.errors?.[0]}
        </p>
      </div>
      <div>
        <label htmlFor={fields.message.id} className="block text-sm font-medium">
          Your Message *
        </label>
        <textarea {...getTextareaProps(fields.message)} rows={5} className={FIELD} />
        <p id={fields.message.errorId} className="mt-1 text-sm text-red-700">
          {fields.message.errors?.[0]}
        </p>
      </div>
      <p id={form.errorId} role="alert" className="text-sm text-red-700">
        {form.errors?.[0]}
      </p>
      <div className="flex justify-end gap-3">
        {actions}
        <button
          type="submit"
          disabled={pending}
          className="bg-ink px-5 py-2 text-sm uppercase tracking-widest text-cream disabled:opacity-60"
        >
          {pending ? "Sending..." : "Send Inquiry"}
        </button>
      </div>
    </FormComponent>
  );
}
