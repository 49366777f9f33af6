// An owner's form whose photos upload as they are picked must not be saved without them: a save
// pressed while some are under way is held, then made once the last is stored and its address is in
// the form. If one fails meanwhile nothing is saved: its line names it, with Retry and Remove.
// The hold listens on the form element itself, before React's handlers (Conform's check, Remix's
// navigation) hear the submit, so the photos' "Please add at least one photo." is never shown for
// photos on their way.
import { useEffect, useRef, useState, type RefObject } from "react";
import type { FileUpload } from "~/components/ui/useFileUploads";

/** Whether a save is waiting for the photos; `field` is any input of the form. */
export function useSaveAfterUploads(field: RefObject<HTMLInputElement>, uploads: FileUpload[]) {
  const [waiting, setWaiting] = useState(false);
  const submitter = useRef<HTMLElement | null>(null);
  const underWay = uploads.some((upload) => upload.error === undefined);
  const failed = uploads.some((upload) => upload.error !== undefined);

  useEffect(() => {
    const form = field.current?.form;
    if (!form || !underWay) return;
    const hold = (event: SubmitEvent) => {
      // Conform checks the fields she edits after a refused save through a submit of its own, from
      // a hidden button it adds and removes: that is no save, and is left to Conform.
      if (event.submitter?.hidden) return;
      event.preventDefault();
      event.stopPropagation();
      submitter.current = event.submitter;
      setWaiting(true);
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, [field, underWay]);

  // After the render that put the last address in the form: save it, unless a photo failed.
  useEffect(() => {
    const form = field.current?.form;
    if (!waiting || underWay || !form) return;
    setWaiting(false);
    if (!failed) form.requestSubmit(sameButtonIn(form, submitter.current));
  }, [waiting, underWay, failed, field]);

  return waiting;
}

/**
 * The button she pressed, or the one that took its place if React drew it again while the photos
 * went (requestSubmit refuses a button that is no longer the form's): same name and value.
 */
function sameButtonIn(form: HTMLFormElement, pressed: HTMLElement | null) {
  if (!(pressed instanceof HTMLButtonElement || pressed instanceof HTMLInputElement)) return undefined;
  if (pressed.isConnected && pressed.form === form) return pressed;
  return [...form.elements].find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement &&
      element.type === "submit" &&
      element.name === pressed.name &&
      element.value === pressed.value,
  );
}
