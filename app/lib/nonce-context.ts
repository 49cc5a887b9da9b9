import { createContext } from 'react'

/**
 * The page's CSP nonce for the document's own inline scripts, given by entry.server.tsx. The root
 * loader passes it too, but an error page the root middleware threw (a 503 while the database is
 * down) has no loader data: without this its scripts would be refused by the policy.
 */
export const NonceContext = createContext<string>('')
