// A file picker dressed as the dashboard's buttons, for pages running JavaScript: the input is
// visually hidden inside its label (the label names it and opens it), so no "No file chosen" sits
// next to photos the form already holds. Before the page has hydrated (`plain`), the browser's own
// picker shows under its label, the only place that shows which file will travel with the form.
// Both looks are the same label and input, so the input React hydrates is the one the server sent,
// and a file picked before keeps its place in the form.
import { forwardRef, type InputHTMLAttributes } from "react";
import { buttonClass } from "~/components/ui/Button";
import { FILE_INPUT } from "~/components/ui/FormFields";

type Props = { label: string; plain?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className"
>;

export const FilePicker = forwardRef<HTMLInputElement, Props>(function FilePicker(
  { label, plain = false, disabled, ...input },
  ref,
) {
  const look = plain
    ? "block text-sm"
    : buttonClass({
        variant: "outline",
        size: "sm",
        className: `cursor-pointer focus-within:ring-2 focus-within:ring-gold ${
          disabled ? "pointer-events-none opacity-50" : ""
        }`,
      });
  return (
    <label className={look}>
      {label}
      <input
        ref={ref}
        type="file"
        disabled={disabled}
        className={plain ? FILE_INPUT : "sr-only"}
        {...input}
      />
    </label>
  );
});
