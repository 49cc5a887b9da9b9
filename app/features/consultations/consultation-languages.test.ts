import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation, cancelConsultation } from './booking.server'
import { sendConsultationReminders } from './reminders.server'
import { saveConsultationSettings } from './settings.server'

// 'Both languages' for a consultation's e-mails (docs/product.md#free-consultations, #languages): a
// person who booked from /es gets the confirmation, the reminder and the cancellation in Spanish, each
// with an invite whose SUMMARY and DESCRIPTION are Spanish; the provider's stay English, with an
// English invite, as the contact form's do.

const site = {
	siteName: 'Openroom',
	publicUrl: 'http://localhost:3000',
	mailFrom: 'Openroom <no-reply@localhost>',
}

async function mails(db: Db, to: string) {
	return (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).sort(
		(a, b) => a.created_at.getTime() - b.created_at.getTime(),
	)
}

/** An invite's folded lines unfolded (RFC 5545 §3.1), so a long SUMMARY reads as one line. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '')

test('booked from /es: every e-mail to the person and its invite in Spanish; the provider’s in English', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db, { first_name: 'Ana', last_name: 'Reyes' })
	await saveConsultationSettings(db, p.id, {
		enabled: true,
		minutes: 20,
		by: 'video',
		video_link: 'https://meet.example.com/ana',
		time_zone: 'America/New_York',
		windows: [{ day: 'tue', from: '09:00', to: '11:00' }],
		notice_hours: 0,
	})
	const start = new Date()
	start.setUTCHours(14, 0, 0, 0)
	do start.setUTCDate(start.getUTCDate() + 1)
	while (start.getUTCDay() !== 2)
	await bookConsultation(
		db,
		{
			recipient_user: p.id,
			start: start.toISOString(),
			name: 'Sam Reed',
			email: 'sam@example.com',
			phone: null,
			note: '',
			time_zone: 'Europe/Madrid',
		},
		{ viewerId: null, clientIp: '203.0.113.77', site, locale: 'es' },
	)
	const [booked] = await mails(db, 'sam@example.com')
	const token = /consultation\/cancel\/([\w-]+)/.exec(booked.text)?.[1] ?? ''
	expect(booked.text).toContain('http://localhost:3000/es/consultation/cancel/')
	await sendConsultationReminders(db, site, new Date(start.getTime() - 60 * 60_000))
	await cancelConsultation(db, token, site)

	const person = await mails(db, 'sam@example.com')
	expect(person.map((m) => m.subject)).toEqual([
		expect.stringMatching(/^Su llamada gratuita con Ana Reyes: martes /),
		expect.stringMatching(/^Recordatorio: su llamada con Ana Reyes, martes /),
		expect.stringMatching(/^Cancelada: su llamada con Ana Reyes, martes /),
	])
	for (const mail of person) {
		expect(mail.html).toContain('lang="es"')
		// No English sentence of the e-mails' own (the site's name and the link aside).
		expect(mail.text).not.toMatch(/\b(Your|When|You received|Join the video|The call on)\b/)
		const ics = unfold(mail.attachments?.[0]?.content ?? '')
		expect(ics).toContain('SUMMARY:Consulta gratuita con Ana Reyes')
		expect(ics).toMatch(/DESCRIPTION:Una llamada gratuita de 20 minutos reservada en Openroom/)
	}

	const provider = await mails(db, p.email)
	expect(provider.map((m) => m.subject)).toEqual([
		expect.stringMatching(/^Free call booked: Sam Reed, Tuesday /),
		expect.stringMatching(/^Reminder: call with Sam Reed, Tuesday /),
		expect.stringMatching(/^Cancelled: call with Sam Reed, Tuesday /),
	])
	for (const mail of provider) {
		expect(mail.html).not.toContain('lang="es"')
		const ics = unfold(mail.attachments?.[0]?.content ?? '')
		expect(ics).toContain('SUMMARY:Free consultation with Sam Reed')
		expect(ics).toContain('DESCRIPTION:A free 20-minute call booked on Openroom.')
	}
})
