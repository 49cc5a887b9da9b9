import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { contactMessages, emailOutbox, type providers } from '~/db/schema'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { answerFollowUp } from './answers.server'
import { followUpAnswerPage } from './follow-up-page.server'
import { DELAY, SITE, write } from './follow-ups.test-support'
import { runFollowUps } from './follow-ups.server'
import { followUpSigner } from './keys.server'

// Issue 43: the follow-up's suggestions come from the search the message was written from
// (docs/product.md#follow-ups): all its filters, nearest first, never another state; fewer than
// three relax one filter at a time and say which; the second e-mail offers others than the page.

beforeAll(() => {
	zipGeography()
}, 120_000)

type Provider = typeof providers.$inferInsert
const inLosAngeles = (zip: string, city: string, extra: Partial<Provider> = {}) => ({
	zip,
	city,
	state: 'CA',
	licensed_states: ['CA'],
	payments: ['blue-shield-of-california'],
	language: ['English', 'Spanish'],
	...extra,
})

/** A message from the search, its follow-up sent: the signed token of its answer links. */
async function messageFrom(db: Db, recipient: string, search: string, locale: 'en' | 'es' = 'en') {
	const { id } = await write(db, recipient, 'sam@example.test', undefined, locale, search)
	await db.update(contactMessages).set({ follow_up_sent_at: new Date() }).where(eq(contactMessages.id, id))
	return { id, token: (await followUpSigner(db))(id) }
}

async function notYetPage(db: Db, token: string, locale: 'en' | 'es' = 'en') {
	const page = await followUpAnswerPage(db, token, 'not-yet', { ...SITE, locale })
	if (!('groups' in page)) throw new Error('no answer page')
	return page
}

const CALIFORNIA_SEARCH =
	'/therapists/california?insurance=blue-shield-of-california&language=spanish&near=90026&miles=10'

test('from /therapists/california?near=90026&miles=10 with a payment and a language: only matching therapists, all in California, the farther one said so', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, inLosAngeles('90026', 'Los Angeles', { first_name: 'Ana' }))
	// Match everything, within 10 miles.
	const downtown = await insertProvider(db, inLosAngeles('90012', 'Los Angeles'))
	const hollywood = await insertProvider(db, inLosAngeles('90028', 'Los Angeles'))
	// Matches everything but is farther than 10 miles (El Segundo).
	const elSegundo = await insertProvider(db, inLosAngeles('90245', 'El Segundo'))
	// Each misses one filter, or is elsewhere: never offered while three match.
	const aetnaOnly = await insertProvider(db, inLosAngeles('90004', 'Los Angeles', { payments: ['aetna'] }))
	const englishOnly = await insertProvider(
		db,
		inLosAngeles('90004', 'Los Angeles', { language: ['English'] }),
	)
	const onlineOnly = await insertProvider(
		db,
		inLosAngeles('', '', { state: null, city: '', online_therapy: 'Teletherapy Only' }),
	)
	const sacramento = await insertProvider(db, inLosAngeles('95814', 'Sacramento'))
	const otherState = await insertProvider(
		db,
		inLosAngeles('90026', 'Los Angeles', { licensed_states: ['NV'] }),
	)

	const { id, token } = await messageFrom(db, ana.id, CALIFORNIA_SEARCH)
	const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	expect(stored.search).toBe(CALIFORNIA_SEARCH)

	const page = await notYetPage(db, token)
	expect(page.stateName).toBe('California')
	const [exact, farther] = page.groups
	expect(exact.note).toBeNull()
	// Nearest first: downtown (about 2 miles) before Hollywood (about 3.5).
	expect(exact.suggestions.map((s) => s.id)).toEqual([downtown.id, hollywood.id])
	expect(farther.suggestions.map((s) => s.id)).toEqual([elSegundo.id])
	expect(farther.note).toMatch(/^These match your search but are 1\d(–1\d)? miles from 90026\.$/)
	const offered = page.groups.flatMap((g) => g.suggestions.map((s) => s.id))
	for (const never of [ana, aetnaOnly, englishOnly, onlineOnly, sacramento, otherState])
		expect(offered).not.toContain(never.id)
	for (const s of page.groups.flatMap((g) => g.suggestions)) expect(s.place).toMatch(/, CA · [\d.]+ mi away$/)
})

