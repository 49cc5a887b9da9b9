import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { consultationBookings, emailOutbox, followUpAnswers, providers } from '~/db/schema'
import { unsubscribeFromFollowUps } from '~/features/follow-ups/link-actions.server'
import { replyAnswersColumn, repliesHeardColumn } from '~/features/therapists/reply-signal.server'
import { action, loader } from '~/routes/consultation-follow-up'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation } from './booking.server'
import { answerCallFollowUp, sendCallFollowUps } from './call-follow-up.server'
import { cancelByProvider } from './provider-bookings.server'
import { saveConsultationSettings } from './settings.server'
import { TUESDAY_MORNINGS } from './consultations.test-support'

// 'Did your call with … happen?' (docs/product.md#free-consultations): the follow-up machinery's
// question FOLLOW_UP_DELAY after a booked call ends, once; its answers ('They did not call' counts as
// 'Not yet' in the reply signal and sends the provider the private note); none for a cancelled call
// or an unsubscribed address; its page answers in the person's language and a used or forged link
// changes nothing.

type Provider = Awaited<ReturnType<typeof insertProvider>>
const DELAY = 3 * 86_400_000
const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'no-reply@localhost' }
const ctx = (now: Date) => ({ siteName: site.siteName, publicUrl: site.publicUrl, delayMs: DELAY, now })
let ips = 0

/** A booked call with a provider of its own. */
async function bookCall(db: Db, locale: 'en' | 'es' = 'en', email = 'sam@example.com') {
	const p = await insertProvider(db, { first_name: 'Ana', last_name: 'Ruiz' })
	await saveConsultationSettings(db, p.id, {
		...TUESDAY_MORNINGS,
		notice_hours: 0,
	})
	ips += 1
	const booked = await bookConsultation(
		db,
		{
			recipient_user: p.id,
			start: nextTuesdayAt14Utc(),
			name: 'Sam Reed',
			email,
			phone: '555-123-4567',
			note: '',
			time_zone: 'America/Los_Angeles',
		},
		{ viewerId: null, clientIp: `203.0.113.${ips}`, site, locale },
	)
	return { p, booked, end: new Date(booked.end) }
}

const questions = async (db: Db) =>
	(await db.select().from(emailOutbox)).filter(
		(m) => (m.meta as { kind?: string }).kind === 'consultation-follow-up',
	)

function tokenOf(text: string): string {
	const match = /\/consultation\/follow-up\/([A-Za-z0-9_.-]+)\?answer=/.exec(text)
	if (!match) throw new Error('no answer link')
	return match[1]
}

async function signal(db: Db, p: Provider) {
	const [row] = await db
		.select({ answers: replyAnswersColumn, heard: repliesHeardColumn })
		.from(providers)
		.where(eq(providers.id, p.id))
	return row
}

describe('the question after a free call', () => {
	test('is due FOLLOW_UP_DELAY after the call ends, not before, and goes once with three one-click answers', async () => {
		const { db } = await createTestDb()
		const { booked, end } = await bookCall(db)
		expect(await sendCallFollowUps(db, ctx(new Date(end.getTime() + DELAY - 60_000)))).toBe(0)
		expect(await questions(db)).toHaveLength(0)
		expect(await sendCallFollowUps(db, ctx(new Date(end.getTime() + DELAY + 1000)))).toBe(1)
		expect(await sendCallFollowUps(db, ctx(new Date(end.getTime() + DELAY + 60_000)))).toBe(0)
		const [mail] = await questions(db)
		expect(mail.to).toBe('sam@example.com')
		expect(mail.subject).toBe('Did your call with Ana Ruiz happen?')
		expect(mail.text).toMatch(/Yes: http:\/\/localhost:3000\/consultation\/follow-up\/\S+\?answer=yes/)
		expect(mail.text).toMatch(/They did not call: \S+\?answer=no-call/)
		expect(mail.text).toMatch(/I cancelled: \S+\?answer=cancelled/)
		expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
		expect(mail.headers?.['List-Unsubscribe']).toContain(`/follow-up/${tokenOf(mail.text)}/unsubscribe`)
		const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booked.id))
		expect(row.follow_up_sent_at).not.toBeNull()
	})

	test('in Spanish for a call booked from /es, its links opening the Spanish page', async () => {
		const { db } = await createTestDb()
		const { end } = await bookCall(db, 'es')
		await sendCallFollowUps(db, ctx(new Date(end.getTime() + DELAY + 1000)))
		const [mail] = await questions(db)
		expect(mail.subject).toBe('¿Se hizo su llamada con Ana Ruiz?')
		expect(mail.text).toContain('No me llamaron: http://localhost:3000/es/consultation/follow-up/')
		expect(mail.headers?.['List-Unsubscribe']).toContain('/es/follow-up/')
	})

	test('a cancelled call gets none; an address that unsubscribed from follow-ups gets none', async () => {
		const { db } = await createTestDb()
		const first = await bookCall(db)
		await cancelByProvider(db, first.p.id, first.booked.id, '', site)
		expect(await sendCallFollowUps(db, ctx(new Date(first.end.getTime() + DELAY + 1000)))).toBe(0)

		const second = await bookCall(db, 'en', 'lee@example.com')
		await sendCallFollowUps(db, ctx(new Date(second.end.getTime() + DELAY + 1000)))
		const [mail] = await questions(db)
		// The e-mail's own unsubscribe link stops the follow-ups of the address.
		expect(await unsubscribeFromFollowUps(db, tokenOf(mail.text))).toBe(true)
		const third = await bookCall(db, 'en', 'LEE@example.com')
		expect(await sendCallFollowUps(db, ctx(new Date(third.end.getTime() + DELAY + 1000)))).toBe(0)
		const [row] = await db
			.select()
			.from(consultationBookings)
			.where(eq(consultationBookings.id, third.booked.id))
		expect(row.follow_up_sent_at).not.toBeNull()
		expect(await questions(db)).toHaveLength(1)
	})
})

