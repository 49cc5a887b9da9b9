import { useEffect } from 'react'
import type { PublicEnv } from '~/lib/root-data'

let started = false

/**
 * Browser error reports and traces (docs/product.md#logs-metrics-and-error-reports): only when the
 * server has SENTRY_DSN, on the production build and host (PUBLIC_URL's), for a browser that is not a
 * bot. Everything past the settings (the bot check, the SDK, the scrubbing) is fetched only then,
 * after the page is up, so visitors' pages never load it otherwise.
 */
function startBrowserErrorReports(env: PublicEnv | undefined): void {
	if (started || !env?.errorReportsDsn || !env.isProduction) return
	if (window.location.hostname !== new URL(env.publicUrl).hostname) return
	started = true
	const dsn = env.errorReportsDsn
	void import('./browser-error-reports-init').then(({ initBrowserErrorReports }) =>
		initBrowserErrorReports(dsn),
	)
}

/** Called once by the root layout: starts reporting after the page has hydrated. */
export function useBrowserErrorReports(env: PublicEnv | undefined): void {
	useEffect(() => startBrowserErrorReports(env), [env])
}