test('too few match: one filter relaxed at a time, in order, and the page and the second e-mail say which', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez' })
	// Texas, Aetna, Spanish, evening hours: one matches all; then the evening hours go, then Spanish.
	const all = await insertProvider(db, { first_name: 'Every', evening_hours: true })
	const noEvenings = []
	for (let i = 0; i < 3; i++) noEvenings.push(await insertProvider(db, { first_name: `Day${i}` }))
	const english = []
	for (let i = 0; i < 3; i++)
		english.push(await insertProvider(db, { first_name: `English${i}`, language: ['English'] }))
	await insertProvider(db, { first_name: 'Cigna', payments: ['cigna'], evening_hours: true })
	await insertProvider(db, {
		first_name: 'Elsewhere',
		licensed_states: ['CA'],
		state: 'CA',
		evening_hours: true,
	})
	// Licensed in Texas too, but practising in Los Angeles: not a Texas therapist to suggest.
	await insertProvider(db, {
		first_name: 'Angeleno',
		licensed_states: ['TX', 'CA'],
		state: 'CA',
		city: 'Los Angeles',
		zip: '90026',
		evening_hours: true,
	})

	const { token } = await messageFrom(
		db,
		ana.id,
		'/therapists/texas?evening_hours=1&insurance=aetna&language=spanish&q=tuesday&page=3',
	)
	const page = await notYetPage(db, token)
	expect(page.stateName).toBe('Texas')
	expect(page.groups.map((g) => g.note)).toEqual([
		null,
		'These match your search except for: Evening appointments (after 5 pm).',
	])
	expect(page.groups[0].suggestions.map((s) => s.id)).toEqual([all.id])
	const relaxed = page.groups[1].suggestions.map((s) => s.id)
	expect(relaxed).toHaveLength(2)
	for (const id of relaxed) expect(noEvenings.map((p) => p.id)).toContain(id)

	// The second e-mail: others than the page offered, the next relaxation said in words.
	const answeredAt = new Date()
	await answerFollowUp(db, token, 'not-yet', { ...SITE, now: answeredAt })
	await runFollowUps(db, { ...SITE, now: new Date(answeredAt.getTime() + 2 * DELAY) })
	const [second] = (await db.select().from(emailOutbox)).filter((r) => r.meta?.kind === 'follow_up_second')
	expect(second.text).toContain('These therapists in Texas are accepting new clients')
	const named = [all, ...noEvenings, ...english].filter((p) =>
		second.text.includes(`${p.first_name} ${p.last_name}`),
	)
	expect(named.map((p) => p.id)).not.toContain(all.id)
	for (const id of relaxed) expect(named.map((p) => p.id)).not.toContain(id)
	expect(named).toHaveLength(3)
	expect(second.text).toContain('These match your search except for: Evening appointments (after 5 pm).')
	expect(second.text).toContain(
		'These match your search except for: Evening appointments (after 5 pm), Spanish.',
	)
	expect(second.text).not.toMatch(/Cigna|Elsewhere|Angeleno/)
})

test('written from a Spanish page: the state in Spanish, Spanish speakers first, the note in Spanish', async () => {
	const { db } = await createTestDb()
	const ny = (zip: string, city: string, extra: Partial<Provider> = {}) => ({
		zip,
		city,
		state: 'NY',
		licensed_states: ['NY'],
		...extra,
	})
	const ana = await insertProvider(db, ny('10011', 'New York', { first_name: 'Ana' }))
	// Nearer but English only; a little farther, Spanish speakers (the factory's default).
	const near1 = await insertProvider(db, ny('10011', 'New York', { language: ['English'] }))
	const near2 = await insertProvider(db, ny('10016', 'New York', { language: ['English'] }))
	const statenIsland = await insertProvider(db, ny('10301', 'Staten Island'))
	const yonkers = await insertProvider(db, ny('10701', 'Yonkers'))
	const nanuet = await insertProvider(db, ny('10954', 'Nanuet'))
	await insertProvider(db, { first_name: 'Texan' })

	const { token } = await messageFrom(db, ana.id, '/es/therapists/new-york?near=10001&miles=10', 'es')
	const page = await notYetPage(db, token, 'es')
	expect(page.stateName).toBe('Nueva York')
	const offered = page.groups.flatMap((g) => g.suggestions)
	// Within 10 miles: Staten Island speaks Spanish and comes before the two nearer English speakers.
	expect(page.groups[0].note).toBeNull()
	expect(page.groups[0].suggestions.map((s) => s.id)).toEqual([statenIsland.id, near1.id, near2.id])
	expect(offered.every((s) => s.href.startsWith('/es/therapist/'))).toBe(true)

	// The second e-mail: others, farther, Spanish speakers, said in Spanish.
	const answeredAt = new Date()
	await answerFollowUp(db, token, 'not-yet', { ...SITE, now: answeredAt })
	await runFollowUps(db, { ...SITE, now: new Date(answeredAt.getTime() + 2 * DELAY) })
	const [second] = (await db.select().from(emailOutbox)).filter((r) => r.meta?.kind === 'follow_up_second')
	expect(second.text).toContain('Estos terapeutas en Nueva York aceptan nuevos clientes')
	expect(second.text).toMatch(/Estos coinciden con su búsqueda, pero están a \d+(–\d+)? millas de 10001\./)
	expect(second.text).toContain(`${yonkers.first_name} ${yonkers.last_name}`)
	expect(second.text).toContain(`${nanuet.first_name} ${nanuet.last_name}`)
	expect(second.text).not.toContain(`${statenIsland.first_name} ${statenIsland.last_name}`)
	expect(second.text).not.toContain('Texan')
})

test('the whole state, once the distance is relaxed that far, means offices in the state', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, inLosAngeles('90026', 'Los Angeles', { first_name: 'Ana' }))
	const sacramento = await insertProvider(db, inLosAngeles('95814', 'Sacramento'))
	// Licensed in California, practising in Reno: never suggested to someone who searched near 90026.
	const reno = await insertProvider(db, inLosAngeles('89501', 'Reno', { state: 'NV' }))
	const { token } = await messageFrom(db, ana.id, CALIFORNIA_SEARCH)
	const page = await notYetPage(db, token)
	expect(page.groups).toHaveLength(1)
	expect(page.groups[0].suggestions.map((s) => s.id)).toEqual([sacramento.id])
	expect(page.groups[0].note).toMatch(/^These match your search but are 3\d\d miles from 90026\.$/)
	expect(page.groups[0].suggestions.map((s) => s.id)).not.toContain(reno.id)
})
