import { createHash, timingSafeEqual } from 'node:crypto'
import { serve } from '@hono/node-server'
import type { Handler } from 'hono'
import { Hono } from 'hono'
import { getEnv } from '~/env.server'
import { metrics } from '~/platform/observability/metrics.server'
import { apiError } from '~/lib/http.server'
import { log } from '~/lib/log.server'

/**
 * Where Prometheus scrapes (docs/product.md#logs-metrics-and-error-reports): a listener of its own
 * on METRICS_PORT (127.0.0.1 by default), and/or /metrics on the public port for a bearer of
 * METRICS_TOKEN. Anyone else gets the same 404 as for any unknown path.
 */

async function metricsResponse(): Promise<Response> {
	const { registry } = metrics()
	return new Response(await registry.metrics(), {
		headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
	})
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compared in constant time (hashes of equal length), so the token cannot be guessed by timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
	const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]
	return given !== undefined && timingSafeEqual(digest(given.trim()), digest(token))
}

/** GET /metrics on the public port: only with `Authorization: Bearer $METRICS_TOKEN`. */
export const publicMetrics: Handler = async (c) => {
	const token = getEnv().METRICS_TOKEN
	if (!token || !bearerMatches(c.req.header('authorization'), token)) {
		return apiError('not_found', 'Not found.')
	}
	return metricsResponse()
}

/** Starts the metrics listener when METRICS_PORT is set. */
export function startMetricsServer(): void {
	const env = getEnv()
	if (!env.METRICS_PORT) return
	const app = new Hono()
	app.get('/metrics', () => metricsResponse())
	serve({ fetch: app.fetch, port: env.METRICS_PORT, hostname: env.METRICS_HOST }, () => {
		log.info(`metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`)
	})
}