describe('its answers', () => {
	async function asked(db: Db) {
		const call = await bookCall(db)
		const now = new Date(call.end.getTime() + DELAY + 1000)
		await sendCallFollowUps(db, ctx(now))
		const [mail] = await questions(db)
		return { ...call, token: tokenOf(mail.text), now }
	}

	test('‘They did not call’ counts as ‘Not yet’ in the reply signal and sends the provider the private note, once', async () => {
		const { db } = await createTestDb()
		const { p, booked, token, now } = await asked(db)
		expect(await signal(db, p)).toEqual({ answers: 0, heard: 0 })
		const state = await answerCallFollowUp(db, token, 'no-call', { ...site, now })
		expect(state.status).toBe('ok')
		const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, booked.id))
		expect(row.follow_up_outcome).toBe('no-call')
		expect((await db.select().from(followUpAnswers)).map((a) => a.outcome)).toEqual(['not-yet'])
		expect(await signal(db, p)).toEqual({ answers: 1, heard: 0 })
		const notes = (await db.select().from(emailOutbox)).filter(
			(m) => m.to === p.email && m.subject.includes('did not happen'),
		)
		expect(notes).toHaveLength(1)
		// Private: nothing of the person in it.
		expect(notes[0].text).not.toContain('Sam')
		expect(notes[0].text).not.toContain('sam@example.com')
		expect(notes[0].text).toContain('/follow-up/provider/')
		// The first answer counts: another changes nothing.
		expect((await answerCallFollowUp(db, token, 'yes', { ...site, now })).status).toBe('answered')
		expect((await db.select().from(followUpAnswers)).map((a) => a.outcome)).toEqual(['not-yet'])
		expect(
			await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox).where(eq(emailOutbox.to, p.email)),
		).toEqual([{ n: 2 }])
	})

	test('‘Yes’ counts as heard back; ‘I cancelled’ counts for nothing; a forged link changes nothing', async () => {
		const { db } = await createTestDb()
		const yes = await asked(db)
		await answerCallFollowUp(db, yes.token, 'yes', { ...site, now: yes.now })
		expect(await signal(db, yes.p)).toEqual({ answers: 1, heard: 1 })

		const { db: db2 } = await createTestDb()
		const cancelled = await asked(db2)
		await answerCallFollowUp(db2, cancelled.token, 'cancelled', { ...site, now: cancelled.now })
		expect(await signal(db2, cancelled.p)).toEqual({ answers: 0, heard: 0 })
		const [row] = await db2.select().from(consultationBookings)
		expect(row.follow_up_outcome).toBe('cancelled')
		const forged = `${cancelled.booked.id}.${'A'.repeat(43)}`
		expect((await answerCallFollowUp(db2, forged, 'no-call', site)).status).toBe('unusable')
		expect(await db2.select().from(followUpAnswers)).toEqual([])
	})

	test('the page: a GET changes nothing, the POST answers in the person’s language, a used or forged link is 4xx', async () => {
		const { db } = await createTestDb()
		const { token } = await asked(db)
		const params = { token }
		const path = `/es/consultation/follow-up/${token}?answer=no-call`
		const opened = (await loader(routeArgs(db, path, params) as never)) as { chosen: string; name: string }
		expect(opened).toMatchObject({ chosen: 'no-call', name: 'Ana Ruiz' })
		// The call's time in the page's language (and the person's zone).
		expect((opened as unknown as { time: string }).time).toMatch(/^martes /)
		expect(await db.select().from(followUpAnswers)).toEqual([])

		const post = (answer: string, tok = token) => {
			const body = new FormData()
			body.set('answer', answer)
			return action(
				routeArgs(db, `/es/consultation/follow-up/${tok}`, { token: tok }, { method: 'POST', body }) as never,
			)
		}
		expect(await post('no-call')).toMatchObject({ done: true, outcome: 'no-call' })
		expect(await db.select().from(followUpAnswers)).toHaveLength(1)
		const again = (await post('yes')) as { init: { status: number } }
		expect(again.init.status).toBe(409)
		const reopened = (await loader(routeArgs(db, path, params) as never)) as { init: { status: number } }
		expect(reopened.init.status).toBe(409)
		const forged = `${token.split('.')[0]}.${'B'.repeat(43)}`
		expect(((await post('yes', forged)) as { init: { status: number } }).init.status).toBe(404)
		expect(((await post('maybe')) as { init: { status: number } }).init.status).toBe(400)
		expect(await db.select().from(followUpAnswers)).toHaveLength(1)
	})
})

function nextTuesdayAt14Utc(): string {
	const day = new Date()
	day.setUTCHours(14, 0, 0, 0)
	do day.setUTCDate(day.getUTCDate() + 1)
	while (day.getUTCDay() !== 2)
	return day.toISOString()
}
