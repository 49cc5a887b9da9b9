import { describe, expect, test } from 'vitest'
import { findTagBySlug } from '~/platform/reference/tags'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { EMPTY_QUERY, type SearchQuery } from './search-query'
import { filterForText } from './text-filters'
import { listingWayOut, similarAccepting, suggestFilter } from './way-out.server'

const tag = (slug: string) => findTagBySlug(slug)?.id as number
const q = (overrides: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...overrides })
const ny = { licensed_states: ['NY'], state: 'NY', city: 'Albany', zip: '12207' }

describe('ways out of an empty search', () => {
	test('text that names a filter option suggests that filter, with its count', async () => {
		expect(filterForText(q({ text: 'Spanish' }))?.label).toBe('Language: Spanish')
		expect(filterForText(q({ text: 'cbt' }))?.label).toBe('Type of therapy: Cognitive Behavioral (CBT)')
		expect(filterForText(q({ text: 'anxiety', state: 'NY' }))?.label).toBe('Specialty: Anxiety')
		expect(filterForText(q({ text: 'aetna', state: 'NY' }))?.label).toBe('Insurance: Aetna')
		expect(filterForText(q({ text: 'spanish anxiety' }))).toBeNull()

		const { db } = await createTestDb()
		await insertProvider(db, { ...ny, language: ['Spanish'] })
		await insertProvider(db, { ...ny, language: ['Spanish'] })
		await insertProvider(db, { ...ny, language: ['English'], summary: 'Hablo un poco de Spanish.' })
		const suggestion = await suggestFilter(db, q({ state: 'NY', text: 'spanish' }))
		expect(suggestion).toEqual({
			label: 'Language: Spanish',
			href: '/therapists/new-york?language=spanish',
			count: 2,
		})
		expect(await suggestFilter(db, q({ state: 'NY', text: 'korean' }))).toBeNull()
	})

	test('chips remove one filter each and say how many that gives; clear all; online in the state', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { ...ny, language: ['Spanish'], gender: ['Male'], issues: [tag('grief')] })
		await insertProvider(db, { ...ny, language: ['Spanish'], gender: ['Female'], issues: [tag('anxiety')] })
		await insertProvider(db, { ...ny, language: ['English'], gender: ['Female'], issues: [tag('grief')] })
		const query = q({ state: 'NY', language: 'Spanish', gender: 'Female', specialties: [tag('grief')] })
		const wayOut = await listingWayOut(db, query)
		expect(wayOut.chips.map((c) => `${c.label} (${c.count})`)).toEqual([
			'Grief (1)',
			'Female (1)',
			'Spanish (1)',
		])
		expect(wayOut.chips[2].href).toBe('/therapists/new-york/grief?gender=female')
		expect(wayOut.clearAll).toBe('/therapists/new-york')
		expect(wayOut.online?.label).toBe('Online therapists licensed in New York')
		expect(wayOut.online?.href).toBe('/therapists/new-york/online-therapy')
		expect(wayOut.similar.length).toBeGreaterThan(0)
	})

	test('similar therapists: accepting, same state, same specialty first, never the profile itself', async () => {
		const { db } = await createTestDb()
		const self = await insertProvider(db, {
			...ny,
			availability: 'Not Accepting New Clients',
			issues: [tag('grief')],
		})
		await insertProvider(db, {
			...ny,
			last_name: 'Waiting',
			availability: 'Waitlist for New Clients',
			issues: [tag('grief')],
		})
		await insertProvider(db, { ...ny, last_name: 'Grief', issues: [tag('grief')] })
		await insertProvider(db, { ...ny, last_name: 'Other', issues: [tag('anxiety')] })
		await insertProvider(db, { licensed_states: ['TX'], last_name: 'Texan', issues: [tag('grief')] })
		const cards = await similarAccepting(db, { state: 'NY', specialty: tag('grief'), excludeId: self.id })
		expect(cards.map((c) => c.last_name)).toEqual(['Grief', 'Other'])
		const one = await similarAccepting(db, {
			state: 'NY',
			specialty: tag('grief'),
			excludeId: self.id,
			limit: 1,
		})
		expect(one.map((c) => c.last_name)).toEqual(['Grief'])
	})
})
