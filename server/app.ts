import type { Server } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { createRequestHandler } from 'react-router'
import { getEnv } from '~/env.server'
import { getDb, getDbHandle } from '~/db/client.server'
import { flushListingStats } from '~/features/listing-stats/counters.server'
import { stopSearchIndex } from '~/features/search/search-index.server'
import { startBackgroundJobs } from './background-jobs'
import { markDraining } from '~/platform/jobs/health.server'
import type { StopJobs } from '~/platform/jobs/jobs.server'
import { flushErrorReports } from '~/platform/observability/error-reports.server'
import { bootWhenDatabaseAnswers } from './boot'
import { localMailboxNotice } from '~/platform/email/local-mailbox.server'
import { log } from '~/lib/log.server'
import { answerClientErrors } from './client-errors'
import { createHonoApp } from './create-app'
import { drainable } from './drain'
import { trustForwardedProto } from './forwarded'
import { startMetricsServer } from './metrics'

// The React Router build is bundled together with this file, so the app and the server share one
// module graph (one database handle, one outbox worker).
import * as build from 'virtual:react-router/server-build'

export function createApp(): Hono {
	const mode = getEnv().NODE_ENV === 'production' ? 'production' : 'development'
	return createHonoApp({ handler: createRequestHandler(build, mode), routes: build.routes })
}

/**
 * Listens, boots the database, then starts the background jobs, and drains on SIGTERM or SIGINT
 * (docs/deploy.md#restarts). Called by server.js. The process listens before it is booted: /readyz
 * answers 503 until then (requests wait for the boot), and a database that is down at start is
 * waited for rather than ending the process (docs/product.md#faults).
 */
export async function startServer(): Promise<void> {
	const env = getEnv()
	const app = createApp()
	const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
		log.info(`${env.SITE_NAME} listening on ${env.PUBLIC_URL}`)
		// A first run has no mail server: say where its verification and reset links are.
		const mailbox = localMailboxNotice(env)
		if (mailbox) log.info(mailbox)
	}) as Server
	// Longer than the balancer's idle timeout (deploy/nginx.conf): the balancer closes idle
	// connections first, so it never sends on one this end is closing.
	server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS
	answerClientErrors(server)
	const connections = drainable(server)
	startMetricsServer()
	if (env.TRUST_PROXY) trustForwardedProto(server)
	let stopJobs: StopJobs | undefined
	// Benchmarks ask the server how long its event loop stalled (a slow query blocks every request).
	const loopDelay = env.REPORT_EVENT_LOOP_DELAY ? monitorEventLoopDelay({ resolution: 1 }) : null
	loopDelay?.enable()
	let stopping = false
	const shutdown = async (signal: string) => {
		if (stopping) {
			log.warn(`${signal} again: exiting now`)
			process.exit(1)
		}
		stopping = true
		markDraining()
		const started = Date.now()
		log.info(`${signal}: draining (${connections.inFlight()} requests in progress)`)
		const deadline = new Promise<'timeout'>((resolve) =>
			setTimeout(() => resolve('timeout'), env.SHUTDOWN_TIMEOUT_MS).unref(),
		)
		const drained = Promise.all([connections.drain(), stopJobs?.()]).then(() => 'drained' as const)
		const outcome = await Promise.race([drained, deadline])
		if (outcome === 'timeout') {
			log.warn(
				`shutdown: ${connections.inFlight()} requests or a job still running after ${env.SHUTDOWN_TIMEOUT_MS} ms`,
			)
			connections.force()
		}
		if (loopDelay) {
			const ms = (ns: number) => Math.round(ns / 1e6)
			console.log(`event-loop-delay max=${ms(loopDelay.max)}ms p99=${ms(loopDelay.percentile(99))}ms`)
		}
		// The last minute's listing counters (docs/product.md#your-listing), before the database closes.
		await Promise.race([
			getDb().then(flushListingStats),
			new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
		]).catch((error) => log.warn('writing the listing counters failed', error))
		await Promise.race([
			getDbHandle().then((handle) => {
				stopSearchIndex(handle.db)
				return handle.close()
			}),
			new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
		]).catch((error) => log.warn('closing the database failed', error))
		await flushErrorReports()
		log.info(`stopped in ${Date.now() - started} ms`)
		process.exit(outcome === 'timeout' ? 1 : 0)
	}
	process.on('SIGINT', () => void shutdown('SIGINT'))
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	bootWhenDatabaseAnswers().then(
		() => {
			if (!stopping) stopJobs = startBackgroundJobs()
		},
		(error) => {
			// Not a passing outage (a failed migration, a wrong password): end as before the listen.
			console.error(error instanceof Error ? error.message : error)
			process.exit(1)
		},
	)
}
