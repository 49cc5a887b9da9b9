import { expect, test } from 'vitest'
import { freshnessOf } from '~/features/availability/freshness'
import type { PublicResponse } from '~/features/answers/answers.schema'
import type { TherapistCard } from '../therapist-cards.server'
import { toCardView } from './card-view'

const card = (overrides: Partial<TherapistCard> = {}): TherapistCard => ({
	id: '4cedcbd6-0000-8000-af81-001600fcb692',
	short_id: 10022,
	url_tag: 'andrei-ionescu',
	first_name: 'Andrei',
	last_name: 'Ionescu',
	language: [],
	headline: 'Licensed Clinical Social Worker, LCSW',
	photo: null,
	availability: 'Accepting New Clients',
	summary: `${'word '.repeat(80)}end`,
	licensed_states: ['PA', 'CA'],
	license_checked: false,
	city: 'Philadelphia',
	state: 'PA',
	online_therapy: 'Both',
	min_cost: 110,
	max_cost: 160,
	phone: '12155550193',
	payments: ['aetna', 'out-of-pocket'],
	first_response: null,
	availability_confirmed_at: new Date('2026-11-20T00:00:00Z'),
	freshness: freshnessOf(new Date('2026-11-20T00:00:00Z'), new Date('2026-11-22T00:00:00Z')),
	acceptsMessages: true,
	replySignal: null,
	consultation_next_at: null,
	consultation_zone: null,
	...overrides,
})

const answer = (overrides: Partial<PublicResponse>) =>
	({
		type: 'text',
		text: 'Therapy is a partnership.',
		video_url: null,
		audio_url: null,
		...overrides,
	}) as PublicResponse

const context = { state: 'CA', insurance: 'aetna' }

test('a card carries its summary as shown (cut to 200 characters) and its facts, not the lists behind them', () => {
	const view = toCardView(card(), context)
	expect(view.summary.length).toBeLessThanOrEqual(201)
	expect(view.summary.endsWith('…')).toBe(true)
	expect(view.facts).toEqual({
		licensed: 'Licensed in CA',
		place: 'Online only',
		fee: '$110–160 per session',
		accepts: 'Accepts Aetna',
	})
	for (const field of ['id', 'payments', 'licensed_states', 'min_cost'])
		expect(view).not.toHaveProperty(field)
})

test('a written first answer is sent only when the card shows it instead of an empty summary', () => {
	const written = answer({})
	expect(toCardView(card({ first_response: written }), context).first_response).toBeNull()
	const empty = toCardView(card({ summary: '', first_response: written }), context)
	expect(empty.first_response).toBe(written)
})

test('a video first answer replaces the summary', () => {
	const video = answer({ type: 'video', video_url: '/media/a.webm' })
	const view = toCardView(card({ first_response: video }), context)
	expect(view.first_response).toBe(video)
	expect(view.summary).toBe('')
})

test("a card says the day of the next free call in the provider's zone, in the page's language", async () => {
	const { serverI18n } = await import('~/lib/translator.server')
	const now = new Date('2026-11-29T12:00:00Z')
	// 02:00 UTC on Thursday 3 December is still Wednesday 2 December in New York.
	const next = {
		consultation_next_at: new Date('2026-12-03T02:00:00Z'),
		consultation_zone: 'America/New_York',
	}
	const facts = (over: Partial<TherapistCard>, words = serverI18n('en')) =>
		toCardView(card({ ...next, ...over }), { ...context, words, now }).facts
	expect(facts({}).nextCall).toBe('Next free call: Wed 2 Dec')
	expect(facts({}, serverI18n('es')).nextCall).toBe('Próxima llamada gratuita: mié 2 dic')
	// None when the provider takes no bookings or has no open time.
	expect(facts({ availability: 'Not Accepting New Clients' })).not.toHaveProperty('nextCall')
	expect(facts({ consultation_next_at: null })).not.toHaveProperty('nextCall')
	expect(facts({ consultation_zone: null })).not.toHaveProperty('nextCall')
	expect(
		toCardView(card(next), { ...context, now: new Date('2026-12-04T00:00:00Z') }).facts,
	).not.toHaveProperty('nextCall')
})
