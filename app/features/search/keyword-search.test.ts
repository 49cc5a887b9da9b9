import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { findTagBySlug } from '~/platform/reference/tags'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { getSearchIndex } from './search-index.server'
import { EMPTY_QUERY, type SearchQuery } from './search-query'
import { searchTherapists } from './search-therapists.server'

const tag = (slug: string) => findTagBySlug(slug)?.id as number
const plain = {
	headline: 'Licensed therapist',
	summary: 'I help adults find their footing.',
	issues: [],
	approaches: [],
	language: ['English'],
	payments: ['out-of-pocket'],
	city: 'Albany',
	zip: '12207',
	state: 'NY',
	licensed_states: ['NY'],
	availability: 'Accepting New Clients' as const,
}
const q = (overrides: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...overrides })

async function directory(awaitWords = true) {
	const { db } = await createTestDb()
	await insertProvider(db, { ...plain, last_name: 'Lang', language: ['English', 'Spanish'] })
	await insertProvider(db, { ...plain, last_name: 'Emdr', approaches: [tag('emdr')] })
	await insertProvider(db, { ...plain, last_name: 'Anx', issues: [tag('anxiety')], payments: ['aetna'] })
	await insertProvider(db, { ...plain, last_name: 'Bk', city: 'Brooklyn', zip: '11215' })
	await insertProvider(db, { ...plain, last_name: 'Exact', city: 'Brooklyn', zip: '11201' })
	await insertProvider(db, { ...plain, last_name: 'Couple', issues: [tag('marital-and-premarital')] })
	await insertProvider(db, { ...plain, last_name: 'Text', summary: 'I often work with anxiety and couples.' })
	await insertProvider(db, { ...plain, last_name: 'Cbt', approaches: [tag('cognitive-behavioral-cbt')] })
	await insertProvider(db, { ...plain, last_name: 'Sign', language: ['American Sign Language'] })
	await getSearchIndex(db).rebuild(new Date(), { awaitWords })
	return db
}

type Db = Awaited<ReturnType<typeof directory>>
const found = async (db: Db, text: string, extra: Partial<SearchQuery> = {}) =>
	(await searchTherapists(db, q({ text, ...extra }))).docs.map((d) => d.last_name)

