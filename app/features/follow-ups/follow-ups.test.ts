import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { contactMessages, emailOutbox, followUpAnswers } from '~/db/schema'
import { insertProvider, tagIdsOf } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { deleteExpiredContactMessages } from '~/features/contact/retention.server'
import { answerFollowUp, checkFollowUpLink } from './answers.server'
import {
	afterDelay,
	answerLinks,
	DAY,
	DELAY,
	mailSink,
	outboxKinds,
	SITE,
	write,
} from './follow-ups.test-support'
import { runFollowUps } from './follow-ups.server'
import { unsubscribeFromFollowUps } from './link-actions.server'

// docs/product.md#follow-ups: the question FOLLOW_UP_DELAY after delivery, once; the answers; the
// second e-mail; unsubscribing.

test('a delivered message gets exactly one follow-up, FOLLOW_UP_DELAY later, with four links and one-click unsubscribe', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez' })
	await write(db, ana.id, 'sam@example.test')
	const smtp = await mailSink()

	// Not delivered yet: nothing is due, however late.
	expect(await runFollowUps(db, { ...SITE, now: afterDelay(DAY) })).toEqual({ first: 0, second: 0 })
	await smtp.deliver(db)
	expect(smtp.to('sam@example.test')).toHaveLength(0)

	// Delivered: due FOLLOW_UP_DELAY after the delivery, not before.
	expect(await runFollowUps(db, { ...SITE, now: new Date(Date.now() + DELAY - 5000) })).toEqual({
		first: 0,
		second: 0,
	})
	// Three instances at once, one message each run: exactly one e-mail.
	const runs = await Promise.all(
		[1, 2, 3].map(() => runFollowUps(db, { ...SITE, now: afterDelay(), limit: 1 })),
	)
	expect(runs.reduce((n, r) => n + r.first, 0)).toBe(1)
	expect(await runFollowUps(db, { ...SITE, now: afterDelay(DAY) })).toEqual({ first: 0, second: 0 })
	await smtp.deliver(db)

	const [mail] = smtp.to('sam@example.test')
	expect(smtp.to('sam@example.test')).toHaveLength(1)
	expect(mail).toMatch(/^Subject: Did Ana Lopez get back to you\?\r?$/m)
	expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/follow-up\/[\w.-]+\/unsubscribe>\r?$/m)
	expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	for (const label of [
		'Yes, we are in touch',
		'Not yet',
		'They are not taking new clients',
		'Cost or insurance did not work',
	])
		expect(mail).toContain(label)
	expect(Object.keys(answerLinks(mail)).sort()).toEqual(['cost', 'not-taking', 'not-yet', 'yes'])
	expect(mail).toContain('text/html')
})

test('a message whose e-mail failed for good, and a phone click, get no follow-up', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	const { id } = await write(db, ana.id, 'sam@example.test')
	const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	await db
		.update(emailOutbox)
		.set({ status: 'failed' })
		.where(eq(emailOutbox.id, message.delivery_email_id ?? ''))
	await db.insert(contactMessages).values({ recipient_user: ana.id, is_phone: true })
	expect(await runFollowUps(db, { ...SITE, now: afterDelay(DAY) })).toEqual({ first: 0, second: 0 })
	const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	expect(after.delivery_email_id).toBeNull()
})

test("'Not yet': the page's suggestions, the provider's note, then the second e-mail with three others of the state", async () => {
	const { db } = await createTestDb()
	const anxiety = tagIdsOf('anxiety')
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', top_issues: anxiety })
	// Others in Texas, accepting and confirmed: three with the specialty, one without; and some who do not qualify.
	const others = []
	for (let i = 0; i < 3; i++)
		others.push(await insertProvider(db, { first_name: `Other${i}`, top_issues: anxiety, issues: anxiety }))
	await insertProvider(db, { first_name: 'Waiting', availability: 'Waitlist for New Clients' })
	await insertProvider(db, {
		first_name: 'Stale',
		availability_confirmed_at: new Date(Date.now() - 45 * DAY),
	})
	await insertProvider(db, { first_name: 'Elsewhere', licensed_states: ['CA'], state: 'CA' })

	const { id } = await write(db, ana.id, 'sam@example.test')
	const smtp = await mailSink()
	await smtp.deliver(db)
	await runFollowUps(db, { ...SITE, now: afterDelay() })
	await smtp.deliver(db)
	const token = answerLinks(smtp.to('sam@example.test')[0])['not-yet']

	const notYetAt = afterDelay()
	const state = await answerFollowUp(db, token, 'not-yet', { ...SITE, now: notYetAt })
	expect(state.status === 'ok' && state.message.outcome).toBe('not-yet')
	// The same answer again is recorded once: one answer row, one note.
	await answerFollowUp(db, token, 'not-yet', { ...SITE, now: new Date(notYetAt.getTime() + 1000) })
	expect(await db.select().from(followUpAnswers)).toHaveLength(1)
	const notes = (await outboxKinds(db)).filter((k) => k.startsWith('follow_up_note:'))
	expect(notes).toEqual([`follow_up_note:${ana.email}`])
	await smtp.deliver(db)
	const [note] = smtp.to(ana.email).filter((m) => m.includes('waiting to hear back'))
	expect(note).toMatch(/Someone who wrote on \w+ \d+, \d{4} says they have not heard back\./)
	expect(note).not.toContain('sam@example.test')
	expect(note).not.toContain('Sam Visitor')

	// One FOLLOW_UP_DELAY later: the second e-mail, naming three others of the state, never Ana.
	expect(await runFollowUps(db, { ...SITE, now: new Date(notYetAt.getTime() + DELAY - 1000) })).toEqual({
		first: 0,
		second: 0,
	})
	expect(await runFollowUps(db, { ...SITE, now: new Date(notYetAt.getTime() + DELAY + 1000) })).toEqual({
		first: 0,
		second: 1,
	})
	expect(await runFollowUps(db, { ...SITE, now: new Date(notYetAt.getTime() + DAY) })).toEqual({
		first: 0,
		second: 0,
	})
	await smtp.deliver(db)
	const second = smtp.to('sam@example.test').find((m) => m.includes('Still waiting to hear from Ana Lopez?'))
	if (!second) throw new Error('no second e-mail')
	for (const other of others) expect(second).toContain(`${other.first_name} ${other.last_name}`)
	for (const name of ['Ana Lopez', 'Waiting', 'Stale', 'Elsewhere'])
		expect(second.split('accepting new clients and confirmed it recently')[1]).not.toMatch(
			new RegExp(`^${name} `, 'm'),
		)
	expect(second).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	expect(message.second_sent_at).not.toBeNull()
})

