import { createContext } from 'react-router'

/** The client's address as seen by the server (set by server/app.ts); used for rate limits only. */
export const clientIpContext = createContext<string>('unknown')

/** A fresh random nonce per page (set by server/app.ts), allowed by the Content-Security-Policy. */
export const cspNonceContext = createContext<string>('')

/**
 * The providers a listing page showed (set by its loader), kept with a cached page so that serving
 * it again counts their appearances too (server/create-app.ts, docs/product.md#your-listing).
 */
export const listingShownContext = createContext<string[] | null>(null)

/**
 * A request for a page's HTML (set by server/create-app.ts), not one of React Router's data requests
 * (`{path}.data`, a navigation in the browser): the root loader leaves the Spanish messages out of a
 * page's data: the page preloads them as a file instead (app/lib/document-catalog.tsx).
 */
export const documentRequestContext = createContext<boolean>(false)
