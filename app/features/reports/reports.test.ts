import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { emailOutbox, providers, reports } from '~/db/schema'
import { exportAccountData } from '~/features/account-data/export-data.server'
import { action as reportAction } from '~/routes/api/report'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { findReportableProfile, REPORT_RATE_LIMIT } from './reports.server'
import { deleteExpiredReports } from './retention.server'

// 'Report this profile' through POST /api/report (docs/product.md#reports); the page's own form is
// in report-page.test.ts. Every answer goes through the OpenAPI contract check (callApi).

type Answer = {
	status: number
	retryAfter: string | null
	body: {
		docs?: { id: string }[]
		error?: { code: string; message: string; fields?: Record<string, string> }
	}
}

async function post(db: Db, body: unknown, options: { ip?: string; query?: string } = {}): Promise<Answer> {
	const response = await callApi(
		reportAction,
		routeArgs(
			db,
			`/api/report${options.query ?? ''}`,
			{},
			{
				method: 'POST',
				body: typeof body === 'string' ? body : JSON.stringify(body),
				headers: { 'Content-Type': 'application/json' },
				ip: options.ip,
			},
		),
	)
	return {
		status: response.status,
		retryAfter: response.headers.get('Retry-After'),
		body: (await response.json()) as Answer['body'],
	}
}

const report = (recipient_user: string, overrides: Record<string, unknown> = {}) => ({
	recipient_user,
	reason: 'wrong_details',
	details: 'The phone number reaches another office.',
	email: 'reporter@example.test',
	...overrides,
})

