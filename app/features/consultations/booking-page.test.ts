import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { consultationBookings, emailOutbox } from '~/db/schema'
import { action, loader } from '~/routes/book-consultation'
import { loader as inviteLoader } from '~/routes/consultation-invite'
import { loader as profileLoader } from '~/routes/therapist'
import { insertProvider, routeArgs, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { BOOKING_RATE_LIMITS } from './booking.server'
import { saveConsultationSettings } from './settings.server'

// The booking page without JavaScript (docs/product.md#free-consultations): its loader, its form's
// action over the same service as POST /api/consultation, the confirmation and its .ics download.

type Profile = { url_tag: string; short_id: number }
const pathOf = (p: Profile, locale: 'en' | 'es' = 'en') =>
	`${locale === 'es' ? '/es' : ''}/therapist/${p.url_tag}/${p.short_id}/book`
const paramsOf = (p: Profile) => ({ first: p.url_tag, second: String(p.short_id) })
type Day = { day: string; label: string; times: { start: string; label: string }[] }
/** What the tests read of the loader's and action's bodies (both kinds of page, and a refusal). */
type Body = {
	kind: string
	offered: boolean
	zone: string
	zone_name: string
	zones: { value: string }[]
	days: Day[]
	time: string
	message: string
	fields: Record<string, string>
}

/** React Router's data(): the body and status. */
const unwrap = (value: unknown) => {
	const wrapped = value as { data?: unknown; init?: { status?: number; headers?: Record<string, string> } }
	return 'data' in (value as object)
		? { body: wrapped.data as Body, status: wrapped.init?.status ?? 200, headers: wrapped.init?.headers }
		: { body: value as Body, status: 200, headers: undefined }
}

function form(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

async function provider(db: Db, by: 'phone' | 'video' = 'phone') {
	const p = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', url_tag: 'ana-lopez' })
	await saveConsultationSettings(db, p.id, {
		enabled: true,
		minutes: 15,
		by,
		time_zone: 'America/New_York',
		windows: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
			day,
			from: '09:00',
			to: '11:00',
		})),
	})
	return p
}

async function page(db: Db, p: Profile, query = '', locale: 'en' | 'es' = 'en') {
	return unwrap(await loader(routeArgs(db, `${pathOf(p, locale)}${query}`, paramsOf(p)) as never))
}

function post(db: Db, p: Profile, fields: Record<string, string>, locale: 'en' | 'es' = 'en', ip?: string) {
	return action(
		routeArgs(db, pathOf(p, locale), paramsOf(p), { method: 'POST', body: form(fields), ip }) as never,
	)
}

const PERSON = { name: 'Sam Reed', email: 'sam@example.com', phone: '555-123-4567', not_robot: 'true' }

