// Files uploaded one by one as they are picked, each with its bytes sent so far: XMLHttpRequest,
// because fetch reports no upload progress. A failed file stays in the list, named, with its own
// retry; the form around it is never touched.
import { useRef, useState } from "react";

export interface FileUpload {
  id: number;
  name: string;
  /** Bytes of the request sent so far, and in all (0 until the browser knows). */
  sent: number;
  total: number;
  /** Why the server or the network refused it; undefined while it is under way. */
  error?: string;
}

/** One file's request; answers its parsed JSON, or throws the server's message. */
function send(url: string, body: FormData, onProgress: (sent: number, total: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    request.onload = () => {
      const answer = request.response as { message?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && answer) resolve(answer);
      else reject(new Error(typeof answer?.message === "string" ? answer.message : "The upload failed."));
    };
    request.onerror = () => reject(new Error("The connection was lost."));
    request.send(body);
  });
}

export function useFileUploads<Answer>(options: {
  /** What is sent for a picked file (a photo scaled down); the file itself when not given. */
  prepare?: (file: File) => Promise<File>;
  /** The request for one file: where it goes and the form that carries it. */
  request: (file: File) => { url: string; body: FormData };
  /** Reads the address from a successful answer (throws when there is none). */
  read: (answer: Answer) => string;
  /** Each file's address, in the order the files were picked, as soon as it is stored. */
  onUploaded: (url: string) => void;
  /** After a batch (picked together, or one retry): how many were stored, and why others failed. */
  onSettled: (stored: number, failures: string[]) => void;
}) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  // Each file as it will be sent, once prepared; one is prepared at a time (a decoded photo takes
  // tens of MB), ahead of the uploads, so the next photo is ready when the one before is stored.
  const files = useRef(new Map<number, Promise<File>>());
  const preparing = useRef<Promise<unknown>>(Promise.resolve());
  const nextId = useRef(1);
  const latest = useRef(options);
  latest.current = options;

  const update = (id: number, change: Partial<FileUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function upload(id: number) {
    update(id, { sent: 0, error: undefined });
    try {
      const { url, body } = latest.current.request(await files.current.get(id)!);
      const answer = await send(url, body, (sent, total) => update(id, { sent, total }));
      latest.current.onUploaded(latest.current.read(answer as Answer));
      files.current.delete(id);
      setUploads((current) => current.filter((other) => other.id !== id));
      return undefined;
    } catch (error) {
      const reason = error instanceof Error ? error.message : "The upload failed.";
      update(id, { error: reason });
      return reason;
    }
  }

  /** Sends each file in turn, so the photos arrive in the order she picked them. */
  async function run(ids: number[]) {
    const failures: string[] = [];
    for (const id of ids) {
      const failure = await upload(id);
      if (failure) failures.push(failure);
    }
    latest.current.onSettled(ids.length - failures.length, failures);
  }

  return {
    uploads,
    uploading: uploads.some((upload) => upload.error === undefined),
    start(picked: File[]) {
      const added = picked.map((file) => {
        const id = nextId.current++;
        const prepare = latest.current.prepare ?? (async () => file);
        const ready = preparing.current.then(() => prepare(file)).catch(() => file);
        preparing.current = ready;
        files.current.set(id, ready);
        return { id, name: file.name, sent: 0, total: file.size };
      });
      setUploads((current) => [...current, ...added]);
      return run(added.map((upload) => upload.id));
    },
    retry: (id: number) => run([id]),
    dismiss(id: number) {
      files.current.delete(id);
      setUploads((current) => current.filter((upload) => upload.id !== id));
    },
  };
}
