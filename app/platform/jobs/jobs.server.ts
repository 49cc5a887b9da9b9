import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { appSettings } from '~/db/schema'
import { isDatabaseUnavailable, unavailableReason } from '~/db/unavailable'
import { log } from '~/lib/log.server'

export type Job = {
	name: string
	everyMs: number
	run: () => Promise<void>
	/**
	 * Run by every instance every `everyMs` (the job claims its own work row by row, as the outbox
	 * does with SKIP LOCKED). Otherwise one instance runs it per period, claimed in the database.
	 */
	everyInstance?: boolean
}

/** Stops the timers; resolves when the runs in progress have finished. */
export type StopJobs = () => Promise<void>

/** Checks at most this far apart whether a period has started (a daily job is not checked daily). */
const MAX_CHECK_MS = 60_000

/**
 * Claims the current period of a job for this instance: periods are numbered from the epoch in the
 * database's clock (the instances' own clocks may differ), and `app_settings` keeps the last one
 * claimed under `job:<name>`. The upsert is atomic: of several instances asking in the same period,
 * exactly one gets true (docs/deploy.md#background-jobs).
 */
export async function claimPeriod(db: Db, name: string, everyMs: number): Promise<boolean> {
	const period = sql`(floor(extract(epoch from clock_timestamp()) * 1000 / ${everyMs}))::bigint::text`
	const claimed = await db
		.insert(appSettings)
		.values({ key: `job:${name}`, value: period })
		.onConflictDoUpdate({
			target: appSettings.key,
			set: { value: sql`excluded.value` },
			setWhere: sql`${appSettings.value}::bigint < excluded.value::bigint`,
		})
		.returning({ key: appSettings.key })
	return claimed.length > 0
}

/**
 * Runs each job now and then every `everyMs`, never overlapping itself. With `db`, a job that is not
 * `everyInstance` runs only when this instance claims the period (claimPeriod), checked every quarter
 * period (at most every minute), so a period missed by one instance's timer is caught by the next check.
 */
export function startJobs(jobs: Job[], options: { db?: () => Promise<Db> } = {}): StopJobs {
	const running = new Set<Promise<void>>()
	let stopped = false
	const timers = jobs.map((job) => {
		const claimed = options.db && !job.everyInstance
		let busy = false
		const tick = async () => {
			if (busy || stopped) return
			busy = true
			try {
				if (claimed && options.db && !(await claimPeriod(await options.db(), job.name, job.everyMs))) return
				await job.run()
			} catch (error) {
				// The database is down: one line per try, and the next tick tries again (docs/product.md#faults).
				if (isDatabaseUnavailable(error))
					log.warn(`job ${job.name} waits for the database: ${unavailableReason(error)}`)
				else log.error(`job ${job.name} failed`, error)
			} finally {
				busy = false
			}
		}
		const start = () => {
			const run = tick()
			running.add(run)
			void run.finally(() => running.delete(run))
		}
		start()
		const interval = claimed ? Math.min(Math.max(Math.ceil(job.everyMs / 4), 100), MAX_CHECK_MS) : job.everyMs
		return setInterval(start, interval)
	})
	return async () => {
		stopped = true
		for (const t of timers) clearInterval(t)
		await Promise.allSettled([...running])
	}
}
