import { expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { type FollowUpOutcome, followUpAnswers } from '~/db/schema'
import { toCardView } from '~/features/search/components/card-view'
import { getSearchIndex } from '~/features/search/search-index.server'
import { EMPTY_QUERY } from '~/features/search/search-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import { listTherapistCards } from '~/features/search/therapist-cards.server'
import { findPublicProfileById } from '~/features/therapists/public-profile.server'
import { toUserDoc } from '~/features/api-contract/user-doc'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

// docs/product.md#follow-ups, the reply signal: from 5 'yes' or 'not yet' answers in 180 days, on
// the profile, the card and the API doc; under 30% ranks after the others of its class.

const DAY = 86_400_000

async function answers(db: Db, provider_id: string, outcomes: FollowUpOutcome[], daysAgo = 1) {
	for (const outcome of outcomes)
		await db
			.insert(followUpAnswers)
			.values({ provider_id, outcome, outcome_at: new Date(Date.now() - daysAgo * DAY) })
}

test('five answers, four of them yes: the profile, its card and its API doc say 4 of 5; below five nothing shows', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	const ben = await insertProvider(db)
	await answers(db, ana.id, ['yes', 'yes', 'yes', 'yes', 'not-yet', 'cost', 'not-taking'])
	// Ben: four that count now, and old ones past 180 days that count no more.
	await answers(db, ben.id, ['yes', 'yes', 'not-yet', 'yes'])
	await answers(db, ben.id, ['yes', 'yes'], 181)

	const profile = await findPublicProfileById(db, ana.id)
	expect(profile?.replySignal).toEqual({ reply_answers: 5, replies_heard: 4 })
	const doc = JSON.parse(JSON.stringify(toUserDoc(profile as NonNullable<typeof profile>, [])))
	expect(doc).toMatchObject({ reply_answers: 5, replies_heard: 4 })
	const [card] = await listTherapistCards(db, [ana.id])
	expect(toCardView(card, { state: 'TX', insurance: null }).replyLine).toBe(
		'4 of 5 people who wrote say they heard back',
	)

	const other = await findPublicProfileById(db, ben.id)
	expect(other?.replySignal).toBeNull()
	const otherDoc = JSON.parse(JSON.stringify(toUserDoc(other as NonNullable<typeof other>, [])))
	expect(otherDoc).not.toHaveProperty('reply_answers')
	expect(otherDoc).not.toHaveProperty('replies_heard')
	const [otherCard] = await listTherapistCards(db, [ben.id])
	expect(toCardView(otherCard, { state: 'TX', insurance: null }).replyLine).toBeNull()
})

test('under 30% at five answers ranks after the others of its availability class, never hidden', async () => {
	const { db } = await createTestDb()
	const ids = []
	for (let i = 0; i < 4; i++)
		ids.push((await insertProvider(db, { licensed_states: ['WY'], last_name: `Wy${i}` })).id)
	const waitlist = await insertProvider(db, {
		licensed_states: ['WY'],
		last_name: 'Waiting',
		availability: 'Waitlist for New Clients',
	})
	// Each of the four in turn replies rarely (1 of 5): it comes after the other three accepting, before Waitlist.
	for (const rare of ids) {
		await db.delete(followUpAnswers)
		await answers(db, rare, ['yes', 'not-yet', 'not-yet', 'not-yet', 'not-yet'])
		for (const other of ids.filter((id) => id !== rare))
			await answers(db, other, ['yes', 'yes', 'yes', 'not-yet', 'not-yet'])
		// Answers reach the order at the hourly full rebuild (a recorded answer also touches the provider).
		await getSearchIndex(db).rebuild()
		const { docs } = await searchTherapists(db, { ...EMPTY_QUERY, state: 'WY' })
		expect(docs.map((d) => d.id)).toHaveLength(5)
		expect(docs[3].id).toBe(rare)
		expect(docs[4].id).toBe(waitlist.id)
	}
})
