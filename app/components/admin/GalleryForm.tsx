// The owner's add/edit gallery item form (SPEC §2, §5): title, description and up to 3 images, by
// address or uploaded with the form; validated by the gallery's schema in the browser and again
// by the page action, each field showing its own message.
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/Button";
import { Field, FIELD, FILE_INPUT, FormError } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useUploadForm } from "~/components/ui/useUploadForm";
import { GALLERY_IMAGE_FIELDS, galleryFormSchema } from "~/modules/gallery/schema";

export interface GalleryFormItem {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  imageUrl2: string | null;
  imageUrl3: string | null;
}

const IMAGE_LABELS = ["Main image URL", "Image 2 URL (optional)", "Image 3 URL (optional)"];
const PHOTOS_FIELD = "photos";

export function GalleryForm({
  item,
  submissionKey,
  lastResult,
}: {
  /** The item edited; none for the add form. */
  item?: GalleryFormItem;
  /** The add form's key, so an add posted again is stored once (decision 120). */
  submissionKey?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useUploadForm({
    id: item ? `gallery-item-${item.id}` : "gallery-new",
    lastResult,
    defaultValue: item,
    schema: galleryFormSchema,
    filesField: PHOTOS_FIELD,
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-label={item ? `Edit ${item.title}` : "Add Gallery Item"}
      className="space-y-3 border border-sand bg-white p-5"
    >
      <input type="hidden" name="intent" value={item ? "update" : "add"} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {submissionKey ? <input type="hidden" name="submissionKey" value={submissionKey} /> : null}
      <Field meta={fields.title} label="Title">
        <input {...getInputProps(fields.title, { type: "text" })} className={FIELD} />
      </Field>
      <Field meta={fields.description} label="Description">
        <textarea {...getTextareaProps(fields.description)} rows={3} className={FIELD} />
      </Field>
      {GALLERY_IMAGE_FIELDS.map((name, i) => (
        <Field key={name} meta={fields[name]} label={IMAGE_LABELS[i]}>
          <input {...getInputProps(fields[name], { type: "text" })} className={FIELD} />
        </Field>
      ))}
      <label className="block text-sm">
        Or upload images (up to 3 in all)
        <input type="file" name={PHOTOS_FIELD} accept="image/*" multiple className={FILE_INPUT} />
      </label>
      <FormError form={form} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Saving...">{item ? "Update Item" : "Add Item"}</SubmitButton>
        {item ? (
          <ButtonLink to="." variant="outline" data-cancel>
            Cancel
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
