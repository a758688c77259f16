import { createContext, useContext } from 'react'

/**
 * The CSP nonce of this response: set by the server per request, and read back from the
 * page in the browser (entry.client) so hydration sees the same attributes.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
