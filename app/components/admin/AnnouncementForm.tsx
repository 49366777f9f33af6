// The "Tell subscribers" form: subject and text prefilled from the piece, a preview that follows
// the words as they are typed (with JavaScript) or on "Preview" (without), for a piece that was
// announced before the "Announce again" box the server asks for, and "Send to N subscribers?"
// asked before anything goes.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Card } from "~/components/ui/Card";
import { plural } from "~/utils/words";
import { Field, FormError, TextareaField } from "~/components/ui/FormFields";
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
  confirm,
}: {
  brandName: string;
  piece: AnnouncedPiece;
  /** The subject and text shown: the draft, or what was last previewed. */
  words: { subject: string; text: string };
  audience: number;
  announcedBefore: boolean;
  lastResult?: SubmissionResult<string[]>;
  /** Send's first press was answered with the question: how many will get it. */
  confirm?: number;
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
  // Refused for want of "Announce again": the box she has to tick gets the focus, in view.
  const refusedAgain = Boolean(lastResult?.error?.announceAgain);
  const againId = fields.announceAgain.id;
  useEffect(() => {
    if (refusedAgain) document.getElementById(againId)?.focus();
  }, [lastResult, refusedAgain, againId]);
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
        <Field meta={fields.subject} label="Subject" />
        <TextareaField
          meta={fields.text}
          label="Text (the piece's name, price, photo and link are added below it)"
          textareaProps={{ rows: 10 }}
        />
        {announcedBefore ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.announceAgain, { type: "checkbox" })}
              // Without JavaScript the refused page is new: it focuses the box itself (answering her
              // own submit, not the surprise the jsx-a11y rule guards from); with it, the effect above.
              {...(refusedAgain ? { autoFocus: true } : {})}
              aria-describedby={refusedAgain ? form.errorId : undefined}
              className="h-5 w-5"
            />{" "}
            Announce again
          </label>
        ) : null}
        {/* Beside the buttons she pressed, so a refusal is on her screen, not above it. */}
        <FormError form={form} />
        {confirm === undefined ? (
          <div className="flex flex-wrap gap-4">
            <SubmitButton name="intent" value="ask" disabled={audience === 0} size="lg">
              {`Send to ${plural(audience, "subscriber")}`}
            </SubmitButton>
            <SubmitButton name="intent" value="preview" variant="outline" size="lg">
              Preview
            </SubmitButton>
            <ButtonLink to="/admin/products" variant="ghost" size="lg" className="underline" data-cancel>
              Cancel
            </ButtonLink>
          </div>
        ) : (
          <Card role="group" aria-labelledby="announcement-question" padding="sm" tone="strong">
            <p id="announcement-question" className="font-serif text-xl">
              Send to {plural(confirm, "subscriber")}?
            </p>
            <p className="mt-1 text-sm text-gray-600">
              Each gets it once; a mail sent cannot be called back.
            </p>
            <div className="mt-4 flex flex-wrap gap-4">
              {/* The question takes the place of the button just pressed, so its answer takes the focus
                (with JavaScript off too: the attribute is in the page the server sends). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <SubmitButton name="intent" value="send" autoFocus pendingLabel="Sending..." size="lg">
                {`Yes, send to ${plural(confirm, "subscriber")}`}
              </SubmitButton>
              <SubmitButton name="intent" value="preview" variant="outline" size="lg">
                Not yet
              </SubmitButton>
            </div>
          </Card>
        )}
      </Form>
      <AnnouncementPreview brandName={brandName} piece={piece} {...preview} />
    </div>
  );
}
