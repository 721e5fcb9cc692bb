import { createContext, useContext } from "react";

// The CSP nonce exists only while rendering on the server; in the browser
// React keeps the attribute it hydrated, so an empty value is right there.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
