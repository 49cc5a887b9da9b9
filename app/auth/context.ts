import { createContext } from 'react-router'

/** The logged-in provider, as little as the app needs: nothing secret. */
export type SessionUser = { id: string; short_id: number; url_tag: string; sessionId: string }

/** Set by the root middleware from the session cookie; null when logged out. */
export const userContext = createContext<SessionUser | null>(null)
