// The "Tell subscribers" form: subject and text prefilled from the piece, a preview that follows
// the words as they are typed (with JavaScript) or on "Preview" (without), and, for a piece that
// was announced before, the "Announce again" box the server asks for.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { Field, FIELD, FormError } from "~/components/ui/FormFields";
import { ButtonLink } from "~/components/ui/Button";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { AnnouncedPiece } from "~/modules/newsletter/announcement-mail";
import { announcementSchema } from "~/modules/newsletter/schema";
import { AnnouncementPreview } from "./AnnouncementPreview";

export function AnnouncementForm({
  brandName,
  piece,
  words,
  audience,
  announcedBefore,
  lastResult,
}: {
  brandName: string;
  piece: AnnouncedPiece;
  /** The subject and text shown: the draft, or what was last previewed. */
  words: { subject: string; text: string };
  audience: number;
  announcedBefore: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [preview, setPreview] = useState(words);
  const [form, fields] = useForm<{ subject: string; text: string; announceAgain: boolean }>({
    id: "announcement-form",
    lastResult,
    defaultValue: { ...words, announceAgain: false },
    constraint: getZodConstraint(announcementSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: announcementSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <Form
        method="post"
        {...getFormProps(form)}
        onInput={(event) => {
          const data = new FormData(event.currentTarget);
          setPreview({ subject: String(data.get("subject") ?? ""), text: String(data.get("text") ?? "") });
        }}
        className="space-y-6"
      >
        <FormError form={form} />
        <Field meta={fields.subject} label="Subject">
          <input {...getInputProps(fields.subject, { type: "text" })} className={FIELD} />
        </Field>
        <Field meta={fields.text} label="Text (the piece's name, price, photo and link are added below it)">
          <textarea {...getTextareaProps(fields.text)} rows={10} className={FIELD} />
        </Field>
        {announcedBefore ? (
          <label className="flex items-center gap-2 text-sm">
            <input {...getInputProps(fields.announceAgain, { type: "checkbox" })} /> Announce again
          </label>
        ) : null}
        <div className="flex flex-wrap gap-4">
          <SubmitButton
            name="intent"
            value="send"
            disabled={audience === 0}
            pendingLabel="Sending..."
            size="lg"
          >
            {`Send to ${audience} ${audience === 1 ? "subscriber" : "subscribers"}`}
          </SubmitButton>
          <SubmitButton name="intent" value="preview" variant="outline" size="lg">
            Preview
          </SubmitButton>
          <ButtonLink to="/admin/products" variant="ghost" size="lg" className="underline" data-cancel>
            Cancel
          </ButtonLink>
        </div>
      </Form>
      <AnnouncementPreview brandName={brandName} piece={piece} {...preview} />
    </div>
  );
}
