import { isDatabaseUnavailable, unavailableReason } from '~/db/unavailable'
import { log } from '~/lib/log.server'

export type Job = { name: string; everyMs: number; run: () => Promise<void> }

/** Runs each job now and then every `everyMs`, never overlapping itself; returns a stop function. */
export function startJobs(jobs: Job[]): () => void {
	const timers = jobs.map((job) => {
		let running = false
		const tick = async () => {
			if (running) return
			running = true
			try {
				await job.run()
			} catch (error) {
				// The database is down: one line per try, and the next tick tries again (docs/product.md#faults).
				if (isDatabaseUnavailable(error))
					log.warn(`job ${job.name} waits for the database: ${unavailableReason(error)}`)
				else log.error(`job ${job.name} failed`, error)
			} finally {
				running = false
			}
		}
		void tick()
		return setInterval(tick, job.everyMs)
	})
	return () => {
		for (const t of timers) clearInterval(t)
	}
}
