import { getEnv } from '~/env.server'
import { currentRequestId, INSTANCE_ID, log } from '~/lib/log.server'
import { isBotUserAgent } from '~/lib/scrub'
import { singleton } from '~/lib/singleton.server'
import { DATA_COLLECTION, scrubEvent } from './scrub-event'

/**
 * Server error reports to a Sentry-compatible server (Sentry, GlitchTip) when SENTRY_DSN is set
 * (docs/product.md#logs-metrics-and-error-reports). Without it the SDK is never even loaded.
 * Only errors: no tracing, no breadcrumbs, no personal data (scrub-event.ts).
 */

type Sentry = typeof import('@sentry/node')

function start(): Promise<Sentry | null> {
	return singleton('error-reports', async () => {
		const env = getEnv()
		if (!env.SENTRY_DSN) return null
		const Sentry = await import('@sentry/node')
		Sentry.initWithoutDefaultIntegrations({
			dsn: env.SENTRY_DSN,
			environment: env.NODE_ENV,
			serverName: INSTANCE_ID,
			dataCollection: DATA_COLLECTION,
			maxBreadcrumbs: 0,
			integrations: [
				Sentry.eventFiltersIntegration(),
				Sentry.linkedErrorsIntegration(),
				Sentry.dedupeIntegration(),
				Sentry.onUncaughtExceptionIntegration(),
				Sentry.onUnhandledRejectionIntegration(),
			],
			beforeSend: (event) => scrubEvent(event),
		})
		log.info('error reports on (SENTRY_DSN)')
		return Sentry
	})
}

/** Loads and starts the SDK when SENTRY_DSN is set (once per process). */
export async function startErrorReports(): Promise<void> {
	await start()
}

/** Errors already sent: React Router's handleError and Hono's onError may both see one. */
const reported = new WeakSet<object>()

/**
 * Reports an unexpected server error with the request's id, unless the request came
 * from a bot (product spec §9). The error is logged by the caller either way.
 */
export function reportServerError(
	error: unknown,
	request: { method: string; url: string; headers: { get(name: string): string | null } },
): void {
	if (!getEnv().SENTRY_DSN || isBotUserAgent(request.headers.get('user-agent'))) return
	if (typeof error === 'object' && error !== null) {
		if (reported.has(error)) return
		reported.add(error)
	}
	const requestId = currentRequestId()
	void start().then((Sentry) => {
		Sentry?.withScope((scope) => {
			if (requestId) scope.setTag('request_id', requestId)
			scope.addEventProcessor((event) => {
				event.request = { method: request.method, url: request.url }
				return event
			})
			Sentry.captureException(error)
		})
	})
}

/** Sends what is queued (before an exit, or in tests). */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
	const Sentry = await start()
	return Sentry ? Sentry.flush(timeoutMs) : true
}
