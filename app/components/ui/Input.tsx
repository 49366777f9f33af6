// The look of the site's text inputs, selects and textareas, owned here so that no form spells it
// out: a light box with an ink border, 44 px tall at least (a thumb's target). Under a label it
// keeps a small gap from the label's words; `inRow` drops it for a box beside a button or a picture.
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const BOX = "min-h-11 w-full border border-ink/30 bg-white px-3 py-2";

interface Look {
  /** In a row with other controls rather than under its label. */
  inRow?: boolean;
  /** Where it sits (a width, `min-w-0` in a flex row); the look is this file's. */
  className?: string;
}

const look = ({ inRow, className }: Look) => [inRow ? "" : "mt-1", BOX, className].filter(Boolean).join(" ");

export function Input({ inRow, className, ...props }: InputHTMLAttributes<HTMLInputElement> & Look) {
  return <input {...props} className={look({ inRow, className })} />;
}

export function Textarea({ inRow, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & Look) {
  return <textarea {...props} className={look({ inRow, className })} />;
}

export function Select({ inRow, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Look) {
  return <select {...props} className={look({ inRow, className })} />;
}
