import { expect, test } from 'vitest'
import { flaggedQueue, newProfilesQueue, reportQueue } from '~/features/moderation/queues.server'
import { createTestDb } from '../setup/db'
import { seedModerationQueues } from '../setup/moderation-seed'

// docs/product.md#moderation: the console's queues over 10,000 open reports, what a moderator reads
// first. Their speed at 250,000 providers is `npm run bench:moderation` (docs/benchmarks.md).

const PROVIDERS = 5_000
const REPORTS = 10_000

test(`the queues over ${REPORTS} open reports: every report counted, 50 profiles a page, the oldest report first`, async () => {
	const { db } = await createTestDb()
	await seedModerationQueues(db, PROVIDERS, REPORTS)
	const [reports, flagged, fresh] = await Promise.all([
		reportQueue(db),
		flaggedQueue(db),
		newProfilesQueue(db),
	])
	expect(reports.total).toBe(REPORTS)
	expect(reports.profiles).toBe(PROVIDERS / 4)
	expect(reports.groups.length).toBe(50)
	const oldest = reports.groups.map((g) => new Date(g.oldest_at).getTime())
	expect(oldest).toEqual([...oldest].sort((a, b) => a - b))
	expect(flagged.total).toBe(Math.floor(PROVIDERS / 97))
	// Created over 60 days, one day apart per row: those of the last 14 days are new.
	expect(fresh.total).toBeGreaterThan(0)
	expect(fresh.total).toBeLessThan(PROVIDERS / 2)
}, 300_000)
