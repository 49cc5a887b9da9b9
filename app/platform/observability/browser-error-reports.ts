import { useEffect } from 'react'
import type { PublicEnv } from '~/lib/root-data'
import { isBotUserAgent } from '~/lib/scrub'

/** Product spec §9: 5 percent of page loads and navigations are traced. */
const TRACES_SAMPLE_RATE = 0.05

let started = false

/**
 * Browser error reports and traces (docs/product.md#logs-metrics-and-error-reports): only when the
 * server has SENTRY_DSN, on the production build and host (PUBLIC_URL's), for a browser that is not a bot.
 * The SDK is fetched only then, after the page is up, so visitors' pages never load it otherwise.
 */
function startBrowserErrorReports(env: PublicEnv | undefined): void {
	if (started || !env?.errorReportsDsn || !env.isProduction) return
	if (window.location.hostname !== new URL(env.publicUrl).hostname) return
	if (isBotUserAgent(navigator.userAgent)) return
	started = true
	const dsn = env.errorReportsDsn
	// The scrubbing comes with the SDK: pages that never report do not carry it either.
	void Promise.all([import('@sentry/browser'), import('./scrub-event')]).then(([Sentry, scrub]) => {
		const { DATA_COLLECTION, scrubEvent } = scrub
		Sentry.init({
			dsn,
			environment: 'production',
			dataCollection: DATA_COLLECTION,
			maxBreadcrumbs: 0,
			tracesSampleRate: TRACES_SAMPLE_RATE,
			integrations: [Sentry.browserTracingIntegration()],
			beforeSend: (event) => scrubEvent(event),
			beforeSendTransaction: (event) => scrubEvent(event),
		})
	})
}

/** Called once by the root layout: starts reporting after the page has hydrated. */
export function useBrowserErrorReports(env: PublicEnv | undefined): void {
	useEffect(() => startBrowserErrorReports(env), [env])
}