describe('the booking page', () => {
	test('lists the open times by day in the provider’s zone, named, or in the zone asked for', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const { body } = await page(db, p)
		expect(body).toMatchObject({ kind: 'book', offered: true, minutes: 15, zone: 'America/New_York' })
		expect(body.zone_name).toBe('Eastern Time')
		expect(body.zones.map((z) => z.value)).toContain('America/Los_Angeles')
		// The first day may be cut by the 24 hours' notice: the second is whole.
		const first = body.days[1]
		expect(first.label).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/)
		expect(first.times[0].label).toBe('9:00 am')
		expect(first.times).toHaveLength(8)
		// In Los Angeles the same times read 6:00 am…; a zone that does not exist reads as the provider's.
		const west = (await page(db, p, '?tz=America/Los_Angeles')).body
		expect(west.zone_name).toBe('Pacific Time')
		expect(west.days[1].times[0]).toMatchObject({ start: first.times[0].start, label: '6:00 am' })
		expect((await page(db, p, '?tz=Mars/Base')).body.zone).toBe('America/New_York')
		// Spanish: the days and zone in Spanish, a 24-hour clock.
		const es = (await page(db, p, '?tz=America/Los_Angeles', 'es')).body
		expect(es.zone_name).toBe('hora del Pacífico')
		expect(es.days[0].label).toMatch(/^\p{L}+ \d{1,2} de \p{L}+$/u)
		expect(es.days[1].times[0].label).toBe('6:00')
	})

	test('a provider with consultations off, or not accepting, offers none; an unknown profile is a 404', async () => {
		const { db } = await createTestDb()
		const off = await insertProvider(db, { url_tag: 'off' })
		expect((await page(db, off)).body).toMatchObject({ offered: false, days: [] })
		const closed = await provider(db)
		const { providers } = await import('~/db/schema')
		await db
			.update(providers)
			.set({ availability: 'Not Accepting New Clients' })
			.where(eq(providers.id, closed.id))
		expect((await page(db, closed)).body).toMatchObject({ offered: false, days: [] })
		await expect(
			loader(routeArgs(db, '/therapist/x/99999/book', { first: 'x', second: '99999' }) as never),
		).rejects.toMatchObject({ init: { status: 404 } })
		const moved = await thrownRedirect(() =>
			loader(
				routeArgs(db, `/es/therapist/old/${closed.short_id}/book?tz=UTC`, {
					first: 'old',
					second: String(closed.short_id),
				}) as never,
			),
		)
		expect(moved).toEqual({ status: 301, location: `/es/therapist/ana-lopez/${closed.short_id}/book?tz=UTC` })
	})

	test('a complete post books the chosen time, confirms it in words in the visitor’s zone and offers the invite', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const start = (await page(db, p)).body.days[1].times[0].start
		const done = await thrownRedirect(async () => {
			throw await post(db, p, { ...PERSON, start, time_zone: 'America/Los_Angeles', note: 'Hello' }, 'es')
		})
		expect(done.status).toBe(303)
		const token = /\?booked=(.+)$/.exec(done.location)?.[1] ?? ''
		expect(done.location).toBe(`/es/therapist/ana-lopez/${p.short_id}/book?booked=${token}`)
		const [row] = await db.select().from(consultationBookings)
		expect(row).toMatchObject({
			name: 'Sam Reed',
			note: 'Hello',
			time_zone: 'America/Los_Angeles',
			locale: 'es',
		})
		expect(row.start_at.toISOString()).toBe(start)
		expect(await db.$count(emailOutbox)).toBe(2)
		const confirmed = await page(db, p, `?booked=${token}`, 'es')
		expect(confirmed.headers).toMatchObject({ 'Cache-Control': 'no-store' })
		expect(confirmed.body).toMatchObject({ kind: 'booked', cancelled: false })
		expect(confirmed.body.time).toMatch(/^\p{L}+ \d{1,2} de \p{L}+, 6:00 \(hora del Pacífico\)$/u)
		const ics = (await inviteLoader(
			routeArgs(db, `/consultation/invite/${token}`, { token }) as never,
		)) as Response
		expect(ics.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
		const text = await ics.text()
		expect(text).toContain('METHOD:REQUEST')
		expect(text).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`)
		const forged = `${row.id}.${'A'.repeat(43)}`
		expect(((await inviteLoader(routeArgs(db, '/x', { token: forged }) as never)) as Response).status).toBe(
			404,
		)
		await expect(
			loader(routeArgs(db, `${pathOf(p)}?booked=${forged}`, paramsOf(p)) as never),
		).rejects.toMatchObject({ init: { status: 404 } })
	})

	test('missing fields, an unticked box and a phone call without a phone get their fields’ messages, in Spanish too', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const start = (await page(db, p)).body.days[0].times[0].start
		const refused = unwrap(await post(db, p, { name: '', email: 'nope', start: '', time_zone: 'UTC' }))
		expect(refused.status).toBe(400)
		expect(refused.body).toMatchObject({
			ok: false,
			fields: {
				start: 'Please pick a time.',
				name: 'Field is required',
				email: 'Please enter a valid email.',
				not_robot: 'Please check the box to confirm you are human.',
			},
			values: { name: '', email: 'nope' },
		})
		const es = unwrap(await post(db, p, { ...PERSON, phone: '', start, time_zone: 'UTC' }, 'es'))
		expect(es.status).toBe(400)
		expect(es.body.fields).toEqual({ phone: 'Se necesita un número de teléfono para una llamada.' })
		expect(await db.$count(consultationBookings)).toBe(0)
	})

	test('a taken time, or one outside the open times, is refused with the form’s message and the next open times', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const day = (await page(db, p)).body.days[1]
		const [first, second] = day.times
		await thrownRedirect(async () => {
			throw await post(db, p, { ...PERSON, start: first.start, time_zone: 'America/New_York' })
		})
		const taken = unwrap(
			await post(db, p, {
				...PERSON,
				email: 'kim@example.com',
				start: first.start,
				time_zone: 'America/New_York',
			}),
		)
		expect(taken.status).toBe(409)
		expect(taken.body.message).toMatch(/^That time was just taken\. Please pick another\. Next open times: /)
		// The next open times in the person's zone, never the taken one (which they are depends on the
		// hour the test runs: the page's clock is the real one, with 24 hours of notice).
		expect(taken.body.message).toMatch(/Next open times: \w+day \d+ \w+, \d+:\d\d [ap]m Eastern/)
		expect(taken.body.message).not.toContain(`${day.label}, ${first.label} Eastern`)
		// The page shown with the refusal no longer offers the taken time.
		expect((await page(db, p)).body.days[1].times[0].start).toBe(second.start)
		const outside = new Date(new Date(first.start).getTime() + 5 * 60_000).toISOString()
		const es = unwrap(await post(db, p, { ...PERSON, start: outside, time_zone: 'Europe/Madrid' }, 'es'))
		expect(es.status).toBe(400)
		expect(es.body.fields.start).toMatch(/^Esa hora no está entre las horas libres\./)
	})

	test('a flood from one address answers 429 with Retry-After', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const times = (await page(db, p)).body.days.flatMap((d) => d.times)
		for (let i = 0; i < BOOKING_RATE_LIMITS.perIpShort.limit; i++)
			await thrownRedirect(async () => {
				throw await post(db, p, { ...PERSON, start: times[i].start, time_zone: 'UTC' }, 'en', '198.51.100.7')
			})
		const limited = await post(
			db,
			p,
			{ ...PERSON, start: times[9].start, time_zone: 'UTC' },
			'en',
			'198.51.100.7',
		)
		const answer = limited as unknown as {
			init: { status: number; headers: Headers | Record<string, string> }
		}
		expect(answer.init.status).toBe(429)
		const headers = new Headers(answer.init.headers as HeadersInit)
		expect(Number(headers.get('Retry-After'))).toBeGreaterThan(0)
	})

	test('the profile offers the next three open times in the provider’s zone, named; a provider without any, none', async () => {
		const { db } = await createTestDb()
		const p = await provider(db)
		const params = { first: p.url_tag, second: String(p.short_id) }
		const profile = async (locale: 'en' | 'es' = 'en') => {
			const path = `${locale === 'es' ? '/es' : ''}/therapist/${p.url_tag}/${p.short_id}`
			return (await profileLoader(routeArgs(db, path, params) as never)).freeCalls
		}
		const calls = await profile()
		expect(calls).toMatchObject({ minutes: 15, zone_name: 'Eastern Time' })
		expect(calls?.times).toHaveLength(3)
		expect(calls?.times[0].label).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d{1,2}:\d{2} am$/)
		expect((await profile('es'))?.zone_name).toBe('hora oriental')
		await saveConsultationSettings(db, p.id, {
			enabled: false,
			minutes: 15,
			by: 'phone',
			time_zone: 'America/New_York',
			windows: [],
		})
		expect(await profile()).toBeNull()
	})
})
