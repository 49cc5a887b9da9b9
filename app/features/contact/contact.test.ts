import { eq } from 'drizzle-orm'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import type { Db } from '~/db/client.server'
import { contactMessages, emailOutbox, rateLimits } from '~/db/schema'
import { action as contactAction } from '~/routes/api/contact'
import { action as profileAction } from '~/routes/therapist'
import { createTestDb } from '../../../tests/setup/db'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { CONTACT_RATE_LIMITS } from './contact.server'
import { deleteExpiredContactMessages } from './retention.server'
import { callApi } from '../../../tests/api-contract'

type Body = Record<string, unknown>
type ApiAnswer = {
	status: number
	retryAfter: string | null
	body: {
		docs?: { id: string }[]
		error?: { code: string; message: string; fields?: Record<string, string> }
	}
}

async function post(
	db: Db,
	body: unknown,
	options: { ip?: string; user?: ReturnType<typeof sessionUserFor> } = {},
) {
	const response = await callApi(
		contactAction,
		routeArgs(
			db,
			'/api/contact',
			{},
			{
				method: 'POST',
				body: typeof body === 'string' ? body : JSON.stringify(body),
				headers: { 'Content-Type': 'application/json' },
				ip: options.ip,
				user: options.user ?? null,
			},
		),
	)
	return {
		status: response.status,
		retryAfter: response.headers.get('Retry-After'),
		body: (await response.json()) as ApiAnswer['body'],
	} satisfies ApiAnswer
}

function message(recipient: string, overrides: Body = {}): Body {
	return {
		name: 'Sam Visitor',
		private_message: 'Hello, I would like to book a first session.\nEvenings work best.',
		author_email: 'sam.visitor@example.test',
		phone: '512-555-0199',
		recipient_user: recipient,
		is_phone: false,
		not_robot: true,
		fax_only: '',
		homepage_url: '',
		...overrides,
	}
}

describe('contact validation', () => {
	const cases: Array<[string, Body, string, string]> = [
		['name is required', { name: '' }, 'name', 'Field is required'],
		['name is required (missing)', { name: undefined }, 'name', 'Field is required'],
		['name max 100', { name: 'n'.repeat(101) }, 'name', '101 / 100 characters max'],
		['message is required', { private_message: '   ' }, 'private_message', 'Field is required'],
		[
			'message max 2000',
			{ private_message: 'm'.repeat(2001) },
			'private_message',
			'2001 / 2000 characters max',
		],
		['e-mail is required', { author_email: '' }, 'author_email', 'Field is required'],
		['e-mail must be valid', { author_email: 'sam@example' }, 'author_email', 'Please enter a valid email.'],
		[
			'e-mail must be valid (spaces)',
			{ author_email: 'sam @example.com' },
			'author_email',
			'Please enter a valid email.',
		],
		[
			'e-mail max 254',
			{ author_email: `${'a'.repeat(245)}@example.com` },
			'author_email',
			'257 / 254 characters max',
		],
		['phone max 25', { phone: '1'.repeat(26) }, 'phone', '26 / 25 characters max'],
	]

	test.each(cases)('%s', async (_label, overrides, field, expected) => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const answer = await post(db, message(p.id, overrides))
		expect(answer.status).toBe(400)
		expect(answer.body.error?.code).toBe('invalid')
		expect(answer.body.error?.fields?.[field]).toBe(expected)
		expect(await db.$count(contactMessages)).toBe(0)
	})

	test('phone is optional; values are trimmed', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const answer = await post(db, message(p.id, { phone: undefined, name: '  Sam  ' }))
		expect(answer.status).toBe(201)
		const [row] = await db.select().from(contactMessages)
		expect(row).toMatchObject({ name: 'Sam', phone: '', is_phone: false })
	})

	test('the spec payload without robot fields is accepted by the API', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const answer = await post(db, message(p.id, { not_robot: undefined }))
		expect(answer.status).toBe(201)
	})

	test('a filled trap with an unticked box is refused with the generic message only', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (const trap of [{ fax_only: '555-0100' }, { homepage_url: 'http://spam.example' }]) {
			expect((await post(db, message(p.id, { ...trap, not_robot: true }))).status).toBe(201)
			const answer = await post(db, message(p.id, { ...trap, not_robot: false }))
			expect(answer.status).toBe(400)
			expect(answer.body.error).toEqual({
				code: 'invalid',
				message: 'Something went wrong. Please check your email or try again later.',
			})
		}
		expect(await db.$count(contactMessages)).toBe(2)
	})

	test('unknown keys, non-JSON bodies and bad recipients are refused', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect((await post(db, message(p.id, { admin: true }))).status).toBe(400)
		expect((await post(db, 'not json')).status).toBe(400)
		expect((await post(db, message('not-a-uuid'))).status).toBe(400)
		expect((await post(db, { recipient_user: p.id, is_phone: true, name: 'x' })).status).toBe(400)
	})
})

