// The owner's Collection Main Photos form (product §2, §5): a collection and its photo, by address or
// uploaded with the form; validated by the collections schema in the browser and by the action.
import type { SubmissionResult } from "@conform-to/react";
import { FormError, SelectField } from "~/components/ui/FormFields";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { useUploadForm } from "~/components/ui/useUploadForm";
import { COLLECTION_PHOTO_NAMES, collectionPhotoFormSchema } from "~/modules/collections/schema";
import { ImageField } from "./ImageField";
import { UploadFormCard } from "./UploadFormCard";

export function CollectionPhotoForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useUploadForm({
    id: "collection-photo",
    lastResult,
    schema: collectionPhotoFormSchema,
    filesField: "photo",
  });
  return (
    <UploadFormCard form={form} className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="set" />
      <SelectField meta={fields.collectionName} label="Collection">
        <option value="">Select a collection</option>
        {COLLECTION_PHOTO_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <div>
        <label htmlFor={fields.imageUrl.id} className="block text-sm font-medium">
          Image URL
        </label>
        <ImageField meta={fields.imageUrl} label="Collection photo" picker="photo" />
      </div>
      <FormError form={form} />
      <SubmitButton pendingLabel="Saving...">Set Photo</SubmitButton>
    </UploadFormCard>
  );
}
