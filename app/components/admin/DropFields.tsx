// A drop's three choices, shared by the product form and "Schedule a drop": the minute in the
// studio's time zone, whether the piece shows as coming until then, whether subscribers are told.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field } from "~/components/ui/FormFields";

export function DropFields({
  goesLiveAt,
  showComing,
  announceAtRelease,
  timeZone,
  hint,
}: {
  goesLiveAt: FieldMetadata<string | undefined>;
  showComing: FieldMetadata<boolean | undefined>;
  announceAtRelease: FieldMetadata<boolean | undefined>;
  /** The studio's time zone, which the minute is read in. */
  timeZone: string;
  /** What an empty minute means on this form, if it may be empty. */
  hint?: ReactNode;
}) {
  return (
    <>
      <Field meta={goesLiveAt} label={`Goes live at (studio time, ${timeZone})`} type="datetime-local" />
      {hint}
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input {...getInputProps(showComing, { type: "checkbox" })} /> Show as coming until then
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input {...getInputProps(announceAtRelease, { type: "checkbox" })} /> Tell subscribers when it goes
          live
        </label>
      </div>
    </>
  );
}
