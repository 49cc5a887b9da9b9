import { describe, expect, test } from 'vitest'
import { reports } from '~/db/schema'
import { action as apiAction } from '~/routes/api/report'
import { action, loader } from '~/routes/report-profile'
import { insertProvider, routeArgs, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '~/db/client.server'
import { REPORT_RATE_LIMIT } from './reports.server'

// The report page without JavaScript (docs/product.md#reports): its loader and its form's action,
// the same service and limit as POST /api/report (reports.test.ts).

function form(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

type Profile = { url_tag: string; short_id: number }
const pathOf = (p: Profile, locale: 'en' | 'es' = 'en') =>
	`${locale === 'es' ? '/es' : ''}/therapist/${p.url_tag}/${p.short_id}/report`
const paramsOf = (p: Profile) => ({ first: p.url_tag, second: String(p.short_id) })

function send(
	db: Db,
	p: Profile,
	fields: Record<string, string>,
	options: { locale?: 'en' | 'es'; ip?: string } = {},
) {
	return action(
		routeArgs(db, pathOf(p, options.locale), paramsOf(p), {
			method: 'POST',
			body: form(fields),
			ip: options.ip,
		}),
	)
}

/** A thrown 404 (the site's not-found page) from a loader or action. */
async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
	try {
		await run()
	} catch (thrown) {
		const status =
			(thrown as { init?: { status?: number }; status?: number }).init?.status ?? (thrown as Response).status
		return status
	}
	throw new Error('expected a thrown answer')
}

describe('the report page', () => {
	test('shows the live profile’s name and its thank-you page at ?sent', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', url_tag: 'ana-lopez' })
		const page = await loader(routeArgs(db, pathOf(p), paramsOf(p)))
		expect(page).toMatchObject({
			profile: { id: p.id, name: 'Ana Lopez', path: `/therapist/ana-lopez/${p.short_id}` },
			sent: false,
		})
		expect((await loader(routeArgs(db, `${pathOf(p)}?sent`, paramsOf(p)))).sent).toBe(true)
	})

	test('a draft, flagged or unknown profile is the 404 page; a wrong name moves to the canonical path', async () => {
		const { db } = await createTestDb()
		for (const hidden of [{ onboarded: false }, { flagged: true }]) {
			const p = await insertProvider(db, hidden)
			expect(await thrownStatus(() => loader(routeArgs(db, pathOf(p), paramsOf(p))))).toBe(404)
			expect(
				await thrownStatus(() => send(db, p, { reason: 'other', details: 'x', not_robot: 'true' })),
			).toBe(404)
		}
		expect(
			await thrownStatus(() =>
				loader(routeArgs(db, '/therapist/x/99999/report', { first: 'x', second: '99999' })),
			),
		).toBe(404)
		expect(
			await thrownStatus(() =>
				loader(routeArgs(db, '/therapist/x/abc/report', { first: 'x', second: 'abc' })),
			),
		).toBe(404)
		expect(await db.$count(reports)).toBe(0)
		const p = await insertProvider(db, { url_tag: 'sam-lee' })
		const moved = await thrownRedirect(() =>
			loader(
				routeArgs(db, `/es/therapist/old-name/${p.short_id}/report?sent`, {
					first: 'old-name',
					second: String(p.short_id),
				}),
			),
		)
		expect(moved).toEqual({ status: 301, location: `/es/therapist/sam-lee/${p.short_id}/report?sent` })
	})

	test('a complete form stores the report for the page’s profile and goes to the thank-you page', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: 'ana-lopez' })
		const other = await insertProvider(db)
		// A posted recipient_user is ignored: the page's profile is the one reported.
		const sent = await thrownRedirect(async () => {
			throw await send(db, p, {
				reason: 'inappropriate',
				details: 'Hateful words in the summary.',
				email: '',
				recipient_user: other.id,
				not_robot: 'true',
				fax_only: '',
				homepage_url: '',
			})
		})
		expect(sent).toEqual({ status: 303, location: `/therapist/ana-lopez/${p.short_id}/report?sent` })
		const [row] = await db.select().from(reports)
		expect(row).toMatchObject({ provider_id: p.id, reason: 'inappropriate', email: null, status: 'open' })
		// In Spanish the thank-you page stays Spanish.
		const es = await thrownRedirect(async () => {
			throw await send(db, p, { reason: 'not_licensed', not_robot: 'true' }, { locale: 'es' })
		})
		expect(es.location).toBe(`/es/therapist/ana-lopez/${p.short_id}/report?sent`)
	})

	test('each mistake is shown under its field, with what was typed, in the page’s language', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect(
			await send(db, p, { details: 'Typed words', email: 'me@example.test', not_robot: 'true' }),
		).toMatchObject({
			init: { status: 400 },
			data: {
				ok: false,
				fields: { reason: 'Please choose a reason.' },
				values: { reason: '', details: 'Typed words', email: 'me@example.test' },
			},
		})
		expect(
			await send(db, p, { reason: 'other', details: ' ', not_robot: 'true' }, { locale: 'es' }),
		).toMatchObject({
			init: { status: 400 },
			data: { fields: { details: 'Cuéntenos qué pasa (es necesario para ‘Otro motivo’).' } },
		})
		// The human check is the contact form's: the box must be ticked on the page.
		expect(await send(db, p, { reason: 'wrong_details' })).toMatchObject({
			init: { status: 400 },
			data: { fields: { not_robot: 'Please check the box to confirm you are human.' } },
		})
		expect(await db.$count(reports)).toBe(0)
	})

	test('the page and the API share one limit per address: past it, 429 with Retry-After and the wait', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const fields = { reason: 'wrong_details', not_robot: 'true' }
		for (let i = 0; i < REPORT_RATE_LIMIT.limit - 1; i++)
			await thrownRedirect(async () => {
				throw await send(db, p, fields, { ip: '203.0.113.20' })
			})
		// The last one the limit allows goes through the API, from the same address.
		const viaApi = await apiAction(
			routeArgs(
				db,
				'/api/report',
				{},
				{
					method: 'POST',
					body: JSON.stringify({ recipient_user: p.id, reason: 'impersonation' }),
					headers: { 'Content-Type': 'application/json' },
					ip: '203.0.113.20',
				},
			),
		)
		expect(viaApi.status).toBe(201)
		expect(await db.$count(reports)).toBe(REPORT_RATE_LIMIT.limit)
		const refused = (await send(db, p, fields, { ip: '203.0.113.20', locale: 'es' })) as unknown as {
			init: { status: number; headers: Record<string, string> }
			data: { message: string }
		}
		expect(refused.init.status).toBe(429)
		expect(Number(refused.init.headers['Retry-After'])).toBeGreaterThan(0)
		expect(refused.data.message).toMatch(/^Demasiados reportes en poco tiempo\. Inténtelo de nuevo en /)
	})
})
