import * as Sentry from '@sentry/browser'
import { isBotUserAgent } from '~/lib/scrub'
import { DATA_COLLECTION, scrubEvent } from './scrub-event'

/** Product spec §9: 5 percent of page loads and navigations are traced. */
const TRACES_SAMPLE_RATE = 0.05

/** Loaded by browser-error-reports.ts once the settings ask for reports: never for a bot. */
export function initBrowserErrorReports(dsn: string): void {
	if (isBotUserAgent(navigator.userAgent)) return
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
}
