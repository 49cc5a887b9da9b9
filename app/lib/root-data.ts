import { useRouteLoaderData } from 'react-router'
import type { SessionUser } from '~/auth/context'
import type { Catalog, Locale } from './i18n'

// The root loader's data, in a module of its own so that root.tsx and any feature can both import
// it without importing each other (the import-cycle check in CI refuses that).

/** Settings safe to send to the browser. */
export type PublicEnv = {
	siteName: string
	publicUrl: string
	/** SUPPORT_EMAIL: the address the FAQ and legal pages give. */
	supportEmail: string
	isProduction: boolean
	/** SENTRY_DSN (a public key by design): browser error reports, on the production host only. */
	errorReportsDsn: string | null
}

/** Only what the navbar needs: never the session id or anything secret. */
export type RootUser = Pick<SessionUser, 'id' | 'short_id' | 'url_tag'>

export type RootLoaderData = {
	env: PublicEnv
	/** The page's CSP nonce, for the inline scripts root.tsx renders (empty in development). */
	nonce: string
	user: RootUser | null
	/** The page's language (its URL's); on Spanish pages the Spanish catalog (English is in the bundle). */
	locale: Locale
	messages: Catalog | null
	/** An English page shows the one-line offer of its Spanish twin (app/lib/language.server.ts). */
	offerSpanish: boolean
}

/**
 * Routes set `handle: { hideFooter: true }` to hide the footer (e.g. /billing), or a function of
 * their loader data when it depends on the viewer (the owner's own profile).
 */
export type RouteHandle = { hideFooter?: boolean | ((data: unknown) => boolean) }

/** The root loader's data from any component below the root (undefined in a root error boundary). */
export function useRootData(): RootLoaderData | undefined {
	return useRouteLoaderData<RootLoaderData>('root')
}