describe('POST /api/report', () => {
	test('stores an open report with its reason, details and address; it hides nothing', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const answer = await post(db, report(p.id, { details: '  Old number.  ' }))
		expect(answer.status).toBe(201)
		const [row] = await db.select().from(reports)
		expect(row).toMatchObject({
			id: answer.body.docs?.[0].id,
			provider_id: p.id,
			reason: 'wrong_details',
			details: 'Old number.',
			email: 'reporter@example.test',
			status: 'open',
			closed_at: null,
			closed_by: null,
			resolution: null,
		})
		// The answer carries the report's id only: nothing of what was sent comes back.
		expect(answer.body).toEqual({ docs: [{ id: row.id }] })
	})

	test('details and e-mail are optional (null, absent or empty); an empty e-mail is kept as none', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (const extra of [
			{ details: null, email: null },
			{ details: undefined, email: undefined },
			{ email: ' ' },
		])
			expect((await post(db, report(p.id, { reason: 'impersonation', ...extra }))).status).toBe(201)
		const rows = await db.select().from(reports)
		expect(rows.map((r) => r.email)).toEqual([null, null, null])
		expect(rows[0].details).toBe('')
	})

	test.each([
		['a missing reason', { reason: undefined }, 'reason', 'Please choose a reason.'],
		['an unknown reason', { reason: 'spam' }, 'reason', 'Please choose a reason.'],
		[
			"'Something else' without details",
			{ reason: 'other', details: '   ' },
			'details',
			'Please tell us what is wrong (needed for ‘Something else’).',
		],
		['details over 1,000 characters', { details: 'd'.repeat(1001) }, 'details', '1001 / 1000 characters max'],
		['an e-mail that is not one', { email: 'reporter@example' }, 'email', 'Please enter a valid email.'],
		[
			'a bad recipient',
			{ recipient_user: 'not-a-uuid' },
			'recipient_user',
			'recipient_user must be a provider id.',
		],
	])('%s answers 400 with the field’s message', async (_label, overrides, field, message) => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const answer = await post(db, report(p.id, overrides))
		expect(answer.status).toBe(400)
		expect(answer.body.error?.code).toBe('invalid')
		expect(answer.body.error?.fields?.[field]).toBe(message)
		expect(await db.$count(reports)).toBe(0)
	})

	test('?locale=es answers the messages in Spanish', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const missing = await post(db, report(p.id, { reason: undefined }), { query: '?locale=es' })
		expect(missing.body.error?.fields?.reason).toBe('Elija un motivo.')
		const other = await post(db, report(p.id, { reason: 'other', details: '' }), { query: '?locale=es' })
		expect(other.body.error?.fields?.details).toBe('Cuéntenos qué pasa (es necesario para ‘Otro motivo’).')
	})

	test("'Something else' with details is stored", async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect((await post(db, report(p.id, { reason: 'other', details: 'Copied text.' }))).status).toBe(201)
	})

	test('unknown keys, non-JSON bodies and a filled robot trap are refused', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect((await post(db, report(p.id, { admin: true }))).status).toBe(400)
		expect((await post(db, 'not json')).status).toBe(400)
		const robot = await post(db, report(p.id, { fax_only: '555-0100', not_robot: false }))
		expect(robot.body.error).toEqual({
			code: 'invalid',
			message: 'Something went wrong. Please try again later.',
		})
		expect(await db.$count(reports)).toBe(0)
	})

	test('an unknown, draft, unverified or flagged profile is not found (404)', async () => {
		const { db } = await createTestDb()
		const profiles = [
			await insertProvider(db, { onboarded: false }),
			await insertProvider(db, { email_verified: false }),
			await insertProvider(db, { flagged: true, flagged_keyword: 'cure' }),
			await insertProvider(db, { headline: '' }),
		]
		for (const p of profiles) {
			const answer = await post(db, report(p.id))
			expect(answer.status).toBe(404)
			expect(answer.body.error).toEqual({ code: 'not_found', message: 'We could not find that therapist.' })
		}
		expect((await post(db, report('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
		expect(await db.$count(reports)).toBe(0)
	})

	test('a flood from one address answers 429 with Retry-After; another address still reports', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (let i = 0; i < REPORT_RATE_LIMIT.limit; i++)
			expect((await post(db, report(p.id), { ip: '203.0.113.7' })).status).toBe(201)
		const refused = await post(db, report(p.id), { ip: '203.0.113.7' })
		expect(refused.status).toBe(429)
		expect(Number(refused.retryAfter)).toBeGreaterThan(0)
		expect(refused.body.error?.code).toBe('rate_limited')
		expect(refused.body.error?.message).toMatch(/^Too many reports in a short time\. Please try again in /)
		// Probing ids counts too: an unknown profile after the limit is still 429, not 404.
		expect(
			(await post(db, report('00000000-0000-4000-8000-000000000000'), { ip: '203.0.113.7' })).status,
		).toBe(429)
		expect((await post(db, report(p.id), { ip: '203.0.113.8' })).status).toBe(201)
		// Many reports about one profile never hide it: it stays live, unflagged, and reportable.
		expect(await db.$count(reports)).toBe(REPORT_RATE_LIMIT.limit + 1)
		const [after] = await db.select().from(providers).where(eq(providers.id, p.id))
		expect(after).toMatchObject({ flagged: false, updated_at: p.updated_at })
		expect(await findReportableProfile(db, { id: p.id })).not.toBeNull()
	})
})

describe("the provider's side", () => {
	test("'Download my data' lists reports about the profile without the reporter's details or address", async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const other = await insertProvider(db)
		await post(db, report(p.id, { details: 'Secret words of the reporter.' }))
		await post(db, report(other.id))
		await db
			.update(reports)
			.set({ status: 'closed', closed_at: new Date(), resolution: 'dismissed' })
			.where(eq(reports.provider_id, p.id))
		const exported = await exportAccountData(db, sessionUserFor(p), {
			siteName: 'Openroom',
			publicUrl: 'http://localhost:3000',
		})
		expect(exported.reports).toEqual([
			{
				reason: 'wrong_details',
				created_at: expect.any(String),
				status: 'closed',
				resolution: 'dismissed',
				closed_at: expect.any(String),
			},
		])
		const text = JSON.stringify(exported)
		expect(text).not.toContain('reporter@example.test')
		expect(text).not.toContain('Secret words of the reporter.')
	})

	test('a deleted account takes its reports with it', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await post(db, report(p.id))
		await db.delete(providers).where(eq(providers.id, p.id))
		expect(await db.$count(reports)).toBe(0)
	})
})

describe('retention', () => {
	test('reports go 90 days after closing, with any e-mail about them; open reports stay', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const now = new Date('2026-06-01T00:00:00Z')
		const day = 86_400_000
		const [open, oldClosed, recentClosed] = await db
			.insert(reports)
			.values([
				{ provider_id: p.id, reason: 'other', details: 'x', created_at: new Date(now.getTime() - 400 * day) },
				{
					provider_id: p.id,
					reason: 'impersonation',
					email: 'a@example.test',
					status: 'closed',
					resolution: 'actioned',
					closed_at: new Date(now.getTime() - 91 * day),
				},
				{
					provider_id: p.id,
					reason: 'wrong_details',
					status: 'closed',
					resolution: 'dismissed',
					closed_at: new Date(now.getTime() - 89 * day),
				},
			])
			.returning()
		await db.insert(emailOutbox).values({
			to: 'a@example.test',
			subject: 'Your report',
			text: 'Closed.',
			html: '<p>Closed.</p>',
			meta: { kind: 'report_answer', report_id: oldClosed.id },
		})
		expect(await deleteExpiredReports(db, now)).toBe(1)
		expect((await db.select({ id: reports.id }).from(reports)).map((r) => r.id).sort()).toEqual(
			[open.id, recentClosed.id].sort(),
		)
		expect(await db.$count(emailOutbox)).toBe(0)
	})
})
