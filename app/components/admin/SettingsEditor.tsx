// Site settings in view/edit mode (SPEC §2 Brand Settings and About Section): each field shows its
// stored value (long texts truncated) with an Edit link; editing one opens its form with Save and
// Cancel (Cancel goes back to the stored value). A successful save closes all editors. The open
// editor is named in the URL (?edit=key), so all of it works without JavaScript.
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import type { SettingFormAnswer } from "~/modules/site/settings-form.server";
import { BRAND_FONTS, type SettingKey, type SiteSettings } from "~/modules/site/schema";
import { ImagePreview } from "./ImagePreview";
import { FIELD } from "~/components/ui/FormFields";

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
  const answer = useActionData<SettingFormAnswer>();
  const editing = answer?.key ?? params.get("edit");
  return (
    <dl className="mt-4 divide-y divide-sand border border-sand bg-white">
      {fields.map((field) => (
        // One name-value group per field: its label as the term, its value (or its form) and the
        // Edit link as the descriptions.
        <div key={field.key} className="grid grid-cols-[1fr_auto] items-start gap-x-4 p-4">
          {editing === field.key ? (
            <SettingForm field={field} value={settings[field.key]} error={answer?.error} />
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
        <Link
          to={`?edit=${field.key}`}
          preventScrollReset
          aria-label={`Edit ${field.label}`}
          className="border border-ink/40 px-3 py-1 text-xs uppercase tracking-wider hover:bg-ink hover:text-cream"
        >
          Edit
        </Link>
      </dd>
    </>
  );
}

function SettingForm({ field, value, error }: { field: SettingField; value: string; error?: string }) {
  const navigation = useNavigation();
  const id = `setting-${field.key}`;
  return (
    <>
      {/* The label is the term; it names the input in the description's form by its id. */}
      <dt className="col-span-2">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
      </dt>
      <dd className="col-span-2">
        <Form
          method="post"
          encType={field.kind === "fontFile" ? "multipart/form-data" : undefined}
          preventScrollReset
        >
          <input type="hidden" name="key" value={field.key} />
          {field.kind === "textarea" ? (
            <textarea
              id={id}
              name="value"
              defaultValue={value}
              rows={4}
              className={FIELD}
              aria-describedby={`${id}-error`}
            />
          ) : field.kind === "font" ? (
            <select id={id} name="value" defaultValue={value} className={FIELD}>
              {BRAND_FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={id}
              name="value"
              defaultValue={value}
              className={FIELD}
              aria-describedby={`${id}-error`}
            />
          )}
          {field.kind === "fontFile" ? (
            <label className="mt-2 block text-sm">
              Or upload a font (.woff, .woff2, .ttf, .otf)
              <input type="file" name="font" accept=".woff,.woff2,.ttf,.otf" className="mt-1 block text-sm" />
            </label>
          ) : null}
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
          <div className="mt-3 flex gap-3">
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="bg-ink px-5 py-2 text-sm uppercase tracking-widest text-cream"
            >
              Save
            </button>
            <Link
              to="."
              preventScrollReset
              className="border border-ink px-5 py-2 text-sm uppercase tracking-widest"
            >
              Cancel
            </Link>
          </div>
        </Form>
      </dd>
    </>
  );
}