describe('keyword search', () => {
	test('questions asked at once, the cache emptied meanwhile, get the answers they get alone', async () => {
		// Answers are built in pooled sets, given back when the cache drops them (bitset.ts).
		const db = await directory()
		const index = getSearchIndex(db)
		const questions = ['spanish', 'anxiety', 'couples', 'brooklyn', 'cbt', 'emdr', 'anxiety couples', '']
		const asked = (text: string) => found(db, text, text === 'brooklyn' ? { near: '11201' } : {})
		const alone: string[][] = []
		for (const text of questions) {
			index.clearCache()
			alone.push(await asked(text))
		}
		for (let round = 0; round < 4; round++) {
			const emptying = (async () => {
				for (let i = 0; i < 5; i++) {
					await new Promise((resolve) => setTimeout(resolve, i))
					index.clearCache()
				}
			})()
			const together = await Promise.all(
				[...questions, ...questions].map(async (text, i) => {
					await new Promise((resolve) => setTimeout(resolve, i % 4))
					return asked(text)
				}),
			)
			await emptying
			expect(together).toEqual([...alone, ...alone])
		}
	})

	test('matches labels: language, approach, specialty, insurer', async () => {
		const db = await directory()
		expect(await found(db, 'spanish')).toEqual(['Lang'])
		expect(await found(db, 'EMDR')).toEqual(['Emdr'])
		expect(await found(db, 'aetna')).toEqual(['Anx'])
		expect((await found(db, 'anxiety')).sort()).toEqual(['Anx', 'Text'])
	})

	test('abbreviations and synonyms', async () => {
		const db = await directory()
		expect(await found(db, 'cognitive behavioral')).toEqual(['Cbt'])
		expect(await found(db, 'cbt')).toEqual(['Cbt'])
		expect(await found(db, 'ASL')).toEqual(['Sign'])
		// 'couples' ↔ 'marriage': the label first (a strong match), the summary after.
		expect(await found(db, 'marriage')).toEqual(['Couple', 'Text'])
		expect(await found(db, 'couples')).toEqual(['Couple', 'Text'])
	})

	test('an abbreviation finds the phrases it stands for in the text, every word of one of them', async () => {
		const { db } = await createTestDb()
		const says = (last_name: string, summary: string) => insertProvider(db, { ...plain, last_name, summary })
		await says('American', 'I practise cognitive behavioral therapy with adults.')
		await says('British', 'Cognitive behavioural therapy, mostly for panic.')
		await says('Hyphen', 'A cognitive-behavioral approach to insomnia.')
		await says('Half', 'Behavioral activation and mindfulness.')
		await says('Other', 'A cognitive processing therapist.')
		await getSearchIndex(db).rebuild(new Date(), { awaitWords: true })
		expect((await found(db, 'cbt')).sort()).toEqual(['American', 'British', 'Hyphen'])
		expect((await found(db, 'CBT panic')).sort()).toEqual(['British'])
	})

	test('one typo in a word of five letters or more; none in shorter words', async () => {
		const db = await directory()
		expect(await found(db, 'anxeity')).toEqual(['Anx', 'Text'])
		expect(await found(db, 'spansih')).toEqual(['Lang'])
		expect(await found(db, 'emdt')).toEqual([])
	})

	test('city and ZIP: the ZIP itself first, then its neighbourhood', async () => {
		const db = await directory()
		expect((await found(db, 'brooklyn')).sort()).toEqual(['Bk', 'Exact'])
		expect(await found(db, '11201')).toEqual(['Exact', 'Bk'])
		expect(await found(db, 'brooklyn emdr')).toEqual([])
	})

	test('availability still comes first; a label match ranks ahead of a text match within it', async () => {
		const db = await directory()
		await db
			.update(providers)
			.set({ availability: 'Not Accepting New Clients', updated_at: sql`now()` })
			.where(eq(providers.last_name, 'Anx'))
		getSearchIndex(db).invalidate()
		expect(await found(db, 'anxiety')).toEqual(['Text', 'Anx'])
	})

	test('rows changed since the word index, and before it exists, are matched too', async () => {
		const db = await directory(false)
		// The word index may still be building: the database answers the text meanwhile.
		expect(await found(db, 'footing spanish')).toEqual(['Lang'])
		await getSearchIndex(db).rebuild(new Date(), { awaitWords: true })
		// Asked once before the change: a remembered answer must not outlive it.
		expect(await found(db, 'footing')).toContain('Lang')
		expect(await found(db, 'korean grief')).toEqual([])
		await db
			.update(providers)
			.set({ summary: 'Now I speak of grief.', language: ['Korean'], updated_at: sql`now()` })
			.where(eq(providers.last_name, 'Lang'))
		getSearchIndex(db).invalidate()
		expect(await found(db, 'spanish')).toEqual([])
		expect(await found(db, 'korean grief')).toEqual(['Lang'])
		expect(await found(db, 'footing')).not.toContain('Lang')
	})

	test('a typo of a label finds providers changed since the word index, too', async () => {
		const db = await directory()
		expect(await found(db, 'anxeity')).toEqual(expect.arrayContaining(['Anx']))
		await insertProvider(db, { ...plain, last_name: 'Newcomer', issues: [tag('anxiety')] })
		getSearchIndex(db).invalidate()
		expect(await found(db, 'anxiety')).toContain('Newcomer')
		expect(await found(db, 'anxeity')).toContain('Newcomer')
	})

	test('the state filter still applies, and unknown words find nothing', async () => {
		const db = await directory()
		expect(await found(db, 'spanish', { state: 'TX' })).toEqual([])
		expect(await found(db, 'zzzzzzzz')).toEqual([])
		expect((await searchTherapists(db, q({ text: 'the therapist' }))).count).toBe(9)
	})
})
