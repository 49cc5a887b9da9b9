import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { QUESTIONS } from '~/platform/reference/questions'
import { loader as questionLoader } from '~/routes/api/question'
import { action as responseAction, loader as responseLoader } from '~/routes/api/response'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, insertResponse, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { ANSWER_TEXT_LIMIT } from './answer-write.schema'

type Doc = Record<string, unknown>
type Body = { docs?: Doc[]; error?: { code: string; message: string; fields?: Record<string, string> } }

async function send(db: Db, user: SessionUser | null, body: unknown, method: 'POST' | 'DELETE' = 'POST') {
	const response = await callApi(
		responseAction,
		routeArgs(
			db,
			'/api/response',
			{},
			{
				method,
				user,
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			},
		),
	)
	return { status: response.status, body: (await response.json()) as Body }
}

async function publicAnswers(db: Db, author_id: string): Promise<Doc[]> {
	const query = `author_id=${author_id}&is_complete=true&is_deleted=false`
	const response = await callApi(responseLoader, routeArgs(db, `/api/response?${query}`, {}))
	return ((await response.json()) as { docs: Doc[] }).docs
}

async function ownerWithDraft(db: Db, question_id = 1) {
	const owner = await insertProvider(db)
	const user = sessionUserFor(owner)
	const created = await send(db, user, { question_id })
	return { owner, user, id: String(created.body.docs?.[0]?.id), created }
}

async function ownAnswers(db: Db, user: SessionUser): Promise<Doc[]> {
	const query = `author_id=${user.id}&is_deleted=false`
	const response = await callApi(responseLoader, routeArgs(db, `/api/response?${query}`, {}, { user }))
	return ((await response.json()) as { docs: Doc[] }).docs
}

describe('POST /api/response: the first save makes the answer', () => {
	test('{ question_id, text } makes a complete written answer in one step; nothing exists before it', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const user = sessionUserFor(owner)
		expect(await ownAnswers(db, user)).toEqual([])
		const saved = await send(db, user, { question_id: 2, text: '  My first written answer.  ' })
		expect(saved.status).toBe(200)
		expect(saved.body.docs?.[0]).toMatchObject({
			question_id: 2,
			type: 'text',
			text: 'My first written answer.',
			is_complete: true,
		})
		expect((await ownAnswers(db, user)).map((d) => d.id)).toEqual([saved.body.docs?.[0]?.id])
		expect((await publicAnswers(db, owner.id)).map((d) => d.text)).toEqual(['My first written answer.'])
		// Saving the same question again changes that answer, not a second one.
		const again = await send(db, user, { question_id: 2, text: 'Changed.' })
		expect(again.body.docs?.[0]?.id).toBe(saved.body.docs?.[0]?.id)
		expect(await ownAnswers(db, user)).toHaveLength(1)
	})

	test('an empty first text makes nothing', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const user = sessionUserFor(owner)
		const refused = await send(db, user, { question_id: 2, text: '   ' })
		expect(refused.status).toBe(400)
		expect(refused.body.error?.fields?.text).toBeTruthy()
		expect(await ownAnswers(db, user)).toEqual([])
	})

	test('{ question_id, type } makes a recorded answer waiting for its upload', async () => {
		const { db } = await createTestDb()
		const user = sessionUserFor(await insertProvider(db))
		const made = await send(db, user, { question_id: 3, type: 'audio' })
		expect(made.body.docs?.[0]).toMatchObject({ question_id: 3, type: 'audio', is_complete: false })
	})
})

