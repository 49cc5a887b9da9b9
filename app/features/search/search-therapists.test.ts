import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { activeTags, findTagBySlug } from '~/platform/reference/tags'
import { insertProvider, insertResponse } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { type FacetKey, paymentKey, tagKey } from './facets'
import { getSearchIndex } from './search-index.server'
import { EMPTY_QUERY, type SearchQuery } from './search-query'
import { searchTherapists } from './search-therapists.server'

const tag = (slug: string) => {
	const t = findTagBySlug(slug)
	if (!t) throw new Error(slug)
	return t.id
}
const q = (overrides: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...overrides })
const names = (docs: { last_name: string }[]) => docs.map((d) => d.last_name).sort()

describe('searchTherapists', () => {
	test('finds only live profiles, in every licensed state', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { last_name: 'Live', licensed_states: ['TX', 'CA'] })
		await insertProvider(db, { last_name: 'Unverified', email_verified: false })
		await insertProvider(db, { last_name: 'NotOnboarded', onboarded: false })
		await insertProvider(db, { last_name: 'Flagged', flagged: true, flagged_keyword: 'spam' })
		await insertProvider(db, { last_name: 'NoHeadline', headline: '' })
		await insertProvider(db, { last_name: 'NoState', licensed_states: [] })
		expect(names((await searchTherapists(db, q({ state: 'TX' }))).docs)).toEqual(['Live'])
		expect(names((await searchTherapists(db, q({ state: 'CA' }))).docs)).toEqual(['Live'])
		expect((await searchTherapists(db, q({ state: 'NY' }))).count).toBe(0)
		expect((await searchTherapists(db, q({}))).count).toBe(1)
	})

	test('each filter narrows, and several specialties must all match', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, {
			last_name: 'A',
			issues: [tag('anxiety'), tag('grief')],
			approaches: [tag('emdr')],
			payments: ['out-of-pocket', 'aetna'],
			gender: ['Male'],
			min_cost: 60,
			max_cost: 80,
			online_therapy: 'In-Person Only',
			language: ['English', 'Spanish'],
		})
		await insertProvider(db, {
			last_name: 'B',
			issues: [tag('anxiety')],
			approaches: [tag('cognitive-behavioral-cbt')],
			payments: ['out-of-pocket', 'cigna'],
			gender: ['Female'],
			min_cost: 150,
			max_cost: 200,
			online_therapy: 'Teletherapy Only',
			language: ['English'],
		})
		const run = async (o: Partial<SearchQuery>) =>
			names((await searchTherapists(db, q({ state: 'TX', ...o }))).docs)
		expect(await run({ specialties: [tag('anxiety')] })).toEqual(['A', 'B'])
		expect(await run({ specialties: [tag('anxiety'), tag('grief')] })).toEqual(['A'])
		expect(await run({ approaches: [tag('cognitive-behavioral-cbt')] })).toEqual(['B'])
		expect(await run({ insurance: 'aetna' })).toEqual(['A'])
		expect(await run({ gender: 'Female' })).toEqual(['B'])
		expect(await run({ price: 'under-90' })).toEqual(['A'])
		expect(await run({ price: 'over-130' })).toEqual(['B'])
		expect(await run({ online: true })).toEqual(['B'])
		expect(await run({ language: 'Spanish' })).toEqual(['A'])
		expect(await run({ insurance: 'aetna', gender: 'Female' })).toEqual([])
	})

	test('free text matches name, headline and summary', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, {
			last_name: 'Okafor',
			headline: 'Psychologist, PhD',
			summary: 'I work with musicians.',
		})
		await insertProvider(db, {
			last_name: 'Smith',
			headline: 'Marriage and Family Therapist',
			summary: 'Couples work.',
		})
		expect(names((await searchTherapists(db, q({ text: 'okafor' }))).docs)).toEqual(['Okafor'])
		expect(names((await searchTherapists(db, q({ text: 'psychologist' }))).docs)).toEqual(['Okafor'])
		expect(names((await searchTherapists(db, q({ text: 'musician' }))).docs)).toEqual(['Okafor'])
		expect(names((await searchTherapists(db, q({ text: 'couples', state: 'CA' }))).docs)).toEqual([])
		// Only stop words: ignored rather than matching nothing.
		expect((await searchTherapists(db, q({ text: 'the' }))).count).toBe(2)
	})

	test('free text through the word index, and rows changed since it was built', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { last_name: 'Okafor', summary: 'I work with musicians and artists.' })
		const smith = await insertProvider(db, { last_name: 'Smith', summary: 'Couples work.' })
		await getSearchIndex(db).rebuild(new Date(), { awaitWords: true })
		expect(names((await searchTherapists(db, q({ text: 'musician' }))).docs)).toEqual(['Okafor'])
		expect(names((await searchTherapists(db, q({ text: 'musicians artists' }))).docs)).toEqual(['Okafor'])
		expect((await searchTherapists(db, q({ text: 'musicians couples' }))).count).toBe(0)
		await db
			.update(providers)
			.set({ summary: 'Couples work, and musicians too.', updated_at: sql`now()` })
			.where(eq(providers.id, smith.id))
		getSearchIndex(db).invalidate()
		expect(names((await searchTherapists(db, q({ text: 'musicians' }))).docs)).toEqual(['Okafor', 'Smith'])
		expect(names((await searchTherapists(db, q({ text: 'musicians couples' }))).docs)).toEqual(['Smith'])
	})

	test('ranks accepting first, waitlist next, not accepting last', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { last_name: 'Closed', availability: 'Not Accepting New Clients' })
		await insertProvider(db, { last_name: 'Waitlist', availability: 'Waitlist for New Clients' })
		await insertProvider(db, { last_name: 'Open', availability: 'Accepting New Clients' })
		const page = await searchTherapists(db, q({ state: 'TX' }))
		expect(page.docs.map((d) => d.last_name)).toEqual(['Open', 'Waitlist', 'Closed'])
	})

	test('pages of the given size, with next and exact count, stable across pages', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 23; i++) await insertProvider(db, { last_name: `P${String(i).padStart(2, '0')}` })
		const first = await searchTherapists(db, q({ pageSize: 10 }))
		const second = await searchTherapists(db, q({ pageSize: 10, page: 2 }))
		const third = await searchTherapists(db, q({ pageSize: 10, page: 3 }))
		const beyond = await searchTherapists(db, q({ pageSize: 10, page: 9 }))
		expect([first.count, first.docs.length, first.next]).toEqual([23, 10, 2])
		expect([third.docs.length, third.next]).toEqual([3, null])
		expect(beyond.docs).toEqual([])
		const all = [...first.docs, ...second.docs, ...third.docs].map((d) => d.id)
		expect(new Set(all).size).toBe(23)
	})

	test('facet counts give the number of results choosing each option would leave', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { issues: [tag('anxiety'), tag('grief')], payments: ['out-of-pocket', 'aetna'] })
		await insertProvider(db, { issues: [tag('anxiety')], payments: ['out-of-pocket'] })
		await insertProvider(db, { issues: [tag('grief')], payments: ['out-of-pocket', 'aetna'] })
		const page = await searchTherapists(db, q({ state: 'TX', specialties: [tag('anxiety')] }), {
			withFacets: true,
		})
		expect(page.count).toBe(2)
		expect(page.facets[tagKey(tag('grief'))]).toBe(1)
		expect(page.facets[tagKey(tag('anxiety'))]).toBe(2)
		expect(page.facets[paymentKey('aetna')]).toBe(1)
		expect(page.facets[tagKey(tag('adhd'))]).toBe(0)

		// Another list of keys of the same length, for the same filters: counted, not remembered.
		const index = getSearchIndex(db)
		const all = (await index.query({ keys: [], skip: 0, limit: 0 })).count
		expect(all).toBe(3)
		const counts = async (countKeys: FacetKey[]) =>
			Object.fromEntries((await index.query({ keys: [], skip: 0, limit: 0, countKeys })).facetCounts)
		expect(await counts([tagKey(tag('anxiety'))])).toEqual({ [tagKey(tag('anxiety'))]: 2 })
		expect(await counts([paymentKey('aetna')])).toEqual({ [paymentKey('aetna')]: 2 })
	})

	test('facet counts follow saved changes, an option no one had at the build included', async () => {
		const { db } = await createTestDb()
		const a = await insertProvider(db, { issues: [tag('anxiety')], payments: ['out-of-pocket'] })
		await insertProvider(db, { issues: [tag('anxiety'), tag('grief')], payments: ['out-of-pocket', 'aetna'] })
		const index = getSearchIndex(db)
		const counts = async (countKeys: FacetKey[]) => {
			await index.ensureFresh()
			return Object.fromEntries((await index.query({ keys: [], skip: 0, limit: 0, countKeys })).facetCounts)
		}
		const anxiety = tagKey(tag('anxiety'))
		const grief = tagKey(tag('grief'))
		const aetna = paymentKey('aetna')
		expect(await counts([anxiety, grief, aetna])).toEqual({ [anxiety]: 2, [grief]: 1, [aetna]: 1 })

		await db
			.update(providers)
			.set({ issues: [tag('grief'), tag('adhd')], payments: ['aetna'], updated_at: sql`now()` })
			.where(eq(providers.id, a.id))
		index.invalidate()
		const adhd = tagKey(tag('adhd'))
		expect(await counts([anxiety, grief, aetna, adhd])).toEqual({
			[anxiety]: 1,
			[grief]: 2,
			[aetna]: 2,
			[adhd]: 1,
		})

		// Many options new to the index at once: more than the build's rows of keys have room for.
		const every = activeTags('Specialties').map((t) => t.id)
		await db.update(providers).set({ issues: every, updated_at: sql`now()` }).where(eq(providers.id, a.id))
		index.invalidate()
		const keys = every.map(tagKey)
		const after = await counts([...keys, aetna])
		expect(after[aetna]).toBe(2)
		expect(keys.map((key) => after[key])).toEqual(
			every.map((id) => (id === tag('anxiety') || id === tag('grief') ? 2 : 1)),
		)
	})

	test('cards carry public fields and the first public answer', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { summary: '' })
		await insertResponse(db, { author_id: p.id, text: 'Deleted answer', is_deleted: true })
		await insertResponse(db, { author_id: p.id, text: 'Therapy is a partnership.' })
		const [card] = (await searchTherapists(db, q({}))).docs
		expect(card.first_response?.text).toBe('Therapy is a partnership.')
		expect(Object.keys(card)).not.toContain('email')
		expect(JSON.stringify(card)).not.toContain(p.email)
	})

	test('sees saved changes on the next search', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { last_name: 'Mover', licensed_states: ['TX'] })
		expect((await searchTherapists(db, q({ state: 'NY' }))).count).toBe(0)
		await db
			.update(providers)
			.set({ licensed_states: ['NY'], updated_at: sql`now()` })
			.where(eq(providers.id, p.id))
		getSearchIndex(db).invalidate()
		expect(names((await searchTherapists(db, q({ state: 'NY' }))).docs)).toEqual(['Mover'])
		expect((await searchTherapists(db, q({ state: 'TX' }))).count).toBe(0)
		await db.update(providers).set({ flagged: true, updated_at: sql`now()` }).where(eq(providers.id, p.id))
		getSearchIndex(db).invalidate()
		expect((await searchTherapists(db, q({ state: 'NY' }))).count).toBe(0)
	})
})
