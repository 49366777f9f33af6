// An ordered list of photos in an owner's form (a product's up to 5, a gallery item's up to 3); the
// first is the main photo. Without JavaScript: an address box per place, each beside a thumbnail of
// the photo it holds, and a file picker whose files travel with the form. With it: thumbnails that
// move earlier or later and are removed with one tap each, an address box where Enter adds, and
// picked files scaled down and uploaded at once to /api/upload-multiple, while she goes on editing:
// a save pressed meanwhile waits for them (useSaveAfterUploads).
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { FieldError, FILE_INPUT } from "~/components/ui/FormFields";
import { Input } from "~/components/ui/Input";
import { useToast } from "~/components/ui/Toaster";
import { scalePhoto } from "~/components/ui/scalePhoto";
import { UploadProgress } from "~/components/ui/UploadProgress";
import { useFileUploads } from "~/components/ui/useFileUploads";
import { useHydrated } from "~/components/hydration/useHydrated";
import type { OwnerImagePrefix } from "~/modules/media/image-url";
import { FilePicker } from "./FilePicker";
import { ImagePreview } from "./ImagePreview";
import { useSaveAfterUploads } from "./useSaveAfterUploads";

/** Each picked file travels in a request of its own, so each has its own progress and retry. */
const photoRequest = (use: OwnerImagePrefix) => (file: File) => {
  const body = new FormData();
  body.append("photos", file);
  return { url: `/api/upload-multiple?use=${use}`, body };
};

function photoUrl(answer: { urls?: string[] }) {
  if (!answer.urls?.[0]) throw new Error("Failed to upload image");
  return answer.urls[0];
}

/** The photos' own message (Conform's metadata of the first photo field). */
interface PhotoMessages {
  errorId: string;
  errors?: string[];
}

export interface PhotoListFieldProps {
  legend: string;
  /** The form's photo fields in order; there are as many places as names. */
  fields: readonly string[];
  /** Each place's address box without JavaScript. */
  boxLabels: readonly string[];
  /** The file picker's field and label without JavaScript (its files travel with the form). */
  picker: { name: string; label: string };
  /** Where uploads are stored. */
  use: OwnerImagePrefix;
  initial: string[];
  messages: PhotoMessages;
  /** The server refused the form and the photos are its first refused field. */
  focusFirst?: boolean;
}

export function PhotoListField(props: PhotoListFieldProps) {
  const hydrated = useHydrated();
  return hydrated ? <PhotoList {...props} /> : <PhotoBoxes {...props} />;
}

const invalidProps = (messages: PhotoMessages) =>
  messages.errors ? { "aria-invalid": true, "aria-describedby": messages.errorId } : {};

function PhotoBoxes({
  legend,
  fields,
  boxLabels,
  picker,
  initial,
  messages,
  focusFirst,
}: PhotoListFieldProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      {fields.map((field, i) => (
        <div key={field} className="mt-2">
          <label htmlFor={`${id}-${i}`} className="block text-sm">
            {boxLabels[i]}
          </label>
          <div className="flex items-center gap-3">
            {initial[i] ? <ImagePreview url={initial[i]} alt={`Photo ${i + 1}`} /> : null}
            <Input
              id={`${id}-${i}`}
              name={field}
              defaultValue={initial[i] ?? ""}
              {...(i === 0 ? { ...invalidProps(messages), autoFocus: focusFirst } : {})}
            />
          </div>
        </div>
      ))}
      <FieldError meta={messages} />
      <label className="mt-3 block text-sm">
        {picker.label}
        <input type="file" name={picker.name} accept="image/*" multiple className={FILE_INPUT} />
      </label>
    </fieldset>
  );
}

function PhotoList({ legend, fields, picker, use, initial, messages }: PhotoListFieldProps) {
  const toast = useToast();
  const max = fields.length;
  const [urls, setUrls] = useState(initial.slice(0, max));
  const [draft, setDraft] = useState("");
  const { uploads, uploading, start, retry, dismiss } = useFileUploads({
    prepare: scalePhoto,
    request: photoRequest(use),
    read: photoUrl,
    onUploaded: (url) => setUrls((current) => [...current, url].slice(0, max)),
    onSettled(_stored, [failure]) {
      if (failure) toast({ title: "Error", description: failure, variant: "destructive" });
    },
  });
  // A failed file holds its place until she retries or removes it.
  const remaining = max - urls.length - uploads.length;
  // The photos change no input she types in: say so to the form as typing would, so its check of
  // them runs again (a "Please add at least one photo." goes once there is one) and the dashboard
  // counts the change as an edit not yet saved.
  const firstPhoto = useRef<HTMLInputElement>(null);
  const waiting = useSaveAfterUploads(firstPhoto, uploads);
  const shown = useRef(urls);
  useEffect(() => {
    if (shown.current === urls) return;
    shown.current = urls;
    firstPhoto.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [urls]);

  function move(from: number, to: number) {
    const next = [...urls];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    setUrls(next);
  }

  function addUrl(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const url = draft.trim();
    if (url && urls.length < max) {
      setUrls([...urls, url]);
      setDraft("");
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
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
    if (accepted.length > 0) void start(accepted);
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <ol className="mt-2 flex flex-wrap gap-3" aria-label="Photos in order">
        {urls.map((url, i) => (
          // Keyed by address, so a moved photo keeps its tile (and the focus on its button).
          <li key={urls.indexOf(url) === i ? url : `${url}-${i}`} className="w-36 border border-sand p-1">
            <div className="relative">
              <ImagePreview url={url} alt={`Photo ${i + 1}`} size="tile" />
              {i === 0 ? (
                <Badge tone="ink" size="xs" className="absolute left-1 top-1">
                  Main
                </Badge>
              ) : null}
            </div>
            <div className="mt-1 grid grid-cols-3">
              <Button
                variant="ghost"
                size="row"
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={`Move photo ${i + 1} earlier`}
              >
                ←
              </Button>
              <Button
                variant="ghost"
                size="row"
                onClick={() => setUrls(urls.filter((_, j) => j !== i))}
                aria-label={`Remove photo ${i + 1}`}
              >
                ×
              </Button>
              <Button
                variant="ghost"
                size="row"
                onClick={() => move(i, i + 1)}
                disabled={i === urls.length - 1}
                aria-label={`Move photo ${i + 1} later`}
              >
                →
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <label className="mt-3 block text-sm">
        Add a photo by URL (press Enter)
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addUrl}
          disabled={remaining === 0}
          {...invalidProps(messages)}
        />
      </label>
      <FieldError meta={messages} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <FilePicker
          label={picker.label}
          accept="image/*"
          multiple
          onChange={onPick}
          disabled={uploading || remaining === 0}
        />
        <p className="text-xs text-gray-600" aria-live="polite">
          {uploading ? "Uploading..." : `${urls.length} of ${max} photos`}
        </p>
      </div>
      <UploadProgress uploads={uploads} onRetry={(id) => void retry(id)} onDismiss={dismiss} />
      {/* Always there, so that a screen reader announces the line when it appears. */}
      <p role="status" className="mt-2 text-sm font-medium empty:hidden">
        {waiting ? "Your changes will be saved as soon as your photos have uploaded." : null}
      </p>
      {/* The URL box is the form's first field without a name: a refused submit focuses the
          first field it names in the form's order, or for a form-wide message that first unnamed
          one, and a hidden input cannot take the focus, so the box she types in takes it. */}
      {fields.map((field, i) => (
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
