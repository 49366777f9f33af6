// The markup the visitor's forms and the sign-in form share: a labelled field with its error line,
// the form's own error line, and the honeypot. Conform's ids tie each error to its input
// (aria-describedby), so the pieces take Conform's field and form metadata.
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot-field";

/** The look of a text input, select or textarea on a light background, in a row with others. */
export const INPUT = "min-h-11 w-full border border-ink/30 bg-white px-3 py-2";
/** The same under its label. */
export const FIELD = `mt-1 ${INPUT}`;
/** A file picker under its label. */
export const FILE_INPUT = "mt-1 block min-h-11 text-sm";

interface Messages {
  errorId: string;
  errors?: string[];
}

interface FieldMeta extends Messages {
  id: string;
}

export function Field({
  meta,
  label,
  className,
  children,
}: {
  meta: FieldMeta;
  label: ReactNode;
  className?: string;
  /** The input, select or textarea, spread with Conform's props for `meta`. */
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
