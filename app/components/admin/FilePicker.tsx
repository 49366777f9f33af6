// A file picker dressed as the dashboard's buttons, for pages running JavaScript: the input is
// visually hidden inside its label (the label names it and opens it), so no "No file chosen" sits
// next to photos the form already holds. Without JavaScript the browser's own picker is used: it is
// the only place that shows which file will travel with the form.
import type { InputHTMLAttributes } from "react";
import { buttonClass } from "~/components/ui/Button";

export function FilePicker({
  label,
  disabled,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <label
      className={buttonClass({
        variant: "outline",
        size: "sm",
        className: `cursor-pointer focus-within:ring-2 focus-within:ring-gold ${
          disabled ? "pointer-events-none opacity-50" : ""
        }`,
      })}
    >
      {label}
      <input type="file" disabled={disabled} className="sr-only" {...input} />
    </label>
  );
}
