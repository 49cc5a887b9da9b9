import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { licenseChecks, providers, responses } from '~/db/schema'
import { parseEnv } from '~/env.server'
import { LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { createTestDb } from '../../../tests/setup/db'
import { createDemoGenerator } from './generate-provider'
import {
	countDemoProviders,
	removeDemo,
	seedDemo,
	seedDemoOnFirstStart,
	writeDemoBatch,
} from './seed-demo.server'

const NOW = new Date('2025-06-01T12:00:00Z')
const SEED = 'integration'

async function demoRows(db: Db) {
	return db.select().from(providers).where(eq(providers.is_demo, true)).orderBy(asc(providers.short_id))
}

async function responseCount(db: Db, authorIds?: string[]) {
	const [{ n }] = await db
		.select({ n: count() })
		.from(responses)
		.where(authorIds ? inArray(responses.author_id, authorIds) : undefined)
	return n
}

describe('seedDemo', () => {
	test('inserts exactly what the generator produced, live unless flagged, with their answers', async () => {
		const { db } = await createTestDb()
		const result = await seedDemo(db, { count: 50, seed: SEED, now: NOW, batchSize: 20 })
		expect(result).toMatchObject({ inserted: 50, firstIndex: 1, lastIndex: 50 })

		const rows = await demoRows(db)
		expect(rows).toHaveLength(50)
		const gen = createDemoGenerator({ seed: SEED, now: NOW })
		const expected = Array.from({ length: 50 }, (_, i) => gen(i + 1))
		// Every column survives the bulk path unchanged (text with newlines and quotes, arrays, dates);
		// a nullable column the generator leaves out is null.
		rows.forEach((row, i) => {
			// The generated columns (search_text, index_row) are PostgreSQL's, not the generator's.
			const { short_id, search_text, index_row, ...stored } = row as typeof row & { search_text?: unknown }
			const leftOut = Object.fromEntries(
				Object.keys(stored)
					.filter((key) => !(key in expected[i].provider))
					.map((key) => [key, null]),
			)
			expect(stored).toEqual({ ...leftOut, ...expected[i].provider })
			expect(short_id).toBeGreaterThanOrEqual(10001)
		})
		expect(new Set(rows.map((r) => r.short_id)).size).toBe(50)

		const flagged = rows.filter((r) => r.flagged).length
		const [{ live }] = await db
			.select({ live: count() })
			.from(providers)
			.where(and(eq(providers.is_demo, true), liveProviderCondition))
		expect(live).toBe(50 - flagged)

		const expectedAnswers = expected.flatMap((r) => r.responses)
		expect(result.responses).toBe(expectedAnswers.length)
		expect(expectedAnswers.length).toBeGreaterThan(15)
		const storedAnswers = await db.select().from(responses)
		expect(storedAnswers).toHaveLength(expectedAnswers.length)
		const byId = new Map(storedAnswers.map((r) => [r.id, r]))
		for (const answer of expectedAnswers) expect(byId.get(answer.id)).toEqual(answer)
	})

	test('a second run adds providers after the existing ones, and they equal a single longer run', async () => {
		const { db } = await createTestDb()
		await seedDemo(db, { count: 12, seed: SEED, now: NOW })
		const second = await seedDemo(db, { count: 5, seed: SEED, now: NOW })
		expect(second).toMatchObject({ inserted: 5, firstIndex: 13, lastIndex: 17 })
		const rows = await demoRows(db)
		expect(rows.map((r) => r.email)).toEqual(
			Array.from({ length: 17 }, (_, i) => `demo-${i + 1}@example.org`),
		)
		const gen = createDemoGenerator({ seed: SEED, now: NOW })
		expect(rows[15].id).toBe(gen(16).provider.id)
		expect(rows[15].summary).toBe(gen(16).provider.summary)
	})

	test('COPY (PGlite) and JSON bulk paths store awkward text and arrays unchanged', async () => {
		const { db, kind } = await createTestDb()
		const gen = createDemoGenerator({ seed: SEED, now: NOW })
		const awkward = 'Tab\there, back\\slash, "quotes", {braces}, commas, NULL, \\N, new\nline\r\nand émoji 🙂'
		const make = (index: number) => {
			const { provider, responses: answers } = gen(index)
			provider.summary = awkward
			provider.last_name = 'O\'Brien \\ "Jr"'
			provider.ethnicity = ['a "quoted", {odd} value', 'back\\slash', 'NULL']
			provider.addressTwo = '\t'
			provider.min_cost = null
			provider.flagged_keyword = null
			return {
				provider,
				answers: answers.map((a) => ({ ...a, text: awkward, audio_timeline: [0.5, 1, 2.25] })),
			}
		}
		const viaCopy = make(1)
		const viaJson = make(2)
		// COPY from a blob exists only in PGlite; on PostgreSQL both rows take the JSON path.
		await writeDemoBatch(db, [viaCopy.provider], viaCopy.answers, kind === 'pglite' ? 'copy' : 'json')
		await writeDemoBatch(db, [viaJson.provider], viaJson.answers, 'json')
		for (const { provider, answers } of [viaCopy, viaJson]) {
			const [row] = await db.select().from(providers).where(eq(providers.id, provider.id))
			expect(row).toMatchObject(provider)
			const stored = await db.select().from(responses).where(eq(responses.author_id, provider.id))
			expect(stored).toHaveLength(answers.length)
			for (const s of stored) expect(s).toEqual(answers.find((a) => a.id === s.id))
		}
	})
})

describe('removeDemo', () => {
	test('deletes demo providers and their answers, and nothing else', async () => {
		const { db } = await createTestDb()
		const [real] = await db
			.insert(providers)
			.values({ email: 'real@example.com', first_name: 'Real', last_name: 'Person' })
			.returning({ id: providers.id })
		await db.insert(responses).values({ question_id: 1, author_id: real.id, type: 'text', text: 'Mine.' })
		const seeded = await seedDemo(db, { count: 30, seed: SEED, now: NOW })
		const demoIds = (await demoRows(db)).map((r) => r.id)
		expect(await responseCount(db, demoIds)).toBe(seeded.responses)

		const removed = await removeDemo(db)
		expect(removed).toEqual({ providers: 30, responses: seeded.responses, contactMessages: 0 })
		expect(await countDemoProviders(db)).toBe(0)
		expect(await responseCount(db, demoIds)).toBe(0)
		const [{ n }] = await db.select({ n: count() }).from(providers)
		expect(n).toBe(1)
		expect(await responseCount(db, [real.id])).toBe(1)
		expect(await removeDemo(db)).toEqual({ providers: 0, responses: 0, contactMessages: 0 })
	})
})

describe('seedDemoOnFirstStart', () => {
	// The demo's recordings go to a throwaway folder, not to the project's data directory.
	const store = new LocalDiskMediaStore(path.join(tmpdir(), `openroom-seed-${process.pid}`))
	const env = (SEED_DEMO: string, DEMO_COUNT = '25') => parseEnv({ SEED_DEMO, DEMO_COUNT })

	test('auto seeds an empty embedded database once', async () => {
		const handle = await createTestDb()
		await seedDemoOnFirstStart(handle, env('auto'), store)
		const expected = handle.kind === 'pglite' ? 25 : 0 // never into a DATABASE_URL database
		expect(await countDemoProviders(handle.db)).toBe(expected)
		// With the demo registry imported and checked (demo-registry.server.ts): some show 'Licence checked'.
		const [{ n: checked }] = await handle.db
			.select({ n: count() })
			.from(licenseChecks)
			.where(eq(licenseChecks.license_checked, true))
		if (expected > 0) expect(checked).toBeGreaterThan(0)
		await seedDemoOnFirstStart(handle, env('auto'), store)
		expect(await countDemoProviders(handle.db)).toBe(expected)
	})

	test('auto leaves a database with providers alone, and never does nothing', async () => {
		const handle = await createTestDb()
		await seedDemoOnFirstStart(handle, env('never'), store)
		expect(await countDemoProviders(handle.db)).toBe(0)
		await handle.db.insert(providers).values({ email: 'someone@example.com' })
		await seedDemoOnFirstStart(handle, env('auto'), store)
		expect(await countDemoProviders(handle.db)).toBe(0)
	})

	test('auto skips a PostgreSQL handle; always seeds any engine that has no demo rows', async () => {
		const handle = await createTestDb()
		const asPostgres = { ...handle, kind: 'postgres' as const }
		await seedDemoOnFirstStart(asPostgres, env('auto'), store)
		expect(await countDemoProviders(handle.db)).toBe(0)
		await handle.db.insert(providers).values({ email: 'someone@example.com' })
		// The PostgreSQL path (advisory lock + JSON insert inside one transaction) runs here on PGlite too.
		await seedDemoOnFirstStart(asPostgres, env('always', '15'), store)
		expect(await countDemoProviders(handle.db)).toBe(15)
		await seedDemoOnFirstStart(asPostgres, env('always', '15'), store)
		await seedDemoOnFirstStart(handle, env('always', '15'), store)
		expect(await countDemoProviders(handle.db)).toBe(15)
	})
})
