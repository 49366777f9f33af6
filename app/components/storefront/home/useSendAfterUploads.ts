// A form whose files upload as they are picked must not leave without them: Send pressed while
// some are under way waits (and the form says so), then sends once the last is stored and its
// address is in the form; while one has failed, Send names it and sends nothing.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FileUpload } from "~/components/ui/useFileUploads";

/** "a.jpg", "a.jpg and b.jpg", "a.jpg, b.jpg and c.jpg". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");

function failureOf(names: string[]) {
  const [were, them] = names.length > 1 ? ["were", "them"] : ["was", "it"];
  return `${listed(names)} ${were} not uploaded. Retry ${them} or remove ${them}, then send your message.`;
}

export function useSendAfterUploads(uploads: FileUpload[]) {
  const form = useRef<HTMLFormElement>(null);
  const [waiting, setWaiting] = useState(false);
  const [pressed, setPressed] = useState(false);
  const underWay = uploads.filter((upload) => upload.error === undefined).length;
  const failed = uploads.filter((upload) => upload.error !== undefined).map((upload) => upload.name);

  // After the render that put the last address in the form: send it, unless a file failed.
  useEffect(() => {
    if (!waiting || underWay > 0) return;
    setWaiting(false);
    if (failed.length === 0) form.current?.requestSubmit();
  }, [waiting, underWay, failed.length]);

  return {
    form,
    waiting,
    /** Runs after the form's own checks (a submit they stopped is left alone). */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (event.defaultPrevented) return;
      setPressed(true);
      if (underWay > 0) setWaiting(true);
      if (underWay > 0 || failed.length > 0) event.preventDefault();
    },
    /** Once Send was pressed: the files that would not go, and what she can do. */
    failure: pressed && failed.length > 0 ? failureOf(failed) : undefined,
  };
}
