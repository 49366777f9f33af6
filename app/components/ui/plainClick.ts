// A click the page may take over: the main button, no key held. Ctrl, Cmd, Shift or Alt with a
// click, or another button, asks the browser for a new tab or window, which a link must still do.
type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

export const isPlainClick = (event: Click) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
