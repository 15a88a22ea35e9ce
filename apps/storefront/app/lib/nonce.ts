import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered. The server
 * provides it around the router; in the browser there is none (the scripts that
 * need it ran already), and React keeps the server's attribute when it hydrates.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