describe('POST /api/contact', () => {
	test('stores the message and queues the e-mail to the therapist, reply-to the visitor', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', url_tag: 'ana-lopez' })
		const answer = await post(db, message(p.id))
		expect(answer.status).toBe(201)
		expect(answer.body.docs).toHaveLength(1)
		const [row] = await db.select().from(contactMessages)
		expect(row).toMatchObject({
			id: answer.body.docs?.[0].id,
			recipient_user: p.id,
			is_phone: false,
			name: 'Sam Visitor',
			author_email: 'sam.visitor@example.test',
			phone: '512-555-0199',
		})
		const [email] = await db.select().from(emailOutbox)
		expect(email).toMatchObject({
			to: p.email,
			reply_to: 'sam.visitor@example.test',
			subject: 'New message from Sam Visitor via Openroom',
			status: 'pending',
		})
		expect(email.text).toContain('Hello, I would like to book a first session.')
		expect(email.text).toContain('Ana Lopez')
		expect(email.text).toContain('Phone: 512-555-0199')
		expect(email.text).toContain('Replying to this e-mail sends your answer to Sam Visitor')
		expect(email.text).toContain(`/therapist/ana-lopez/${p.short_id}`)
		expect(email.html).toContain('Evenings work best.')
		expect(email.meta).toEqual({ kind: 'contact', contact_message_id: row.id, provider_id: p.id })
	})

	test('user text is escaped in the HTML e-mail and the subject stays on one line', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await post(
			db,
			message(p.id, { name: 'Eve\r\nBcc: x@evil.test', private_message: '<script>alert(1)</script>' }),
		)
		const [email] = await db.select().from(emailOutbox)
		expect(email.subject).toBe('New message from Eve Bcc: x@evil.test via Openroom')
		expect(email.html).not.toContain('<script>')
		expect(email.html).toContain('&#60;script&#62;')
	})

	test('Not Accepting profiles are refused (403); unknown and draft recipients are not found (404)', async () => {
		const { db } = await createTestDb()
		const closed = await insertProvider(db, { availability: 'Not Accepting New Clients' })
		const draft = await insertProvider(db, { onboarded: false })
		const refused = await post(db, message(closed.id))
		expect(refused.status).toBe(403)
		expect(refused.body.error?.message).toMatch(/not accepting new clients/)
		expect((await post(db, { recipient_user: closed.id, is_phone: true })).status).toBe(403)
		expect((await post(db, message(draft.id))).status).toBe(404)
		expect((await post(db, message('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
		expect(await db.$count(contactMessages)).toBe(0)
		expect(await db.$count(emailOutbox)).toBe(0)
	})

	test('waitlist profiles can be contacted', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { availability: 'Waitlist for New Clients' })
		expect((await post(db, message(p.id))).status).toBe(201)
	})

	test('a phone click is recorded alone, with no e-mail; the owner’s own clicks and messages are not', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const click = await post(db, { recipient_user: p.id, is_phone: true })
		expect(click.status).toBe(200)
		expect(click.body.docs).toHaveLength(1)
		const rows = await db.select().from(contactMessages)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ is_phone: true, name: '', author_email: '', private_message: '' })
		expect(await db.$count(emailOutbox)).toBe(0)

		const owner = sessionUserFor(p)
		const ownClick = await post(db, { recipient_user: p.id, is_phone: true }, { user: owner })
		expect(ownClick.status).toBe(200)
		expect(ownClick.body.docs).toEqual([])
		expect((await post(db, message(p.id), { user: owner })).status).toBe(403)
		expect(await db.$count(contactMessages)).toBe(1)
	})

	test('rate limit per client address: 429 with Retry-After and a clear message', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const { limit, windowMs } = CONTACT_RATE_LIMITS.messagePerIpShort
		// The windows are fixed (they start on the clock's multiples of windowMs): a test that straddled
		// a window's end would see the count start again. The clock starts a minute into a window.
		vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / windowMs) * windowMs + 60_000 })
		onTestFinished(() => {
			vi.useRealTimers()
		})
		for (let i = 0; i < limit; i++)
			expect((await post(db, message(p.id), { ip: '198.51.100.1' })).status).toBe(201)
		const over = await post(db, message(p.id), { ip: '198.51.100.1' })
		expect(over.status).toBe(429)
		expect(over.body.error?.code).toBe('rate_limited')
		expect(over.body.error?.message).toMatch(/^Too many messages in a short time\. Please try again in /)
		expect(Number(over.retryAfter)).toBeGreaterThan(0)
		expect(Number(over.retryAfter)).toBeLessThanOrEqual(600)
		// Another address is not affected, and phone clicks are counted separately.
		expect((await post(db, message(p.id), { ip: '198.51.100.2' })).status).toBe(201)
		expect((await post(db, { recipient_user: p.id, is_phone: true }, { ip: '198.51.100.1' })).status).toBe(
			200,
		)
		expect(await db.$count(emailOutbox)).toBe(limit + 1)
	})

	test('rate limit per recipient, shared through the database', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const rule = CONTACT_RATE_LIMITS.messagePerRecipientDay
		const now = Date.now()
		// As if other app instances had already accepted the day's messages for this therapist.
		await db.insert(rateLimits).values({
			bucket: rule.bucket,
			key: p.id,
			window_start: new Date(Math.floor(now / rule.windowMs) * rule.windowMs),
			count: rule.limit,
		})
		const over = await post(db, message(p.id), { ip: '198.51.100.9' })
		expect(over.status).toBe(429)
		expect(over.body.error?.message).toMatch(/^Too many messages to this therapist/)
		expect(over.retryAfter).not.toBeNull()
	})
})

