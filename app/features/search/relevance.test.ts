import { and, asc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { seedDemo } from '~/features/demo/seed-demo.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { createTestDb } from '../../../tests/setup/db'
import { type DemoRow, RELEVANCE_SET, type RelevanceCase } from './relevance-set'
import { getSearchIndex } from './search-index.server'
import { EMPTY_QUERY } from './search-query'
import { searchTherapists } from './search-therapists.server'

/**
 * Precision and recall of keyword search over the seeded demo directory (docs/search.md#keyword-search).
 * Precision: of what a query finds, the share that is relevant (1 when it finds nothing). Recall: of the
 * relevant providers, the share it finds. Both averaged over the queries.
 */

const NOW = new Date('2025-06-01T12:00:00Z')
const MIN_PRECISION = 0.9
const MIN_RECALL = 0.97

function nameCases(rows: DemoRow[]): RelevanceCase[] {
	const inNy = rows.filter((r) => r.licensed_states.includes('NY'))
	const person = inNy[3]
	const other = rows[40]
	const full = `${person.first_name} ${person.last_name}`
	return [
		{
			q: full,
			state: 'NY',
			relevant: (p) => `${p.first_name} ${p.last_name}` === full,
			first: (p) => p.id === person.id,
		},
		{
			q: other.last_name,
			relevant: (p) =>
				p.last_name === other.last_name || new RegExp(`\\b${other.last_name}\\b`, 'i').test(p.summary),
			first: (p) => p.last_name === other.last_name,
		},
	]
}

test('keyword search finds what its relevance set expects', { timeout: 120_000 }, async () => {
	const { db } = await createTestDb()
	await seedDemo(db, { count: 1000, now: NOW })
	await getSearchIndex(db).rebuild(NOW, { awaitWords: true })
	const rows = await db
		.select()
		.from(providers)
		.where(and(eq(providers.is_demo, true), liveProviderCondition))
		.orderBy(asc(providers.short_id))
	const cases = [...RELEVANCE_SET, ...nameCases(rows)]
	expect(cases.length).toBeGreaterThanOrEqual(40)

	const report: string[] = []
	let precisionSum = 0
	let recallSum = 0
	const firstFailures: string[] = []
	for (const c of cases) {
		const pool = c.state ? rows.filter((r) => r.licensed_states.includes(c.state as string)) : rows
		const relevant = new Set(pool.filter(c.relevant).map((r) => r.id))
		const page = await searchTherapists(
			db,
			{ ...EMPTY_QUERY, state: c.state ?? null, text: c.q, pageSize: 2000 },
			{ now: NOW },
		)
		const found = page.docs.map((d) => d.id)
		const hits = found.filter((id) => relevant.has(id)).length
		const precision = found.length ? hits / found.length : 1
		const recall = relevant.size ? hits / relevant.size : 1
		precisionSum += precision
		recallSum += recall
		if (c.first) {
			const byId = new Map(rows.map((r) => [r.id, r]))
			const expected = Math.min(3, pool.filter(c.first).length)
			const top = found.slice(0, expected).map((id) => byId.get(id) as DemoRow)
			if (top.length < expected || !top.every(c.first)) firstFailures.push(c.q)
		}
		report.push(
			`${c.q.padEnd(22)} ${(c.state ?? '--').padEnd(3)} found ${String(found.length).padStart(4)} relevant ${String(relevant.size).padStart(4)} P ${precision.toFixed(2)} R ${recall.toFixed(2)}`,
		)
	}
	const precision = precisionSum / cases.length
	const recall = recallSum / cases.length
	report.push(
		`${cases.length} queries: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, first results wrong for: ${firstFailures.join(', ') || 'none'}`,
	)
	console.info(report.join('\n'))
	expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION)
	expect(recall).toBeGreaterThanOrEqual(MIN_RECALL)
	expect(firstFailures).toEqual([])
})
