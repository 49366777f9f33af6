// "Reply" on an inbox entry: her answer written here and sent to the visitor through the outbox,
// folded in a <details> (which opens without JavaScript) and open again after a refusal, so its
// message is seen with her words kept.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { FormError, TextareaField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { inboxReplySchema, replyIntent, type InboxKind } from "~/modules/messages/schema";

export function InboxReplyForm({
  kind,
  id,
  who,
  email,
  lastResult,
}: {
  kind: InboxKind;
  id: number;
  who: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const intent = replyIntent(kind);
  const [form, fields] = useForm({
    id: `${intent}-${id}`,
    lastResult,
    constraint: getZodConstraint(inboxReplySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inboxReplySchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <details open={Boolean(lastResult)} className="mt-3">
      <summary
        aria-label={`Reply: ${who}`}
        className={buttonClass({ size: "row", className: "inline-flex cursor-pointer items-center" })}
      >
        Reply
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <TextareaField meta={fields.text} label={`Your reply to ${email}`} textareaProps={{ rows: 6 }} />
        <p className="text-sm text-gray-600">Their message is quoted below your words.</p>
        <FormError form={form} className="mt-2" />
        <SubmitButton size="row" className="mt-2" pendingLabel="Sending…">
          Send reply
        </SubmitButton>
      </Form>
    </details>
  );
}