test('another answer within 30 days changes the outcome; a forged or expired link changes nothing', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	await write(db, ana.id, 'sam@example.test')
	const smtp = await mailSink()
	await smtp.deliver(db)
	const followUpAt = afterDelay()
	await runFollowUps(db, { ...SITE, now: followUpAt })
	await smtp.deliver(db)
	const token = answerLinks(smtp.to('sam@example.test')[0]).yes

	await answerFollowUp(db, token, 'cost', { ...SITE, now: followUpAt })
	const changed = await answerFollowUp(db, token, 'yes', {
		...SITE,
		now: new Date(followUpAt.getTime() + 29 * DAY),
	})
	expect(changed.status === 'ok' && changed.message.outcome).toBe('yes')
	expect((await db.select().from(followUpAnswers)).map((a) => a.outcome)).toEqual(['yes'])

	const forged = `${token.slice(0, 37)}${'A'.repeat(43)}`
	expect(await answerFollowUp(db, forged, 'not-yet', SITE)).toEqual({ status: 'unusable' })
	expect(await checkFollowUpLink(db, 'not-a-token')).toEqual({ status: 'unusable' })
	const late = new Date(followUpAt.getTime() + 31 * DAY)
	expect(await answerFollowUp(db, token, 'not-yet', { ...SITE, now: late })).toEqual({ status: 'expired' })
	expect((await db.select().from(followUpAnswers)).map((a) => a.outcome)).toEqual(['yes'])
	expect((await outboxKinds(db)).filter((k) => k.startsWith('follow_up_note'))).toEqual([])
})

test('after unsubscribing, no follow-up for any message of that address', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	const ben = await insertProvider(db)
	await write(db, ana.id, 'Sam@Example.test')
	const smtp = await mailSink()
	await smtp.deliver(db)
	await runFollowUps(db, { ...SITE, now: afterDelay() })
	await smtp.deliver(db)
	const token = answerLinks(smtp.to('Sam@Example.test')[0]).yes
	expect(await unsubscribeFromFollowUps(db, token)).toBe(true)
	expect(await unsubscribeFromFollowUps(db, token)).toBe(true)
	expect(await unsubscribeFromFollowUps(db, `${token.slice(0, 37)}${'B'.repeat(43)}`)).toBe(false)

	await write(db, ben.id, 'sam@example.test')
	await smtp.deliver(db)
	expect(await runFollowUps(db, { ...SITE, now: afterDelay() })).toEqual({ first: 0, second: 0 })
	const [later] = await db.select().from(contactMessages).where(eq(contactMessages.recipient_user, ben.id))
	expect(later.follow_up_sent_at).not.toBeNull()
	expect((await outboxKinds(db)).filter((k) => k.startsWith('follow_up:'))).toHaveLength(1)
})

test('the follow-ups, with the address they carry, are deleted with the message after 90 days; the answer stays', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	await write(db, ana.id, 'sam@example.test')
	const smtp = await mailSink()
	await smtp.deliver(db)
	await runFollowUps(db, { ...SITE, now: afterDelay() })
	await smtp.deliver(db)
	const token = answerLinks(smtp.to('sam@example.test')[0]).yes
	await answerFollowUp(db, token, 'yes', SITE)

	expect(await deleteExpiredContactMessages(db, new Date(Date.now() + 91 * DAY))).toBe(1)
	expect((await outboxKinds(db)).filter((k) => k.includes('sam@example.test'))).toEqual([])
	const answers = await db.select().from(followUpAnswers)
	expect(answers.map((a) => [a.provider_id, a.outcome])).toEqual([[ana.id, 'yes']])
	expect(await checkFollowUpLink(db, token)).toEqual({ status: 'unusable' })
})
