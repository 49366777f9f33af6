// The contact form (product §2, §5) with its photos: mounted afresh for each message, so a sent
// message's photos never ride on the next. Send waits for photos still uploading (useSendAfterUploads).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { FetcherWithComponents } from "@remix-run/react";
import { CONTACT_SUBJECTS, contactSchema, SUBMISSION_KEY_FIELD } from "~/modules/messages/schema";
import type { PublicFormResult } from "~/modules/security/public-form";
import { Field, FormError, Honeypot, SelectField, TextareaField } from "~/components/ui/FormFields";
import { Button } from "~/components/ui/Button";
import { ContactPhotos, useContactPhotos } from "./ContactPhotos";
import { useSendAfterUploads } from "./useSendAfterUploads";

export function ContactForm({
  fetcher,
  result,
  pending,
  submissionKey,
}: {
  fetcher: FetcherWithComponents<PublicFormResult>;
  result: SubmissionResult<string[]> | undefined;
  pending: boolean;
  submissionKey: string;
}) {
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: result,
    constraint: getZodConstraint(contactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    // Errors clear as the visitor types, not on the next blur (which would shift the layout
    // under the pointer between mousedown and click).
    shouldRevalidate: "onInput",
  });
  const photos = useContactPhotos();
  const send = useSendAfterUploads(photos.uploads);
  const formProps = getFormProps(form);
  const sending = pending || send.waiting;

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer is a new page: the fragment brings the visitor back
      // here to read it, not to the top of a very long page.
      action="/?index#contact"
      encType="multipart/form-data"
      {...formProps}
      ref={send.form}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        send.onSubmit(event);
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="contact" />
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      <Honeypot />
      <Field meta={fields.name} label="Name" inputProps={{ autoComplete: "name" }} />
      <Field meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: "email" }} />
      <SelectField meta={fields.subject} label="Subject" className="sm:col-span-2">
        <option value="">Select a subject</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject.value} value={subject.value}>
            {subject.label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        meta={fields.message}
        label="Message"
        className="sm:col-span-2"
        textareaProps={{ rows: 6 }}
      />
      <ContactPhotos photos={photos} />
      <FormError form={form} className="sm:col-span-2" />
      {send.failure ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {send.failure}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={sending} variant="brand" size="lg">
          {sending ? "Sending..." : "Send Message"}
        </Button>
        {/* Always there, so that a screen reader announces the line when it appears. */}
        <p role="status" className="mt-3 text-sm text-gray-700 empty:hidden">
          {send.waiting ? "Your message will be sent as soon as your photos have uploaded." : null}
        </p>
      </div>
    </fetcher.Form>
  );
}
