import { createContext } from 'react-router'

/** The client's address as seen by the server (set by server/app.ts); used for rate limits only. */
export const clientIpContext = createContext<string>('unknown')

/** A fresh random nonce per page (set by server/app.ts), allowed by the Content-Security-Policy. */
export const cspNonceContext = createContext<string>('')
