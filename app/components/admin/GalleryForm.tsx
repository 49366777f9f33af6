// The owner's add/edit gallery item form (product §2, §5): title, description and up to 3 images, shown
// as thumbnails, by address or uploaded; validated by the gallery's schema in the browser and again
// by the page action, each field showing its own message.
import type { SubmissionResult } from "@conform-to/react";
import { ButtonLink } from "~/components/ui/Button";
import { Field, FormError, TextareaField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useUploadForm } from "~/components/ui/useUploadForm";
import { GALLERY_IMAGE_FIELDS, galleryFormSchema, galleryFormUrls } from "~/modules/gallery/schema";
import { PhotoListField } from "./PhotoListField";
import { UploadFormCard } from "./UploadFormCard";

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
    <UploadFormCard
      form={form}
      aria-label={item ? `Edit ${item.title}` : "Add Gallery Item"}
      // The edit form is opened by the address (`?edit=`): the unsaved-changes guard's word for it.
      data-editor={item ? true : undefined}
      className="space-y-3"
    >
      <input type="hidden" name="intent" value={item ? "update" : "add"} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {submissionKey ? <input type="hidden" name="submissionKey" value={submissionKey} /> : null}
      <Field meta={fields.title} label="Title" />
      <TextareaField meta={fields.description} label="Description" textareaProps={{ rows: 3 }} />
      <PhotoListField
        legend="Images (the first is the main image; at most 3)"
        fields={GALLERY_IMAGE_FIELDS}
        boxLabels={IMAGE_LABELS}
        picker={{ name: PHOTOS_FIELD, label: "Upload images" }}
        use="gallery"
        // What the form was given: the item's, or those of a post the server refused.
        initial={galleryFormUrls(
          Object.fromEntries(GALLERY_IMAGE_FIELDS.map((name) => [name, fields[name].initialValue ?? null])),
        )}
        // One line for the images: the first of their messages.
        messages={
          GALLERY_IMAGE_FIELDS.map((name) => fields[name]).find((meta) => meta.errors) ?? fields.imageUrl
        }
      />
      <FormError form={form} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Saving...">{item ? "Update Item" : "Add Item"}</SubmitButton>
        {item ? (
          <ButtonLink to="." variant="outline" data-cancel>
            Cancel
          </ButtonLink>
        ) : null}
      </div>
    </UploadFormCard>
  );
}
