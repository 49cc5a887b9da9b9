import { describe, expect, test } from 'vitest'
import { loader as postLoader } from '~/routes/posts'
import { createTestDb } from '../../../tests/setup/db'
import { insertProvider, insertResponse, routeArgs, tagIdsOf, thrownRedirect } from '../../../tests/factories'
import { findPost, listPostAnswers } from './posts.server'

describe('Ask Therapists posts', () => {
	test('a general post shows answers to its question from live providers only', async () => {
		const { db } = await createTestDb()
		const post = findPost('why-i-became-a-therapist')
		if (!post) throw new Error('missing post')
		const live = await insertProvider(db, { licensed_states: ['TX'] })
		const draft = await insertProvider(db, { email_verified: false })
		const flagged = await insertProvider(db, { flagged: true })
		const answer = await insertResponse(db, { author_id: live.id, question_id: 1 })
		await insertResponse(db, { author_id: live.id, question_id: 2 })
		await insertResponse(db, { author_id: live.id, question_id: 1, is_complete: false })
		await insertResponse(db, { author_id: draft.id, question_id: 1 })
		await insertResponse(db, { author_id: flagged.id, question_id: 1 })
		const page = await listPostAnswers(db, post, { stateCode: null, page: 1 })
		expect(page.docs.map((d) => d.id)).toEqual([answer.id])
		expect(page.docs[0].author).toMatchObject({ id: live.id, short_id: live.short_id, first_name: 'Jordan' })
		expect(JSON.stringify(page)).not.toContain(live.email)
	})

	test('a topic post gathers every answer under its tag; a state narrows it; top specialties come first', async () => {
		const { db } = await createTestDb()
		const post = findPost('anxiety')
		if (!post) throw new Error('missing post')
		const texasTop = await insertProvider(db, { licensed_states: ['TX'], top_issues: tagIdsOf('anxiety') })
		const texasOther = await insertProvider(db, {
			licensed_states: ['TX', 'OK'],
			top_issues: tagIdsOf('grief'),
		})
		const california = await insertProvider(db, { licensed_states: ['CA'], top_issues: tagIdsOf('grief') })
		const a1 = await insertResponse(db, { author_id: texasOther.id, question_id: 24 })
		const a2 = await insertResponse(db, { author_id: texasTop.id, question_id: 26 })
		const a3 = await insertResponse(db, { author_id: california.id, question_id: 25 })
		await insertResponse(db, { author_id: california.id, question_id: 27 })

		const all = await listPostAnswers(db, post, { stateCode: null, page: 1 })
		// texasTop's answer is tagged with one of their top specialties, so it leads.
		expect(all.docs.map((d) => d.id)).toEqual([a2.id, a1.id, a3.id])
		const texas = await listPostAnswers(db, post, { stateCode: 'TX', page: 1 })
		expect(texas.docs.map((d) => d.id)).toEqual([a2.id, a1.id])
		const oklahoma = await listPostAnswers(db, post, { stateCode: 'OK', page: 1 })
		expect(oklahoma.docs.map((d) => d.id)).toEqual([a1.id])
		expect((await listPostAnswers(db, post, { stateCode: 'WY', page: 1 })).count).toBe(0)
	})

	test('the route: unknown slug redirects to /, ?state narrows, unknown state is ignored', async () => {
		const { db } = await createTestDb()
		const tx = await insertProvider(db, { licensed_states: ['TX'] })
		const ca = await insertProvider(db, { licensed_states: ['CA'] })
		await insertResponse(db, { author_id: tx.id, question_id: 27 })
		await insertResponse(db, { author_id: ca.id, question_id: 28 })
		expect(
			await thrownRedirect(() => postLoader(routeArgs(db, '/posts/unknown', { slug: 'unknown' }))),
		).toEqual({
			status: 302,
			location: '/',
		})
		const all = await postLoader(routeArgs(db, '/posts/depression', { slug: 'depression' }))
		expect(all.answers.count).toBe(2)
		expect(all.state).toBeNull()
		const texas = await postLoader(routeArgs(db, '/posts/depression?state=texas', { slug: 'depression' }))
		expect(texas.state?.code).toBe('TX')
		expect(texas.answers.docs.map((d) => d.author.id)).toEqual([tx.id])
		const bogus = await postLoader(
			routeArgs(db, '/posts/depression?state=atlantis&page=-3', { slug: 'depression' }),
		)
		expect(bogus.state).toBeNull()
		expect(bogus.answers.page).toBe(1)
	})
})
