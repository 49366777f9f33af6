// The forms of Manage Scrolling Images (product §2, §5): add an image (a file and a title) and rename
// one inline, validated by the scrolling schema in the browser and again by the page action.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FieldError, FieldFrame, FILE_INPUT, FormError } from "~/components/ui/FormFields";
import { Input } from "~/components/ui/Input";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useUploadForm } from "~/components/ui/useUploadForm";
import { scrollingFormSchema } from "~/modules/scrolling/schema";
import { UploadFormCard } from "./UploadFormCard";
import { usePickedImage } from "./usePickedImage";

type LastResult = SubmissionResult<string[]> | undefined;

function useScrollingForm(id: string, lastResult: LastResult, defaultValue?: { title: string }) {
  return useUploadForm({ id, lastResult, defaultValue, schema: scrollingFormSchema, filesField: "image" });
}

export function AddScrollingImageForm({
  submissionKey,
  lastResult,
}: {
  /** So an add posted again is stored once (decision 120). */
  submissionKey: string;
  lastResult: LastResult;
}) {
  const [form, fields] = useScrollingForm("scrolling-new", lastResult);
  // The picked file shows before it is sent (the browser's picker only names it).
  const { picked, onPick } = usePickedImage();
  return (
    <UploadFormCard form={form} className="mt-6 space-y-3">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <FieldFrame meta={fields.image} label="Image">
        <div className="flex flex-wrap items-center gap-3">
          {picked ? (
            <img src={picked.url} alt={`Picked: ${picked.name}`} className="h-24 w-24 object-cover" />
          ) : null}
          <input
            {...getInputProps(fields.image, { type: "file" })}
            accept="image/*"
            onChange={onPick}
            className={FILE_INPUT}
          />
        </div>
      </FieldFrame>
      <Field meta={fields.title} label="Title" />
      <FormError form={form} />
      <SubmitButton pendingLabel="Adding...">Add Image</SubmitButton>
    </UploadFormCard>
  );
}

export function ScrollingTitleForm({
  image,
  lastResult,
}: {
  image: { id: number; title: string };
  lastResult: LastResult;
}) {
  const [form, fields] = useScrollingForm(`scrolling-${image.id}`, lastResult, { title: image.title });
  return (
    <Form method="post" {...getFormProps(form)} className="min-w-56 flex-1">
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={image.id} />
      <div className="flex gap-2">
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          aria-label={`Title of ${image.title}`}
          inRow
        />
        <SubmitButton variant="subtle" size="sm" aria-label={`Save title of ${image.title}`}>
          Save
        </SubmitButton>
      </div>
      <FieldError meta={fields.title} />
      <FormError form={form} />
    </Form>
  );
}
