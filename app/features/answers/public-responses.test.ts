import { describe, expect, test } from 'vitest'
import { loader as responseLoader } from '~/routes/api/response'
import { createTestDb } from '../../../tests/setup/db'
import { insertProvider, insertResponse, routeArgs, sessionUserFor, tagIdsOf } from '../../../tests/factories'
import { findFirstResponses, listAuthorResponses } from './public-responses.server'
import { callApi } from '../../../tests/api-contract'

// Question ids from the reference data: 1-5 general, 24 anxiety, 27 depression, 34 grief.
const Q_GENERAL_1 = 1
const Q_GENERAL_4 = 4
const Q_ANXIETY = 24
const Q_DEPRESSION = 27
const Q_GRIEF = 34

describe('public answer order', () => {
	test('only complete, non-deleted answers: video first, then top specialties, then question position', async () => {
		const { db } = await createTestDb()
		// Top specialties: anxiety and depression; grief is an ordinary specialty.
		const p = await insertProvider(db, {
			issues: tagIdsOf('anxiety', 'depression', 'grief'),
			top_issues: tagIdsOf('anxiety', 'depression'),
		})
		const general4 = await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_4 })
		const grief = await insertResponse(db, { author_id: p.id, question_id: Q_GRIEF })
		const general1 = await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_1 })
		const depression = await insertResponse(db, { author_id: p.id, question_id: Q_DEPRESSION })
		const anxiety = await insertResponse(db, { author_id: p.id, question_id: Q_ANXIETY })
		const video = await insertResponse(db, {
			author_id: p.id,
			question_id: Q_GENERAL_4,
			type: 'video',
			video_url: '/media/v.webm',
			text: '',
		})
		await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_1, is_complete: false })
		await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_1, is_deleted: true })

		const page = await listAuthorResponses(db, p.id, { page: 1, pageSize: 20 })
		expect(page.docs.map((d) => d.id)).toEqual([
			video.id,
			anxiety.id,
			depression.id,
			general1.id,
			general4.id,
			grief.id,
		])
		expect(page).toMatchObject({ count: 6, page: 1, next: null })
		expect(page.docs[1].question_title).toBe('How do you help clients with anxiety?')

		const first = await findFirstResponses(db, [p.id])
		expect(first.get(p.id)?.id).toBe(video.id)
	})

	test('findFirstResponses gives one answer per author, none for authors without public answers', async () => {
		const { db } = await createTestDb()
		const a = await insertProvider(db, { top_issues: tagIdsOf('anxiety') })
		const b = await insertProvider(db, { top_issues: tagIdsOf('grief') })
		const c = await insertProvider(db)
		await insertResponse(db, { author_id: a.id, question_id: Q_GENERAL_1 })
		const aAnxiety = await insertResponse(db, { author_id: a.id, question_id: Q_ANXIETY })
		const bGeneral = await insertResponse(db, { author_id: b.id, question_id: Q_GENERAL_1 })
		await insertResponse(db, { author_id: b.id, question_id: Q_ANXIETY })
		await insertResponse(db, { author_id: c.id, is_complete: false })
		const first = await findFirstResponses(db, [a.id, b.id, c.id, a.id])
		expect(first.size).toBe(2)
		expect(first.get(a.id)?.id).toBe(aAnxiety.id)
		expect(first.get(b.id)?.id).toBe(bGeneral.id)
		expect(await findFirstResponses(db, [])).toEqual(new Map())
	})
})

describe('GET /api/response', () => {
	async function get(
		db: Parameters<typeof routeArgs>[0],
		query: string,
		user = null as ReturnType<typeof sessionUserFor> | null,
	) {
		const response = await callApi(responseLoader, routeArgs(db, `/api/response?${query}`, {}, { user }))
		return { status: response.status, body: (await response.json()) as Record<string, unknown> }
	}

	test('pages through public answers 20 at a time as { docs, next, page, count }', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (let i = 0; i < 25; i++) await insertResponse(db, { author_id: p.id, question_id: (i % 23) + 1 })
		const base = `author_id=${p.id}&is_complete=true&is_deleted=false&pageSize=20`
		const one = await get(db, `${base}&page=1`)
		expect(one.status).toBe(200)
		expect(one.body).toMatchObject({ page: 1, next: 2, count: 25 })
		expect(one.body.docs).toHaveLength(20)
		const two = await get(db, `${base}&page=2`)
		expect(two.body).toMatchObject({ page: 2, next: null, count: 25 })
		expect(two.body.docs).toHaveLength(5)
		const ids = [...(one.body.docs as { id: string }[]), ...(two.body.docs as { id: string }[])].map(
			(d) => d.id,
		)
		expect(new Set(ids).size).toBe(25)
	})

	test('locale=es gives the questions in Spanish, as a Spanish profile shows them; a title of its own stays', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_1 })
		const query = `author_id=${p.id}&is_complete=true&is_deleted=false`
		const [en] = (await get(db, query)).body.docs as { question_title: string; title: string }[]
		const [es] = (await get(db, `${query}&locale=es`)).body.docs as {
			question_title: string
			title: string
		}[]
		expect(en.question_title).toBe('Why did you become a therapist?')
		expect(es.question_title).toBe('¿Por qué se hizo terapeuta?')
		expect(es.title === '' || es.title === en.title).toBe(true)
		expect((await get(db, `${query}&locale=fr`)).status).toBe(400)
	})

	test('drafts are hidden, bad queries are refused, incomplete answers are the owner’s alone', async () => {
		const { db } = await createTestDb()
		const draft = await insertProvider(db, { onboarded: false })
		await insertResponse(db, { author_id: draft.id })
		await insertResponse(db, { author_id: draft.id, is_complete: false })
		const pub = `author_id=${draft.id}&is_complete=true&is_deleted=false`
		expect((await get(db, pub)).status).toBe(404)
		expect((await get(db, 'author_id=nope')).status).toBe(400)
		expect((await get(db, `${pub}&pageSize=500`)).status).toBe(400)
		expect((await get(db, `author_id=${draft.id}&is_deleted=true`)).status).toBe(400)
		expect((await get(db, `author_id=${draft.id}&is_complete=false`)).status).toBe(403)
		const own = await get(db, `author_id=${draft.id}&is_complete=false`, sessionUserFor(draft))
		expect(own.status).toBe(200)
		expect(own.body.count).toBe(1)
		const ownPublic = await get(db, pub, sessionUserFor(draft))
		expect(ownPublic.body.count).toBe(1)
	})

	test('one answer by id: the owner gets a draft (drafts listed first), a visitor only a complete one', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const done = await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_1 })
		const draft = await insertResponse(db, { author_id: p.id, question_id: Q_GENERAL_4, is_complete: false })
		const owner = sessionUserFor(p)
		const ownList = await get(db, `author_id=${p.id}&is_deleted=false`, owner)
		expect((ownList.body.docs as { id: string }[]).map((d) => d.id)).toEqual([draft.id, done.id])
		const ownDraft = await get(db, `author_id=${p.id}&id=${draft.id}`, owner)
		expect(ownDraft.body).toMatchObject({ count: 1, docs: [{ id: draft.id, is_complete: false }] })
		const visitorDraft = await get(db, `author_id=${p.id}&id=${draft.id}&is_complete=true`)
		expect(visitorDraft.body).toMatchObject({ count: 0, docs: [] })
		const visitorDone = await get(db, `author_id=${p.id}&id=${done.id}&is_complete=true`)
		expect(visitorDone.body).toMatchObject({ count: 1, docs: [{ id: done.id }] })
		expect((await get(db, `author_id=${p.id}&id=nope`, owner)).status).toBe(400)
	})
})
