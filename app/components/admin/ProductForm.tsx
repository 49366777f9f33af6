// The owner's add/edit product form (product §2, §5): a Remix <Form> validated by the same schema on
// the server and, with JavaScript, in the browser.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import {
  CATEGORIES,
  FORM_IMAGE_FIELDS,
  FORM_MAX_IMAGES,
  FORM_PHOTO_FIELD,
  productFormSchema,
  TEXT_FIELDS,
} from "~/modules/catalog/schema";
import { DropFields } from "./DropFields";
import { PhotoListField } from "./PhotoListField";
import { ButtonLink } from "~/components/ui/Button";
import { Field, FormError, SelectField, TextareaField } from "~/components/ui/FormFields";
import { Textarea } from "~/components/ui/Input";
import { SubmitButton } from "~/components/ui/SubmitButton";

const TEXT_LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  shipping: "Shipping Information",
  designDetails: "Design Details",
  options: "Options",
  dimensions: "Dimensions",
  height: "Height",
  width: "Width",
  depth: "Depth",
  features: "Features",
  whatsIncluded: "What's Included",
};

/** The required fields in the order the form shows them. */
const FOCUS_ORDER = ["name", "description", "price", "category", "imageUrl"] as const;

export interface ProductFormDefaults {
  name?: string;
  description?: string;
  price?: string;
  category?: string;
  available?: boolean;
  isLimitedEdition?: boolean;
  isSold?: boolean;
  /** The drop's minute as the studio's clock reads it (`datetime-local`), if it has one. */
  goesLiveAt?: string;
  showComing?: boolean;
  announceAtRelease?: boolean;
  images: string[];
  text?: Partial<Record<(typeof TEXT_FIELDS)[number], string | null>>;
}

export function ProductForm({
  defaults,
  lastResult,
  submitLabel,
  timeZone,
  submissionKey,
}: {
  defaults: ProductFormDefaults;
  /** The studio's time zone, which "Goes live at" is read in. */
  timeZone: string;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  /** The add form's key from its loader (decision 120); the edit form has none. */
  submissionKey?: string;
}) {
  const [form, fields] = useForm({
    id: "product-form",
    lastResult,
    defaultValue: { ...defaults, ...defaults.text },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema() }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // Without JavaScript the server's answer is a new page: it puts the focus on the first field it
  // refuses, as Conform does in the browser (decision 156). This autofocus answers her own submit,
  // which is not the surprise the jsx-a11y rule against it guards from.
  const firstRefused = lastResult ? FOCUS_ORDER.find((name) => fields[name].errors) : undefined;
  const focus = (name: (typeof FOCUS_ORDER)[number]) => (name === firstRefused ? { autoFocus: true } : {});

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-6">
      <FormError form={form} className="font-medium" />
      {submissionKey ? <input type="hidden" name="submissionKey" value={submissionKey} /> : null}
      <Field meta={fields.name} label="Name *" inputProps={focus("name")} />
      <TextareaField
        meta={fields.description}
        label="Description * (supports *italic*)"
        textareaProps={{ ...focus("description"), rows: 5 }}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          meta={fields.price}
          label="Price (USD) *"
          inputProps={{ ...focus("price"), inputMode: "decimal", placeholder: "2,840.00" }}
        />
        <SelectField meta={fields.category} label="Category *" selectProps={focus("category")}>
          <option value="">Select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input {...getInputProps(fields.available, { type: "checkbox" })} /> Live on Website
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input {...getInputProps(fields.isLimitedEdition, { type: "checkbox" })} /> Limited Edition
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input {...getInputProps(fields.isSold, { type: "checkbox" })} /> Sold
        </label>
      </div>
      <fieldset className="space-y-3 border border-sand p-4">
        <legend className="px-1 text-sm font-medium">Drop</legend>
        <DropFields
          goesLiveAt={fields.goesLiveAt}
          showComing={fields.showComing}
          announceAtRelease={fields.announceAtRelease}
          timeZone={timeZone}
          hint={
            <p className="text-sm text-gray-600">
              Leave empty to publish with Live on Website. With a time the piece is published at that minute;
              to cancel a drop, empty it and untick Live on Website.
            </p>
          }
        />
      </fieldset>
      <PhotoListField
        legend={`Photos (the first is the main photo; at most ${FORM_MAX_IMAGES})`}
        fields={FORM_IMAGE_FIELDS}
        boxLabels={FORM_IMAGE_FIELDS.map((_, i) => `Photo ${i + 1} URL`)}
        picker={{ name: FORM_PHOTO_FIELD, label: "Upload photos" }}
        use="products"
        initial={defaults.images}
        messages={fields.imageUrl}
        focusFirst={firstRefused === "imageUrl"}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={`product-${name}`} className="block text-sm font-medium">
              {TEXT_LABELS[name]}
            </label>
            <Textarea
              id={`product-${name}`}
              name={name}
              defaultValue={defaults.text?.[name] ?? ""}
              rows={3}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-4">
        <SubmitButton pendingLabel="Saving..." size="lg">
          {submitLabel}
        </SubmitButton>
        <ButtonLink to="/admin/products" variant="outline" size="lg" data-cancel>
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
