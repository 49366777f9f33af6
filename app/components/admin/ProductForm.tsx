// The owner's add/edit product form (SPEC §2, §5): a Remix <Form> validated by the same schema on
// the server and, with JavaScript, in the browser.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { CATEGORIES, productFormSchema, TEXT_FIELDS } from "~/modules/catalog/schema";
import { ProductImagesField } from "./ProductImagesField";
import { FIELD } from "~/components/ui/FormFields";

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

export interface ProductFormDefaults {
  name?: string;
  description?: string;
  price?: string;
  category?: string;
  available?: boolean;
  isLimitedEdition?: boolean;
  isSold?: boolean;
  images: string[];
  text?: Partial<Record<(typeof TEXT_FIELDS)[number], string | null>>;
}

export function ProductForm({
  defaults,
  lastResult,
  submitLabel,
}: {
  defaults: ProductFormDefaults;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "product-form",
    lastResult,
    defaultValue: { ...defaults, ...defaults.text },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productFormSchema() }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state === "submitting";

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-8 space-y-6">
      <p id={form.errorId} role="alert" className="text-sm font-medium text-red-700">
        {form.errors?.[0]}
      </p>
      <div>
        <label htmlFor={fields.name.id} className="block text-sm font-medium">
          Name *
        </label>
        <input {...getInputProps(fields.name, { type: "text" })} className={FIELD} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="block text-sm font-medium">
          Description * (supports *italic*)
        </label>
        <textarea {...getTextareaProps(fields.description)} rows={5} className={FIELD} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.price.id} className="block text-sm font-medium">
            Price (USD) *
          </label>
          <input
            {...getInputProps(fields.price, { type: "text" })}
            inputMode="decimal"
            placeholder="2840.00"
            className={FIELD}
          />
          <p id={fields.price.errorId} className="mt-1 text-sm text-red-700">
            {fields.price.errors?.[0]}
          </p>
        </div>
        <div>
          <label htmlFor={fields.category.id} className="block text-sm font-medium">
            Category *
          </label>
          <select {...getSelectProps(fields.category)} className={FIELD}>
            <option value="">Select a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.available, { type: "checkbox" })} /> Live on Website
        </label>
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.isLimitedEdition, { type: "checkbox" })} /> Limited Edition
        </label>
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.isSold, { type: "checkbox" })} /> Sold
        </label>
      </div>
      <ProductImagesField initial={defaults.images} />
      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={`product-${name}`} className="block text-sm font-medium">
              {TEXT_LABELS[name]}
            </label>
            <textarea
              id={`product-${name}`}
              name={name}
              defaultValue={defaults.text?.[name] ?? ""}
              rows={3}
              className={FIELD}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-4">
        <button
          type="submit"
          disabled={busy}
          className="bg-ink px-8 py-3 text-sm uppercase tracking-widest text-cream disabled:opacity-60"
        >
          {busy ? "Saving..." : submitLabel}
        </button>
        <Link to="/admin/products" className="border border-ink px-8 py-3 text-sm uppercase tracking-widest">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
