import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { expect, test, vi } from 'vitest'
import { hashPassword } from '~/auth/password.server'
import { emailOutbox } from '~/db/schema'
import { requestEmailUpdate, requestPasswordReset, updateEmail } from '~/features/accounts/email-links.server'
import { MESSAGES_OFF_MESSAGE, sendContactMessage } from '~/features/contact/contact.server'
import { deliverDueEmails, retryDelayMs } from '~/platform/email/outbox.server'
import { findOwnProfile } from '~/features/profile-editing/own-profile.server'
import { toCardView } from '~/features/search/components/card-view'
import { listTherapistCards } from '~/features/search/therapist-cards.server'
import { isAppError } from '~/lib/errors'
import { loader as userLoader } from '~/routes/api/user'
import { loader as profileLoader } from '~/routes/therapist'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { decode, FROM, later, NOW, provider, SITE, sink } from './availability-emails.test-support'

// Bounces (docs/product.md#availability-freshness, "Bounces"): a refused address stops visitors'
// messages until the provider fixes it; temporary failures are retried.

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})

test('a contact message refused with 550 fails after one try; the profile offers the phone; the owner is told', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db, {
		email: `bounce-${Date.now()}@example.test`,
		phone: '15125550123',
		password_hash: await hashPassword('bounce-password-1'),
	})
	const smtp = await sink([
		{ code: 550, pattern: /^bounce-/ },
		{ code: 451, pattern: /^later-/ },
	])
	const ctx = { viewerId: null, clientIp: '203.0.113.11', ...SITE }
	const message = {
		name: 'Sam Visitor',
		private_message: 'Could we talk on Tuesday?',
		author_email: 'sam@example.test',
		phone: '',
		recipient_user: p.id,
	}
	await sendContactMessage(db, message, ctx)
	const error = quiet()
	expect(await smtp.deliver(db, NOW)).toEqual({ sent: 0, failed: 1 })
	error.mockRestore()
	const [row] = await db.select().from(emailOutbox)
	expect(row).toMatchObject({ status: 'failed', attempts: 1 })
	expect(row.last_error).toMatch(/550/)
	// Not retried.
	expect(await smtp.deliver(db, later(2))).toEqual({ sent: 0, failed: 0 })
	const marked = await provider(db, p.id)
	expect(marked.email_undeliverable_at).toEqual(NOW)
	expect(marked.undelivered_messages).toBe(1)

	// Visitors: no form, the phone instead; the server refuses new messages with a clear error.
	const visitorView = await profileLoader(
		routeArgs(db, `/therapist/${p.url_tag}/${p.short_id}`, { first: p.url_tag, second: String(p.short_id) }),
	)
	expect(visitorView.acceptsMessages).toBe(false)
	expect(visitorView.profile.phone).toBe('15125550123')
	expect(JSON.stringify(visitorView)).not.toMatch(/undeliver|reminder|unsubscribe/i)
	// Search cards, too, offer the phone and no Email button.
	const [card] = await listTherapistCards(db, [p.id])
	expect(toCardView(card, { state: null, insurance: null })).toMatchObject({ acceptsMessages: false })
	const refused = await sendContactMessage(db, message, { ...ctx, clientIp: '203.0.113.12' }).catch((e) => e)
	expect(isAppError(refused, 'forbidden') && refused.message).toBe(MESSAGES_OFF_MESSAGE)
	// The public API says nothing about it (tests/api-contract.ts refuses such keys).
	await callApi(userLoader, routeArgs(db, `/api/user?id=${p.id}`, {}))

	// The owner sees the notice on their own profile.
	const ownerView = await profileLoader(
		routeArgs(
			db,
			`/therapist/${p.url_tag}/${p.short_id}`,
			{ first: p.url_tag, second: String(p.short_id) },
			{ user: sessionUserFor(p) },
		),
	)
	expect(ownerView.own?.emailUndeliverable).toBe(true)

	// Changing the address (verified through the link) clears the mark.
	await requestEmailUpdate(db, sessionUserFor(p), {
		email: `fixed-${Date.now()}@example.test`,
		password: 'bounce-password-1',
	})
	smtp.received.length = 0
	await smtp.deliver(db, later(3))
	const link = decode(smtp.received[0]).match(/\/verify\?id=([0-9a-f-]{36})&token=([\w-]+)&update=1/)
	if (!link) throw new Error('no update link')
	await updateEmail(db, { user_id: link[1], token: link[2] })
	expect((await findOwnProfile(db, p.id))?.emailUndeliverable).toBe(false)
})

test('a 5xx marks only contact messages; a 451 or a refused connection is retried later', async () => {
	const { db } = await createTestDb()
	const bouncing = await insertProvider(db, { email: `bounce-reset-${Date.now()}@example.test` })
	const slow = await insertProvider(db, { email: `later-${Date.now()}@example.test` })
	const smtp = await sink([
		{ code: 550, pattern: /^bounce-/ },
		{ code: 451, pattern: /^later-/ },
	])
	await requestPasswordReset(db, { email: bouncing.email } as never, { ip: '203.0.113.13', now: NOW })
	await sendContactMessage(
		db,
		{
			name: 'Sam',
			private_message: 'Hello',
			author_email: 'sam@example.test',
			phone: '',
			recipient_user: slow.id,
		},
		{ viewerId: null, clientIp: '203.0.113.14', ...SITE },
	)
	const error = quiet()
	expect(await smtp.deliver(db, NOW)).toEqual({ sent: 0, failed: 2 })
	const rows = await db.select().from(emailOutbox)
	const reset = rows.find((r) => r.to === bouncing.email)
	const contact = rows.find((r) => r.to === slow.email)
	expect(reset).toMatchObject({ status: 'failed', attempts: 1 })
	expect(contact).toMatchObject({ status: 'pending', attempts: 1 })
	expect(contact?.last_error).toMatch(/451/)
	expect(contact?.next_attempt_at).toEqual(new Date(NOW.getTime() + retryDelayMs(1)))
	// A password reset that bounced marks nobody; a 451 marks nobody either.
	expect((await provider(db, bouncing.id)).email_undeliverable_at).toBeNull()
	expect((await provider(db, slow.id)).email_undeliverable_at).toBeNull()

	// Connection refused: retried too.
	const closed = nodemailer.createTransport({ host: '127.0.0.1', port: 9, secure: false, ignoreTLS: true })
	const retryAt = new Date(NOW.getTime() + retryDelayMs(1))
	expect(await deliverDueEmails(db, closed, FROM, retryAt)).toEqual({ sent: 0, failed: 1 })
	error.mockRestore()
	const [again] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, slow.email))
	expect(again).toMatchObject({ status: 'pending', attempts: 2 })
	expect((await provider(db, slow.id)).email_undeliverable_at).toBeNull()
})
