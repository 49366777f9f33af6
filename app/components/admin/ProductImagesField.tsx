// The product form's photos (SPEC §5: at most 5). Without JavaScript: five URL boxes and a file
// input whose files travel with the form. With it: previews, remove, Enter in the URL box adds
// (only under 5), and picked files upload at once to /api/upload-multiple.
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useToast } from "~/components/ui/Toaster";
import { useHydrated } from "~/components/ui/useHydrated";
import { FORM_IMAGE_FIELDS, FORM_MAX_IMAGES, FORM_PHOTO_FIELD } from "~/modules/catalog/schema";
import { ImagePreview } from "./ImagePreview";
import { FIELD, FieldError } from "~/components/ui/FormFields";

async function uploadPhotos(files: File[]) {
  const body = new FormData();
  files.forEach((file) => body.append("photos", file));
  const response = await fetch("/api/upload-multiple?use=products", { method: "POST", body });
  const answer = (await response.json()) as { urls?: string[]; message?: string };
  if (!response.ok || !answer.urls) throw new Error(answer.message ?? "Failed to upload image");
  return answer.urls;
}

/** The photos' own message (Conform's metadata of the first photo field). */
interface PhotoMessages {
  errorId: string;
  errors?: string[];
}

export function ProductImagesField({
  initial,
  messages,
  focusFirst = false,
}: {
  initial: string[];
  messages: PhotoMessages;
  /** The server refused the form and the photos are its first refused field. */
  focusFirst?: boolean;
}) {
  const invalid = messages.errors ? { "aria-invalid": true, "aria-describedby": messages.errorId } : {};
  const hydrated = useHydrated();
  const toast = useToast();
  const [urls, setUrls] = useState(initial.slice(0, FORM_MAX_IMAGES));
  const [draft, setDraft] = useState("");
  const [uploading, setUploading] = useState(false);
  const remaining = FORM_MAX_IMAGES - urls.length;
  // The photos change no input she types in: say so to the form as typing would, so its check of
  // them runs again (a "Please add at least one photo." goes once there is one) and the dashboard
  // counts the change as an edit not yet saved.
  const firstPhoto = useRef<HTMLInputElement>(null);
  const shown = useRef(urls);
  useEffect(() => {
    if (shown.current === urls) return;
    shown.current = urls;
    firstPhoto.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [urls]);

  if (!hydrated) {
    return (
      <fieldset>
        <legend className="text-sm font-medium">Photos (the first is the main photo; at most 5)</legend>
        {FORM_IMAGE_FIELDS.map((field, i) => (
          <input
            key={field}
            name={field}
            defaultValue={initial[i] ?? ""}
            aria-label={`Photo ${i + 1} URL`}
            className={FIELD}
            {...(i === 0 ? { ...invalid, autoFocus: focusFirst } : {})}
          />
        ))}
        <FieldError meta={messages} />
        <label className="mt-3 block text-sm">
          Upload photos
          <input
            type="file"
            name={FORM_PHOTO_FIELD}
            accept="image/*"
            multiple
            className="mt-1 block text-sm"
          />
        </label>
      </fieldset>
    );
  }

  function addUrl(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const url = draft.trim();
    if (url && urls.length < FORM_MAX_IMAGES) {
      setUrls([...urls, url]);
      setDraft("");
    }
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    if (files.length > remaining) {
      toast({
        title: "Too many files",
        description: `You can only upload ${remaining} more image(s).`,
        variant: "destructive",
      });
    }
    const accepted = files.slice(0, remaining);
    if (accepted.length === 0) return;
    setUploading(true);
    try {
      const uploaded = await uploadPhotos(accepted);
      setUrls((current) => [...current, ...uploaded].slice(0, FORM_MAX_IMAGES));
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof Error ? error.message : "Failed to upload image",
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">Photos (the first is the main photo; at most 5)</legend>
      <ul className="mt-2 flex flex-wrap gap-3" aria-label="Product photos">
        {urls.map((url, i) => (
          <li key={`${url}-${i}`} className="relative">
            <ImagePreview url={url} alt={`Photo ${i + 1}`} />
            <button
              type="button"
              onClick={() => setUrls(urls.filter((_, j) => j !== i))}
              aria-label={`Remove photo ${i + 1}`}
              className="absolute -right-2 -top-2 h-11 w-11 rounded-full bg-ink text-sm leading-none text-cream sm:h-6 sm:w-6"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="mt-3 block text-sm">
        Add a photo by URL (press Enter)
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addUrl}
          disabled={remaining === 0}
          className={FIELD}
          {...invalid}
        />
      </label>
      <FieldError meta={messages} />
      <label className="mt-3 block text-sm">
        Upload photos
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={onPick}
          disabled={uploading || remaining === 0}
          className="mt-1 block text-sm"
        />
      </label>
      <p className="mt-1 text-xs text-gray-600">
        {uploading ? "Uploading..." : `${urls.length} of ${FORM_MAX_IMAGES} photos`}
      </p>
      {/* After the URL box: a refused submit focuses the first field it names in the form's
          order, and a hidden input cannot take the focus, so the box she types in takes it. */}
      {FORM_IMAGE_FIELDS.map((field, i) => (
        <input
          key={field}
          ref={i === 0 ? firstPhoto : undefined}
          type="hidden"
          name={field}
          value={urls[i] ?? ""}
        />
      ))}
    </fieldset>
  );
}
