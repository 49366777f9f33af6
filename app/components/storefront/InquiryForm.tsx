// The inquiry form of SPEC §2 ('Your Name *', 'Email Address *', 'Your Message *'), posted to
// /products/{id}/inquire: a fetcher inside the dialog with JavaScript, a plain post without.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "~/components/ui/Toaster";
import { inquirySchema } from "~/modules/messages/schema";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";
import type { PublicFormResult } from "~/modules/security/public-form.server";

const FIELD = "mt-1 w-full border border-ink/30 bg-white px-3 py-2";

export function InquiryFields({
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

/** With JavaScript: the dialog, closed on success with the toasts of SPEC §8. */
export function InquiryDialog({ productId, productName }: { productId: number; productName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<PublicFormResult>();
  const toast = useToast();
  const data = fetcher.data;
  // A new key after each success gives the next inquiry an empty form.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!data) return;
    if (data.sent) {
      setFormKey((key) => key + 1);
      dialog.current?.close();
      toast({
        title: "Inquiry Sent!",
        description: "Thank you for your interest. I'll get back to you soon.",
      });
    } else if (data.message) {
      toast({ title: "Error", description: data.message, variant: "destructive" });
    }
  }, [data, toast]);

  return (
    <>
      <a
        href={`/products/${productId}/inquire`}
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
        className="block border border-ink/40 px-6 py-3 text-center text-sm uppercase tracking-widest hover:border-ink"
      >
        Ask About This Piece
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={`inquiry-title-${productId}`}
        className="w-[calc(100%-2rem)] max-w-[525px] p-6 backdrop:bg-black/50"
      >
        <h2 id={`inquiry-title-${productId}`} className="mb-4 font-serif text-2xl">
          Inquire About: {productName}
        </h2>
        <InquiryFields
          key={formKey}
          productId={productId}
          productName={productName}
          lastResult={data?.sent ? undefined : data?.result}
          pending={fetcher.state !== "idle"}
          FormComponent={fetcher.Form as unknown as typeof Form}
          actions={
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="border border-ink/30 px-5 py-2 text-sm uppercase tracking-widest"
            >
              Cancel
            </button>
          }
        />
      </dialog>
    </>
  );
}
