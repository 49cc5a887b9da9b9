import { ENGLISH_I18N } from '~/lib/i18n'
import { expect, test } from 'vitest'
import { sessionFee } from '~/features/therapists/practice-format'
import type { TherapistCard } from '../therapist-cards.server'
import { cardFacts } from './card-facts'
import { serverI18n } from '~/lib/translator.server'

const card = (overrides: Partial<TherapistCard>): TherapistCard =>
	({
		city: 'Atlanta',
		state: 'GA',
		licensed_states: ['GA', 'NY'],
		online_therapy: 'Both',
		min_cost: 135,
		max_cost: 185,
		payments: ['aetna', 'out-of-pocket'],
		...overrides,
	}) as TherapistCard

test('a card in New York says licensed in NY, online only for an office elsewhere, the fee per session', () => {
	const facts = cardFacts(card({}), { state: 'NY', insurance: 'aetna' })
	expect(facts).toEqual({
		licensed: 'Licensed in NY',
		place: 'Online only',
		fee: '$135–185 per session',
		accepts: 'Accepts Aetna',
	})
	expect(cardFacts(card({ city: 'Brooklyn', state: 'NY' }), { state: 'NY', insurance: null }).place).toBe(
		'Brooklyn, NY · Online',
	)
	expect(cardFacts(card({ online_therapy: 'In-Person Only' }), { state: 'NY', insurance: null }).place).toBe(
		'Atlanta, GA',
	)
	expect(cardFacts(card({}), { state: null, insurance: 'cigna' })).toMatchObject({
		licensed: null,
		place: 'Atlanta, GA · Online',
		accepts: null,
	})
})

test("a checked licence adds 'Licence checked' to the licence line, with or without a state (docs/product.md#licence-checks)", () => {
	expect(cardFacts(card({ license_checked: true }), { state: 'NY', insurance: null }).licensed).toBe(
		'Licensed in NY · Licence checked',
	)
	expect(cardFacts(card({ license_checked: true }), { state: null, insurance: null }).licensed).toBe(
		'Licence checked',
	)
	const es = cardFacts(card({ license_checked: true }), {
		state: 'NY',
		insurance: null,
		words: serverI18n('es'),
	})
	expect(es.licensed).toBe('Con licencia en NY · Licencia verificada')
})

test('fees: a range, one price, a sliding scale', () => {
	expect(sessionFee(ENGLISH_I18N.t, 135, 185, false)).toBe('$135–185 per session')
	expect(sessionFee(ENGLISH_I18N.t, 150, 150, false)).toBe('$150 per session')
	expect(sessionFee(ENGLISH_I18N.t, null, 90, true)).toBe('$90 per session · Sliding scale')
	expect(sessionFee(ENGLISH_I18N.t, null, null, true)).toBe('Sliding scale')
	expect(sessionFee(ENGLISH_I18N.t, null, null, false)).toBeNull()
})
