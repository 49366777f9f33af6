// One image in an owner's form (the hero, story and about images, a collection's photo): a thumbnail
// of the image the form holds, its address box, and a picker whose file travels with the form and
// replaces the address when she saves. With JavaScript the thumbnail follows the box as she types
// and shows a picked file before it is sent; without it the browser's own picker names the file. A
// file picked before the page hydrated stays in the same input, shown and scaled once it has.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/ui/FormFields";
import { Input } from "~/components/ui/Input";
import { useHydrated } from "~/components/hydration/useHydrated";
import { FilePicker } from "./FilePicker";
import { ImagePreview } from "./ImagePreview";
import { usePickedImage } from "./usePickedImage";

export function ImageField({
  meta,
  label,
  picker,
}: {
  /** The address box's field; its label is the caller's, tied to `meta.id`. */
  meta: FieldMetadata<unknown>;
  /** What the image is, for its thumbnail's text. */
  label: string;
  /** The file field sent with the form. */
  picker: string;
}) {
  const hydrated = useHydrated();
  const [address, setAddress] = useState(typeof meta.initialValue === "string" ? meta.initialValue : "");
  const { picked, pick, onPick } = usePickedImage();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (hydrated && input.current?.files?.length) pick(input.current);
    // Once, as the page hydrates: later picks come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const thumbnail = picked ? (
    <img src={picked.url} alt={`${label}: ${picked.name}`} className="h-24 w-24 shrink-0 object-cover" />
  ) : (
    <ImagePreview url={address} alt={label} />
  );

  return (
    <div>
      <div className="mt-1 flex items-center gap-3">
        {thumbnail}
        <Input
          {...getInputProps(meta, { type: "text" })}
          onChange={(event) => setAddress(event.target.value)}
          inRow
          className="min-w-0"
        />
      </div>
      <FieldError meta={meta} />
      <div className="mt-2">
        <FilePicker
          ref={input}
          plain={!hydrated}
          label={hydrated ? (picked ? "Choose another image" : "Upload an image") : "Or upload an image"}
          name={picker}
          accept="image/*"
          onChange={onPick}
        />
      </div>
      <p className="mt-1 text-sm text-gray-700" aria-live="polite">
        {picked ? `${picked.name} will replace the image when you save.` : null}
      </p>
    </div>
  );
}
