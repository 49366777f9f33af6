// The request's CSP nonce, for the inline scripts and styles the server renders. In the browser it
// is empty: browsers hide nonce attributes once the page has loaded.
import { createContext, useContext } from "react";

const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
