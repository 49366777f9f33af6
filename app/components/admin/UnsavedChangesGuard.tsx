// Asks before the owner's typed edits are thrown away: a link (Dashboard, a section, Back to
// Home), Sign out or another editor's Edit while a dashboard form holds changes she has not saved
// asks first (Remix's blocker), and so does leaving the page itself (closing the tab, reloading:
// the browser's own beforeunload question), and so does a post from another form while an open
// editor holds edits (its answer closes the editor); the form's own Cancel does not, nor a
// navigation that leaves the edited form on the page. Without JavaScript there is nothing to ask with.
import { useBlocker, useNavigation, type Location } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { ADDED_PARAM } from "~/modules/ordering/schema";
import { CONFIRM_PARAM } from "./ConfirmDelete";

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** The address parameter that opens an editor in place (a gallery item's, a setting's): `?edit=`. */
const EDITOR_PARAM = "edit";
/** Parameters that only ask or mark something in a row (a delete's question, the row just added). */
const ROW_PARAMS = [CONFIRM_PARAM, ADDED_PARAM];

/**
 * Whether a navigation from `current` to `next` takes an edited form off the page: another page
 * does, and so does another query, except for the row parameters; a change of `?edit=` drops only
 * the editor it opened (`data-editor`), the page's other forms (its add form) stay as they are.
 */
export function dropsForm(current: Location, next: Location, form: { editor: boolean }) {
  if (current.pathname !== next.pathname) return true;
  const [a, b] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  if (form.editor && a.get(EDITOR_PARAM) !== b.get(EDITOR_PARAM)) return true;
  for (const name of [...ROW_PARAMS, EDITOR_PARAM]) {
    a.delete(name);
    b.delete(name);
  }
  a.sort();
  b.sort();
  return a.toString() !== b.toString();
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
  const unsaved = () => [...edited.current].filter((form) => form.isConnected && form !== submitting.current);

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
      if (unsaved().length === 0) return;
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

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    unsaved().some((form) => {
      const editor = form.hasAttribute("data-editor");
      // A post's answer comes back to the list without `?edit=`: another open editor goes with it.
      if (submitting.current && editor) return true;
      return dropsForm(currentLocation, nextLocation, { editor });
    }),
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
