// The contact form's optional photos (product §2, §8). With JavaScript each picked file is scaled
// down (as the owner's are: decision 308) and uploaded at once to /api/upload, and the form carries
// its URL; without it the files travel with the form.
// The form holds their state (useContactPhotos), so that its Send can wait for them.
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/ui/Toaster";
import { scalePhoto } from "~/components/ui/scalePhoto";
import { UploadProgress } from "~/components/ui/UploadProgress";
import { useFileUploads } from "~/components/ui/useFileUploads";
import { useHydrated } from "~/components/hydration/useHydrated";
import { CONTACT_PHOTO_FIELD, MAX_CONTACT_PHOTOS } from "~/modules/messages/schema";

function photoRequest(file: File) {
  const body = new FormData();
  body.append("image", file);
  return { url: "/api/upload", body };
}

function photoUrl(answer: { url?: string; fileUrl?: string }) {
  const url = answer.url ?? answer.fileUrl;
  if (!url) throw new Error("Upload answered no URL");
  return url;
}

/** The photos picked on the contact form: stored ones by address, the others as uploads. */
export function useContactPhotos() {
  const toast = useToast();
  const [urls, setUrls] = useState<string[]>([]);
  const uploads = useFileUploads({
    // A phone's photo leaves scaled to what the studio needs to see: seconds less before Send.
    prepare: scalePhoto,
    request: photoRequest,
    read: photoUrl,
    onUploaded: (url) => setUrls((current) => [...current, url]),
    onSettled(stored, failures) {
      if (failures.length > 0) {
        toast({
          title: "Upload failed",
          description: "Failed to upload images. Please try again.",
          variant: "destructive",
        });
      } else {
        toast({ title: "Images uploaded", description: `Successfully uploaded ${stored} image(s).` });
      }
    },
  });
  return {
    ...uploads,
    urls,
    remove: (url: string) => setUrls((current) => current.filter((other) => other !== url)),
  };
}

export function ContactPhotos({ photos }: { photos: ReturnType<typeof useContactPhotos> }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const { urls, uploads, uploading, start, retry, dismiss, remove } = photos;
  const picker = useRef<HTMLInputElement>(null);

  // The form hydrates as it comes near the view (decision 132): photos picked before then upload now.
  useEffect(() => {
    if (picker.current?.files?.length) onPick(picker.current);
    // Once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onPick(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    input.value = "";
    if (files.length === 0) return;
    // A failed file still holds its place until she retries or removes it.
    if (urls.length + uploads.length + files.length > MAX_CONTACT_PHOTOS) {
      toast({
        title: "Too many images",
        description: "You can upload a maximum of 5 images.",
        variant: "destructive",
      });
      return;
    }
    void start(files);
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor="contact-photos" className="block text-sm font-medium">
        Photos (optional, up to {MAX_CONTACT_PHOTOS})
      </label>
      <input
        id="contact-photos"
        type="file"
        accept="image/*"
        multiple
        // With JavaScript the files go to /api/upload as picked; only their URLs are posted.
        name={hydrated ? undefined : CONTACT_PHOTO_FIELD}
        ref={picker}
        onChange={(event) => onPick(event.target)}
        disabled={uploading || urls.length + uploads.length >= MAX_CONTACT_PHOTOS}
        aria-describedby="contact-photos-hint"
        className="mt-1 block w-full text-sm file:mr-4 file:border file:border-ink file:bg-white file:px-4 file:py-2 disabled:opacity-60"
      />
      <p id="contact-photos-hint" className="mt-1 text-sm text-gray-600">
        {uploading ? "Uploading..." : "JPG, PNG, GIF up to 10MB each"}
      </p>
      <UploadProgress uploads={uploads} onRetry={(id) => void retry(id)} onDismiss={dismiss} />
      {urls.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Attached photos">
          {urls.map((url, i) => (
            <li key={url} className="relative">
              <input type="hidden" name={`imageUrl${i + 1}`} value={url} />
              <img
                src={url}
                alt={`Attachment ${i + 1}`}
                width={80}
                height={80}
                className="h-20 w-20 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(url)}
                aria-label={`Remove photo ${i + 1}`}
                className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-ink text-sm leading-none text-cream"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
