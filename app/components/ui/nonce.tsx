// The request's CSP nonce, for the inline scripts and styles the page renders. The server's entry
// provides the request's; the browser's reads the same one back from the document, so that what
// React creates in the browser carries it too: all of the head, when a browser extension has added
// to the page and React renders the document afresh (decision 185).
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * The nonce the server gave this document, from the inline stylesheet it wrote first in the head.
 * Browsers empty the attribute once the element is in the document (so no style rule can read it),
 * but keep it in the element's `nonce` property, which only the page's own scripts can read.
 */
export const documentNonce = () => document.querySelector<HTMLElement>("head > style[nonce]")?.nonce ?? "";
