import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationSettings, providers } from '~/db/schema'
import { refreshNextConsultation } from './settings.server'

// docs/product.md#free-consultations: the job that keeps providers.consultation_next_at fresh as
// times pass (a time too close to book, a new day entering the horizon); saving the settings, a
// booking and a cancellation write it at once (refreshNextConsultation, settings.server.ts).

/** Providers recomputed per run of the job, for each of its two sweeps. */
const BATCH = 500

/** Where the sweep of enabled providers without a time resumes (in memory: a restart starts over). */
const FIRST_ID = '00000000-0000-0000-0000-000000000000'
let sweepAfter = FIRST_ID

/**
 * The job: recomputes (1) every next time that is now too close to book (within the notice) or
 * belongs to a provider who turned consultations off, and (2) a batch of enabled providers with no
 * time, cycling through them, since a new day entering the horizon may open times. Returns how many
 * providers' times changed.
 */
export async function refreshConsultationTimes(db: Db, now = new Date()): Promise<number> {
	const at = sql`${now.toISOString()}::timestamptz`
	const stale = await db
		.select({ id: providers.id })
		.from(providers)
		.leftJoin(consultationSettings, eq(consultationSettings.provider_id, providers.id))
		.where(
			and(
				isNotNull(providers.consultation_next_at),
				sql`(${consultationSettings.enabled} is not true or ${providers.consultation_next_at} < ${at} + make_interval(hours => ${consultationSettings.notice_hours}))`,
			),
		)
		.limit(BATCH)
	const unset = await db
		.select({ id: consultationSettings.provider_id })
		.from(consultationSettings)
		.innerJoin(providers, eq(providers.id, consultationSettings.provider_id))
		.where(
			and(
				eq(consultationSettings.enabled, true),
				isNull(providers.consultation_next_at),
				gt(consultationSettings.provider_id, sweepAfter),
			),
		)
		.orderBy(asc(consultationSettings.provider_id))
		.limit(BATCH)
	sweepAfter = unset.length < BATCH ? FIRST_ID : unset[unset.length - 1].id
	// A stale time always changes: it is no longer open.
	for (const { id } of stale) await refreshNextConsultation(db, id, now)
	let opened = 0
	for (const { id } of unset) if (await refreshNextConsultation(db, id, now)) opened++
	return stale.length + opened
}
