// The files being uploaded, one line each: a progress bar named for the file while it is sent, or
// why it failed with Retry and Remove buttons.
import { Button } from "./Button";
import type { FileUpload } from "./useFileUploads";

const percent = ({ sent, total }: FileUpload) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;

export function UploadProgress({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: FileUpload[];
  onRetry: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2 text-sm" aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.id}>
          {upload.error === undefined ? (
            <label className="block">
              <span className="break-all">Uploading {upload.name}</span>
              <progress className="mt-1 block h-2 w-full accent-ink" max={100} value={percent(upload)}>
                {percent(upload)}%
              </progress>
            </label>
          ) : (
            <div role="alert" className="flex flex-wrap items-center gap-2">
              <span className="break-all text-red-700">
                {upload.name} was not uploaded: {upload.error}
              </span>
              <Button variant="outline" size="sm" onClick={() => onRetry(upload.id)}>
                Retry
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDismiss(upload.id)}
                aria-label={`Remove ${upload.name}`}
              >
                Remove
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
