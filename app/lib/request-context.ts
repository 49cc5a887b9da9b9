import { createContext } from 'react-router'

/** The client's address as seen by the server (set by server/app.ts); used for rate limits only. */
export const clientIpContext = createContext<string>('unknown')
