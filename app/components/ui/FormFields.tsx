// The markup the site's forms share: a labelled field that owns its input, select or textarea
// (Conform's props and the look of Input.tsx) with its error line, the form's own error line, and
// the honeypot. Conform's ids tie each error to its input (aria-describedby), so the pieces take
// Conform's field and form metadata.
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot-field";
import { Input, Select, Textarea } from "./Input";

/** A file picker under its label. */
export const FILE_INPUT = "mt-1 block min-h-11 text-sm";

interface Messages {
  errorId: string;
  errors?: string[];
}

interface FieldMeta extends Messages {
  id: string;
}

/** A label, whatever control it names (`children`, tied to `meta.id`) and the control's error line. */
export function FieldFrame({
  meta,
  label,
  className,
  children,
}: {
  meta: FieldMeta;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldError meta={meta} />
    </div>
  );
}

interface FieldProps {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  /** Where the field sits (a width, a grid column). */
  className?: string;
}

/** A labelled text input (`type` as Conform's) with its error line. */
export function Field({
  meta,
  label,
  className,
  type = "text",
  inputProps,
}: FieldProps & {
  type?: "text" | "email" | "password" | "datetime-local";
  /** What Conform does not derive: autocomplete, a placeholder, an input mode, a first focus. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "className">;
}) {
  return (
    <FieldFrame meta={meta} label={label} className={className}>
      <Input {...getInputProps(meta, { type })} {...inputProps} />
    </FieldFrame>
  );
}

export function TextareaField({
  meta,
  label,
  className,
  textareaProps,
}: FieldProps & {
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "className">;
}) {
  return (
    <FieldFrame meta={meta} label={label} className={className}>
      <Textarea {...getTextareaProps(meta)} {...textareaProps} />
    </FieldFrame>
  );
}

/** A labelled select; its options are `children`. */
export function SelectField({
  meta,
  label,
  className,
  selectProps,
  children,
}: FieldProps & {
  selectProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "className">;
  children: ReactNode;
}) {
  return (
    <FieldFrame meta={meta} label={label} className={className}>
      <Select {...getSelectProps(meta)} {...selectProps}>
        {children}
      </Select>
    </FieldFrame>
  );
}

/** A field's own message, for an input labelled some other way than by `Field`. */
export function FieldError({ meta }: { meta: Messages }) {
  return (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700">
      {meta.errors?.[0]}
    </p>
  );
}

/** What is wrong with the form as a whole (a refused sign-in, a failed send), read out at once. */
export function FormError({ form, className = "" }: { form: Messages; className?: string }) {
  return (
    <p id={form.errorId} role="alert" className={`text-sm text-red-700 ${className}`.trim()}>
      {form.errors?.[0]}
    </p>
  );
}

/** Hidden from people and from screen readers; a bot that fills it is refused (honeypot.ts). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px]">
      <label>
        Leave this empty <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