describe('POST /api/response: writing a text answer', () => {
	test('a draft starts from a question, is private until its text is saved, then public', async () => {
		const { db } = await createTestDb()
		const { owner, user, id, created } = await ownerWithDraft(db)
		expect(created.status).toBe(200)
		expect(created.body.docs?.[0]).toMatchObject({
			question_id: 1,
			title: QUESTIONS[0].title,
			type: null,
			is_complete: false,
			is_deleted: false,
		})
		expect(await publicAnswers(db, owner.id)).toEqual([])
		// Asking again for the same question opens the same answer.
		expect((await send(db, user, { question_id: 1 })).body.docs?.[0]?.id).toBe(id)

		const saved = await send(db, user, { id, text: '  I became a therapist because…  ' })
		expect(saved.body.docs?.[0]).toMatchObject({
			type: 'text',
			text: 'I became a therapist because…',
			is_complete: true,
		})
		expect((await publicAnswers(db, owner.id)).map((d) => d.id)).toEqual([id])
	})

	test('empty text and text of 7000 characters or more are refused with their messages', async () => {
		const { db } = await createTestDb()
		const { user, id } = await ownerWithDraft(db)
		const empty = await send(db, user, { id, text: '   ' })
		expect(empty.status).toBe(400)
		expect(empty.body.error?.fields?.text).toBe('Field is required')
		const long = await send(db, user, { id, text: 'a'.repeat(ANSWER_TEXT_LIMIT) })
		expect(long.status).toBe(400)
		expect(long.body.error?.fields?.text).toBe('7000 / 7000 characters max')
		expect((await send(db, user, { id, text: 'a'.repeat(ANSWER_TEXT_LIMIT - 1) })).status).toBe(200)
	})

	test('changing the type hides an answer until it has the new content; transcripts are for recordings', async () => {
		const { db } = await createTestDb()
		const { owner, user, id } = await ownerWithDraft(db)
		await send(db, user, { id, text: 'Written first.' })
		const toAudio = await send(db, user, { id, type: 'audio' })
		expect(toAudio.body.docs?.[0]).toMatchObject({ type: 'audio', is_complete: false })
		expect(await publicAnswers(db, owner.id)).toEqual([])
		expect((await send(db, user, { id, text: 'Text on audio' })).status).toBe(400)
		const transcript = await send(db, user, { id, transcript_full: 'What I said.' })
		expect(transcript.body.docs?.[0]?.transcript_full).toBe('What I said.')
		const back = await send(db, user, { id, type: 'text' })
		expect(back.body.docs?.[0]).toMatchObject({ type: 'text', is_complete: true })
		expect((await send(db, user, { id, transcript_full: 'x' })).status).toBe(400)
		expect((await send(db, user, { id, type: 'podcast' })).body.error?.fields?.type).toBe(
			'Please choose text, audio or video.',
		)
	})

	test('owner only: 401 logged out, 403 for another provider, 404 for unknown answers and questions', async () => {
		const { db } = await createTestDb()
		const { id } = await ownerWithDraft(db)
		const stranger = sessionUserFor(await insertProvider(db))
		expect((await send(db, null, { id, text: 'Hi' })).status).toBe(401)
		expect((await send(db, stranger, { id, text: 'Hi' })).status).toBe(403)
		expect((await send(db, stranger, { id }, 'DELETE')).status).toBe(403)
		expect((await send(db, stranger, { id: crypto.randomUUID(), text: 'Hi' })).status).toBe(404)
		expect((await send(db, stranger, { question_id: 999_999 })).status).toBe(404)
		expect((await send(db, stranger, { id, colour: 'red' })).status).toBe(400)
		expect((await send(db, stranger, {})).status).toBe(400)
	})

	test('a deleted answer disappears from the public listing at once and cannot be changed', async () => {
		const { db } = await createTestDb()
		const { owner, user, id } = await ownerWithDraft(db)
		await send(db, user, { id, text: 'Soon gone.' })
		const deleted = await send(db, user, { id }, 'DELETE')
		expect(deleted.body.docs?.[0]).toMatchObject({ id, is_deleted: true })
		expect(await publicAnswers(db, owner.id)).toEqual([])
		expect((await send(db, user, { id, text: 'Back?' })).status).toBe(404)
		expect((await send(db, user, { id }, 'DELETE')).status).toBe(404)
	})

	test('answer text goes through the keyword moderation; deleting it lifts the flag', async () => {
		const { db } = await createTestDb()
		const { owner, user, id } = await ownerWithDraft(db)
		await send(db, user, { id, text: 'Ask me about our casino nights.' })
		const flagged = async () =>
			(await db.select({ f: providers.flagged }).from(providers).where(eq(providers.id, owner.id)))[0].f
		expect(await flagged()).toBe(true)
		await send(db, user, { id }, 'DELETE')
		expect(await flagged()).toBe(false)
	})
})

describe('GET /api/question: the picker', () => {
	async function list(db: Db, query: string, user: SessionUser | null = null) {
		const response = await callApi(questionLoader, routeArgs(db, `/api/question?${query}`, {}, { user }))
		return (await response.json()) as { docs: Doc[]; next: number | null; page: number; count: number }
	}

	test('pages of 20 in picker order, tabs by category, and every search word must match', async () => {
		const { db } = await createTestDb()
		const first = await list(db, 'is_deprecating=false&pageSize=20&page=1')
		expect(first.docs).toHaveLength(20)
		expect(first.next).toBe(2)
		const active = QUESTIONS.filter((q) => !q.is_deprecating)
		expect(first.count).toBe(active.length)
		expect(first.docs.map((d) => d.id)).toEqual(active.slice(0, 20).map((q) => q.id))
		const last = await list(db, `page=${Math.ceil(active.length / 20)}`)
		expect(last.next).toBeNull()

		for (const tab of ['specialties', 'approaches', 'general'] as const) {
			const page = await list(db, `tag=${tab}`)
			expect(page.count).toBeGreaterThan(0)
			expect(new Set(page.docs.map((d) => String(d.category).toLowerCase()))).toEqual(new Set([tab]))
		}
		// 'How do you help clients with anxiety?' speaks of worry, panic or fear.
		const found = await list(db, 'search=Panic%20FEAR')
		expect(found.docs.map((d) => d.id)).toContain(24)
		expect((await list(db, 'search=panic%20zebra')).docs).toEqual([])
		expect((await list(db, 'search=zzqx')).docs).toEqual([])
		expect((await callApi(questionLoader, routeArgs(db, '/api/question?tag=other', {}))).status).toBe(400)
	})

	test("with user_id, answered questions carry the answer's id: drafts only for their author", async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const done = await insertResponse(db, { author_id: owner.id, question_id: 1 })
		const draft = await insertResponse(db, { author_id: owner.id, question_id: 2, is_complete: false })
		const mine = await list(db, `user_id=${owner.id}&tag=general`, sessionUserFor(owner))
		const mark = (page: { docs: Doc[] }, q: number) => page.docs.find((d) => d.id === q)?.response_id
		expect(mark(mine, 1)).toBe(done.id)
		expect(mark(mine, 2)).toBe(draft.id)
		const theirs = await list(db, `user_id=${owner.id}&tag=general`)
		expect(mark(theirs, 1)).toBe(done.id)
		expect(mark(theirs, 2)).toBeNull()
	})
})
