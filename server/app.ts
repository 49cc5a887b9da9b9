import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { createRequestHandler } from 'react-router'
import { getEnv } from '~/env.server'
import { startBackgroundJobs } from '~/features/system/background-jobs.server'
import { bootWhenDatabaseAnswers } from '~/features/system/boot.server'
import { log } from '~/lib/log.server'
import { createHonoApp } from './create-app'

// The React Router build is bundled together with this file, so the app and the server share one
// module graph (one database handle, one outbox worker).
import * as build from 'virtual:react-router/server-build'

export function createApp(): Hono {
	const mode = getEnv().NODE_ENV === 'production' ? 'production' : 'development'
	return createHonoApp({ handler: createRequestHandler(build, mode) })
}

/**
 * Listens, boots the database and then starts the background jobs. Called by server.js. The
 * process listens before it is booted: /readyz answers 503 until then, and a database that is down
 * at start is waited for rather than ending the process (docs/product.md#faults).
 */
export async function startServer(): Promise<void> {
	const env = getEnv()
	const app = createApp()
	const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
		log.info(`${env.SITE_NAME} listening on ${env.PUBLIC_URL}`)
	})
	let stopJobs = () => {}
	bootWhenDatabaseAnswers().then(
		() => {
			stopJobs = startBackgroundJobs()
		},
		(error) => {
			// Not a passing outage (a failed migration, a wrong password): end as before the listen.
			console.error(error instanceof Error ? error.message : error)
			process.exit(1)
		},
	)
	// Benchmarks ask the server how long its event loop stalled (a slow query blocks every request).
	const loopDelay = process.env.REPORT_EVENT_LOOP_DELAY ? monitorEventLoopDelay({ resolution: 1 }) : null
	loopDelay?.enable()
	const shutdown = () => {
		stopJobs()
		if (loopDelay) {
			const ms = (ns: number) => Math.round(ns / 1e6)
			console.log(`event-loop-delay max=${ms(loopDelay.max)}ms p99=${ms(loopDelay.percentile(99))}ms`)
		}
		server.close(() => process.exit(0))
		setTimeout(() => process.exit(0), 3000).unref()
	}
	process.once('SIGINT', shutdown)
	process.once('SIGTERM', shutdown)
}