describe('the no-JavaScript contact form (profile route action)', () => {
	function form(fields: Record<string, string>) {
		const data = new FormData()
		for (const [k, v] of Object.entries(fields)) data.set(k, v)
		return data
	}

	test('a form post is stored and sent like the API', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const body = form({
			name: 'Sam',
			author_email: 'sam@example.test',
			phone: '',
			private_message: 'Hi there',
			recipient_user: p.id,
			fax_only: '',
			homepage_url: '',
			not_robot: 'true',
		})
		const params = { first: p.url_tag, second: String(p.short_id) }
		const result = await profileAction(
			routeArgs(db, `/therapist/${p.url_tag}/${p.short_id}?contact`, params, { method: 'POST', body }),
		)
		expect(result).toEqual({ ok: true, search: null })
		expect(await db.$count(emailOutbox, eq(emailOutbox.to, p.email))).toBe(1)
	})

	test('errors come back with the typed values', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const body = form({ name: 'Sam', author_email: 'sam', private_message: 'Hi', recipient_user: p.id })
		const params = { first: p.url_tag, second: String(p.short_id) }
		const result = await profileAction(
			routeArgs(db, `/therapist/${p.url_tag}/${p.short_id}`, params, { method: 'POST', body }),
		)
		if (!result || !('init' in result)) throw new Error('expected data() with a status')
		expect(result.init?.status).toBe(400)
		expect(result.data).toMatchObject({
			ok: false,
			fields: { author_email: 'Please enter a valid email.' },
			values: { name: 'Sam', author_email: 'sam', private_message: 'Hi' },
		})
	})
})

test('contact messages and their e-mails are deleted after 90 days', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	const day = 24 * 60 * 60_000
	const now = new Date()
	await db.insert(contactMessages).values([
		{ recipient_user: p.id, name: 'old', created_at: new Date(now.getTime() - 91 * day) },
		{ recipient_user: p.id, name: 'recent', created_at: new Date(now.getTime() - 89 * day) },
	])
	const email = { to: p.email, subject: 's', text: 't', html: 'h' }
	await db.insert(emailOutbox).values([
		{
			...email,
			subject: 'old contact',
			meta: { kind: 'contact' },
			created_at: new Date(now.getTime() - 91 * day),
		},
		{
			...email,
			subject: 'recent contact',
			meta: { kind: 'contact' },
			created_at: new Date(now.getTime() - 2 * day),
		},
		{
			...email,
			subject: 'old other',
			meta: { kind: 'verify' },
			created_at: new Date(now.getTime() - 91 * day),
		},
	])
	expect(await deleteExpiredContactMessages(db, now)).toBe(1)
	const left = await db.select({ name: contactMessages.name }).from(contactMessages)
	expect(left).toEqual([{ name: 'recent' }])
	const outbox = await db
		.select({ subject: emailOutbox.subject })
		.from(emailOutbox)
		.orderBy(emailOutbox.subject)
	expect(outbox.map((e) => e.subject)).toEqual(['old other', 'recent contact'])
})
