// Asks before the owner's typed edits are thrown away: a link (Dashboard, a section, Back to
// Home), Sign out or another editor's Edit while a dashboard form holds changes she has not saved
// asks first (Remix's blocker), and so does leaving the page itself (closing the tab, reloading:
// the browser's own beforeunload question); the form's own Cancel does not. Without JavaScript
// there is nothing to ask with.
import { useBlocker, useNavigation, type Location } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { CONFIRM_PARAM } from "./ConfirmDelete";

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** A navigation that keeps the page's forms as they are: the same address, give or take a row's
 *  delete question, or a row's own form (Move, Delete) posting to it. */
export function keepsTheForms(current: Location, next: Location) {
  if (current.pathname !== next.pathname) return false;
  const [a, b] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  a.delete(CONFIRM_PARAM);
  b.delete(CONFIRM_PARAM);
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}

/** Watches every form of `root` that posts (the editors; not the products search). */
export function UnsavedChangesGuard({ root }: { root: RefObject<HTMLElement> }) {
  // The forms edited since they were last sent.
  const edited = useRef(new Set<HTMLFormElement>());
  // The form whose submit event is being handled (its own navigation is no leaving), and the
  // last one submitted: once Remix is sending it, its edits are no longer at risk. A submit that
  // the browser's check refuses sends nothing, so the form keeps its place in the set.
  const submitting = useRef<HTMLFormElement | null>(null);
  const lastSubmitted = useRef<HTMLFormElement | null>(null);
  const unsaved = () => [...edited.current].some((form) => form.isConnected && form !== submitting.current);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onEdit = (event: Event) => {
      const form = (event.target as HTMLInputElement).form;
      if (form && form.method === "post") edited.current.add(form);
    };
    // Capture runs before Remix's own handler starts the navigation (and asks the blocker).
    const onSubmitStart = (event: Event) => {
      submitting.current = event.target as HTMLFormElement;
      lastSubmitted.current = submitting.current;
    };
    const onSubmitEnd = () => (submitting.current = null);
    // A form's own Cancel (`data-cancel`) is her choice to drop its edits: no question.
    const onClick = (event: Event) => {
      const cancel = (event.target as Element).closest("[data-cancel]");
      const form = cancel?.closest("form");
      if (form) edited.current.delete(form);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const listeners: [EventTarget, string, (event: never) => void, boolean][] = [
      [element, "input", onEdit, false],
      [element, "change", onEdit, false],
      [element, "click", onClick, true],
      [window, "submit", onSubmitStart, true],
      [window, "submit", onSubmitEnd, false],
      [window, "beforeunload", onBeforeUnload, false],
    ];
    for (const [target, type, listener, capture] of listeners)
      target.addEventListener(type, listener as EventListener, capture);
    return () => {
      for (const [target, type, listener, capture] of listeners)
        target.removeEventListener(type, listener as EventListener, capture);
    };
  }, [root]);

  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "submitting" && lastSubmitted.current) {
      edited.current.delete(lastSubmitted.current);
      lastSubmitted.current = null;
    }
  }, [navigation.state]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && !keepsTheForms(currentLocation, nextLocation),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) {
      edited.current.clear();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker]);
  return null;
}
