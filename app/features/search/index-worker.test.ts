import { describe, expect, test } from 'vitest'
import { type Db, databaseUrlOf } from '~/db/client.server'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import {
	ACCEPTING_KEY,
	accessKey,
	availabilityKey,
	identityKey,
	ONLINE_KEY,
	paymentKey,
	STALE_KEY,
	stateKey,
	tagKey,
} from './facets'
import { RowColumns } from '~/platform/search-engine/index-build'
import { encodeRows, encodeRowsInWorker } from '~/platform/search-engine/index-encoding.server'
import { SEARCH_INDEX } from './index-definition.server'
import { ProviderRowEncoder } from './provider-encoder'
import { getSearchIndex } from './search-index.server'

// A worker thread opens its own connection: PostgreSQL only (PGlite is one process's database).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const NOW = new Date('2026-11-20T12:00:00Z')

/** Providers in three states, with the fields the index reads varied from one to the next. */
async function seedDirectory(db: Db): Promise<void> {
	const offices = [
		{ zip: '97201', city: 'Portland', state: 'OR' },
		{ zip: '10001', city: 'New York', state: 'NY' },
		{ zip: '78701', city: 'Austin', state: 'TX' },
	]
	const availability = [
		'Accepting New Clients',
		'Waitlist for New Clients',
		'Not Accepting New Clients',
	] as const
	for (let i = 0; i < 36; i++) {
		const office = offices[i % 3]
		await insertProvider(db, {
			...office,
			licensed_states: [office.state, ...(i % 4 === 0 ? ['CA'] : [])],
			availability: availability[(i * 5) % 3],
			online_therapy: (['Both', 'In-Person Only', 'Teletherapy Only'] as const)[(i * 7) % 3],
			min_cost: i % 5 === 0 ? null : 70 + i * 3,
			max_cost: i % 6 === 0 ? null : 150 + i,
			photo: i % 2 === 0 ? `photos/${i}.webp` : null,
			summary: 'x'.repeat((i * 29) % 320),
			issues: [1, 2, 3, 4, 5].filter((id) => (i + id) % 3 !== 0),
			language: i % 3 === 0 ? ['English', 'Spanish'] : ['English'],
			payments: i % 4 === 0 ? ['out-of-pocket'] : ['out-of-pocket', 'aetna'],
			wheelchair_accessible: i % 3 === 1,
			evening_hours: i % 4 === 2,
			weekend_hours: i % 5 === 3,
			availability_confirmed_at: new Date(NOW.getTime() - ((i * 13) % 100) * 86_400_000),
		})
	}
}

const COUNTED = [
	stateKey('OR'),
	stateKey('CA'),
	tagKey(1),
	tagKey(4),
	ONLINE_KEY,
	ACCEPTING_KEY,
	STALE_KEY,
	availabilityKey(1),
	accessKey('wheelchair_accessible'),
	accessKey('weekend_hours'),
	identityKey('language', 'Spanish'),
	paymentKey('aetna'),
]

/** The whole directory in rank order, with counts, and the offices near Portland. */
async function answers(db: Db) {
	const index = getSearchIndex(db)
	const all = await index.query({ keys: [], skip: 0, limit: 100, countKeys: COUNTED })
	const near = await index.query({
		keys: [stateKey('OR')],
		skip: 0,
		limit: 100,
		near: { lat: 45.5, lng: -122.68, miles: 25 },
	})
	return { ids: all.ids, count: all.count, counts: [...all.facetCounts], near: near.ids, miles: near.miles }
}

describe.skipIf(!onPostgres)('the search index with its rows encoded in worker threads', () => {
	test('answers every search exactly as the index read on this thread does', async () => {
		const { db } = await createTestDb()
		await seedDirectory(db)
		const index = getSearchIndex(db)
		await index.rebuild(NOW, { words: false, workerFrom: Number.POSITIVE_INFINITY })
		const alone = await answers(db)
		await index.rebuild(NOW, { words: false, workerFrom: 0 })
		expect(await answers(db)).toEqual(alone)
		expect(alone.count).toBe(36)
		expect(alone.near.length).toBeGreaterThan(0)
	})

	test("the worker's rows are the rows this thread reads of the same short ids", async () => {
		const { db } = await createTestDb()
		await seedDirectory(db)
		const [first, last] = await db
			.execute('select min(short_id)::int as first, max(short_id)::int as last from providers')
			.then((result) => {
				const [row] = (result as unknown as { rows: Array<{ first: number; last: number }> }).rows
				return [row.first, row.last]
			})
		const bounds = { first: first + 10, last }
		const here = new RowColumns(new ProviderRowEncoder(), '2026-11-20', NOW)
		await encodeRows(db, SEARCH_INDEX, here, bounds)
		const { range } = await encodeRowsInWorker(
			SEARCH_INDEX,
			{
				databaseUrl: databaseUrlOf(db) as string,
				bounds,
				day: '2026-11-20',
				now: NOW.getTime(),
			},
			Promise.resolve(zipGeography().pointTables()),
		)
		const there = new RowColumns(new ProviderRowEncoder(), '2026-11-20', NOW)
		there.append(range)
		expect(there.size).toBe(here.size)
		expect(there.size).toBe(26)
		expect(there.encodedRange()).toEqual(here.encodedRange())
	})

	test('a worker that cannot reach the database fails the promise, not the process', async () => {
		await expect(
			encodeRowsInWorker(
				SEARCH_INDEX,
				{
					databaseUrl: 'postgres://nobody:wrong@127.0.0.1:1/none',
					bounds: { first: 1, last: 10 },
					day: '2026-11-20',
					now: NOW.getTime(),
				},
				Promise.resolve(zipGeography().pointTables()),
			),
		).rejects.toThrow(/index worker/)
	})
})
