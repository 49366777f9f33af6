// One policy on the dashboard's Policies page: its state (starting text to review, or when it was
// saved), a link to its public page and Edit; editing opens its form in place (?edit=kind), so all
// of it works without JavaScript. The text takes the marks of product descriptions.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { FormattedText } from "~/components/storefront/ProductText";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { FormError, TextareaField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { formatPolicyDate, policyPath, type PolicyKind } from "~/modules/policies/kinds";
import { policyFormSchema } from "~/modules/policies/schema";
import { CancelEdit, EditLink } from "./EditInPlace";

export interface PolicyRow {
  kind: PolicyKind;
  title: string;
  body: string;
  /** When she saved it; null for a starting text. */
  savedAt: Date | null;
}

export function PolicyEditor({
  policy,
  editing,
  lastResult,
}: {
  policy: PolicyRow;
  editing: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const headingId = `policy-${policy.kind}-title`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="font-serif text-xl">
          {policy.title}
        </h2>
        {policy.savedAt ? (
          <Badge tone="live" size="sm">
            Saved {formatPolicyDate(policy.savedAt)}
          </Badge>
        ) : (
          <Badge tone="limited" size="sm">
            Starting text: review it
          </Badge>
        )}
        <Link to={policyPath(policy.kind)} className="inline-flex min-h-11 items-center text-sm underline">
          View the page<span className="sr-only"> {policy.title}</span>
        </Link>
        {editing ? null : <EditLink edit={policy.kind} name={policy.title} className="ml-auto" />}
      </div>
      {editing ? (
        <PolicyForm policy={policy} lastResult={lastResult} />
      ) : (
        <div className="mt-3 max-h-48 space-y-2 overflow-hidden text-sm text-gray-700">
          <FormattedText text={policy.body} />
        </div>
      )}
    </Card>
  );
}

function PolicyForm({ policy, lastResult }: { policy: PolicyRow; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `policy-${policy.kind}`,
    lastResult,
    defaultValue: { body: policy.body },
    constraint: getZodConstraint(policyFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: policyFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      preventScrollReset
      // Opened by the address (`?edit=`): the unsaved-changes guard's word for it.
      data-editor
      {...getFormProps(form)}
      className="mt-3 space-y-3"
    >
      <input type="hidden" name="intent" value={policy.kind} />
      <TextareaField
        meta={fields.body}
        label={
          <>
            Text of the {policy.title}
            <span className="block font-normal text-gray-600">
              A blank line starts a new paragraph, *word* is shown in italics, and a line starting with a dash
              is a bullet point.
            </span>
          </>
        }
        textareaProps={{ rows: 18 }}
      />
      <FormError form={form} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Saving...">Save and publish</SubmitButton>
        <CancelEdit />
      </div>
    </Form>
  );
}
