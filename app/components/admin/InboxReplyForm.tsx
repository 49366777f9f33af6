// "Reply" on an inbox entry: her answer written here and sent to the visitor through the outbox.
// Reply is a link to `?reply=<kind>-<id>`, which opens the box in the entry (so a page of letters
// carries no form she has not opened; decision 360), with Cancel to close it; a refusal keeps it
// open, so its message is seen with her words kept.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation } from "@remix-run/react";
import { buttonClass, ButtonLink } from "~/components/ui/Button";
import { ListLink } from "~/components/ui/ListLink";
import { FormError, TextareaField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { entryName, REPLY_PARAM, replyBoxHref } from "~/modules/messages/open-letter";
import { inboxReplySchema, replyIntent, type InboxKind } from "~/modules/messages/schema";

/** Read from the schema once, not per form. */
const constraint = getZodConstraint(inboxReplySchema);

interface Props {
  kind: InboxKind;
  id: number;
  who: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
}

export function InboxReplyForm(props: Props) {
  const { kind, id, who, lastResult } = props;
  const { search } = useLocation();
  const open = Boolean(lastResult) || new URLSearchParams(search).get(REPLY_PARAM) === entryName(kind, id);
  if (open) return <OpenReplyForm {...props} search={search} />;
  return (
    <div className="mt-3">
      <ListLink
        to={replyBoxHref(search, kind, id, true)}
        preventScrollReset
        replace
        aria-label={`Reply: ${who}`}
        className={buttonClass({ size: "row" })}
      >
        Reply
      </ListLink>
    </div>
  );
}

function OpenReplyForm({ kind, id, email, lastResult, search }: Props & { search: string }) {
  const intent = replyIntent(kind);
  const [form, fields] = useForm({
    id: `${intent}-${id}`,
    lastResult,
    constraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inboxReplySchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <TextareaField
        meta={fields.text}
        label={`Your reply to ${email}`}
        // The box takes the place of the link just tapped, so it takes the focus.
        textareaProps={{ rows: 6, autoFocus: !lastResult }}
      />
      <p className="text-sm text-gray-600">Their message is quoted below your words.</p>
      <FormError form={form} className="mt-2" />
      <div className="mt-2 flex flex-wrap gap-2">
        <SubmitButton size="row" pendingLabel="Sending…">
          Send reply
        </SubmitButton>
        <ButtonLink
          to={replyBoxHref(search, kind, id, false)}
          preventScrollReset
          replace
          variant="subtle"
          size="row"
        >
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
