// Site settings in view/edit mode (product §2 Brand Settings and About Section): each field shows its
// stored value (long texts truncated) with an Edit link; editing one opens its form with Save and
// Cancel (Cancel goes back to the stored value). A successful save closes all editors. The open
// editor is named in the URL (?edit=key), so all of it works without JavaScript.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { FieldError, FILE_INPUT, FormError } from "~/components/ui/FormFields";
import { Input, Select, Textarea } from "~/components/ui/Input";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { chosenFiles } from "~/components/ui/useUploadForm";
import {
  BRAND_FONTS,
  settingFileField,
  settingFormSchema,
  type SettingKey,
  type SiteSettings,
} from "~/modules/site/schema";
import { isFormAnswer } from "~/utils/form-answer";
import { CancelEdit, EditLink } from "./EditInPlace";
import { ImageField } from "./ImageField";
import { ImagePreview } from "./ImagePreview";

export interface SettingField {
  key: SettingKey;
  label: string;
  kind?: "text" | "textarea" | "image" | "font" | "fontFile";
  /** Characters shown in view mode before an ellipsis. */
  preview?: number;
}

const truncate = (text: string, length?: number) =>
  length && text.length > length ? `${text.slice(0, length)}...` : text;

export function SettingsEditor({ fields, settings }: { fields: SettingField[]; settings: SiteSettings }) {
  const [params] = useSearchParams();
  const answer = useActionData<unknown>();
  // A refused save keeps its editor open; otherwise the one named in the URL is.
  const refused = isFormAnswer(answer) ? answer : undefined;
  const editing = refused?.intent ?? params.get("edit");
  return (
    <dl className="mt-4 divide-y divide-sand border border-sand bg-white">
      {fields.map((field) => (
        // One name-value group per field: its label as the term, its value (or its form) and the
        // Edit link as the descriptions.
        <div key={field.key} className="grid grid-cols-[1fr_auto] items-start gap-x-4 p-4">
          {editing === field.key ? (
            <SettingForm field={field} value={settings[field.key]} lastResult={refused?.result} />
          ) : (
            <SettingValue field={field} value={settings[field.key]} />
          )}
        </div>
      ))}
    </dl>
  );
}

function SettingValue({ field, value }: { field: SettingField; value: string }) {
  return (
    <>
      <dt className="text-sm font-medium">{field.label}</dt>
      <dd className="mt-1 min-w-0 break-words text-gray-700">
        {field.kind === "image" && value ? (
          <ImagePreview url={value} alt={field.label} />
        ) : (
          truncate(value, field.preview) || <span className="text-gray-500">Not set</span>
        )}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <EditLink edit={field.key} name={field.label} />
      </dd>
    </>
  );
}

function SettingForm({
  field,
  value,
  lastResult,
}: {
  field: SettingField;
  value: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fileField = settingFileField(field.key);
  const [form, fields] = useForm({
    id: `setting-${field.key}`,
    lastResult,
    defaultValue: { value },
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: settingFormSchema(field.key, fileField ? chosenFiles(formData, fileField) : 0),
        disableAutoCoercion: true,
      }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const input = fields.value;
  return (
    <>
      {/* The label is the term; it names the input in the description's form by its id. */}
      <dt className="col-span-2">
        <label htmlFor={input.id} className="text-sm font-medium">
          {field.label}
        </label>
      </dt>
      <dd className="col-span-2">
        <Form
          method="post"
          encType={fileField ? "multipart/form-data" : undefined}
          preventScrollReset
          // Opened by the address (`?edit=`): the unsaved-changes guard's word for it.
          data-editor
          {...getFormProps(form)}
        >
          <input type="hidden" name="intent" value={field.key} />
          {field.kind === "textarea" ? (
            <Textarea {...getTextareaProps(input)} rows={4} />
          ) : field.kind === "font" ? (
            <Select {...getSelectProps(input)}>
              {BRAND_FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </Select>
          ) : field.kind === "image" ? (
            <ImageField meta={input} label={field.label} picker="image" />
          ) : (
            <Input {...getInputProps(input, { type: "text" })} />
          )}
          {field.kind === "fontFile" ? (
            <label className="mt-2 block text-sm">
              Or upload a font (.woff, .woff2, .ttf, .otf)
              <input type="file" name="font" accept=".woff,.woff2,.ttf,.otf" className={FILE_INPUT} />
            </label>
          ) : null}
          {field.kind === "image" ? null : <FieldError meta={input} />}
          <FormError form={form} />
          <div className="mt-3 flex gap-3">
            <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
            <CancelEdit />
          </div>
        </Form>
      </dd>
    </>
  );
}
