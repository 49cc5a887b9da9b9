import { eq } from 'drizzle-orm'
import { expect, onTestFinished, test, vi } from 'vitest'
import { hashPassword } from '~/auth/password.server'
import { emailOutbox, providers } from '~/db/schema'
import { login } from '~/features/accounts/accounts.server'
import { requestPasswordReset } from '~/features/accounts/email-links.server'
import { action as availabilityAction, loader as availabilityLoader } from '~/routes/availability'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/unsubscribe'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { daysAgo, decode, later, NOW, provider, SITE, sink } from './availability-emails.test-support'
import { answerAvailabilityLink, LINK_RATE_LIMIT } from './availability-links.server'
import { AvailabilityLinkSchema } from './link-schema'
import { buildReminderEmail } from './reminder-email.server'
import { sendAvailabilityReminders } from './reminders.server'
import { UNSUBSCRIBE_RATE_LIMIT } from './unsubscribe.server'

// The reminder journey (docs/product.md#availability-freshness): who gets it, the answer links, the
// reminder, unsubscribing. What a refused address does is in bounces.test.ts.

function answerLinks(mail: string) {
	// Each link is in the text part and (with &#38; for &) in the HTML part.
	const all = [...mail.matchAll(/http:\/\/localhost:3000(\/availability\?[^\s"<>]+)/g)]
	return [...new Set(all.map((m) => m[1].replaceAll('&#38;', '&')))]
}

function form(fields: Record<string, string>) {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

test('a provider confirmed 31 days ago gets exactly one e-mail, with one-click unsubscribe headers', async () => {
	const { db } = await createTestDb()
	const due = await insertProvider(db, { availability_confirmed_at: daysAgo(31) })
	// Nobody else qualifies: too recent, demo, flagged, unverified, unsubscribed, address refused.
	await insertProvider(db, { availability_confirmed_at: daysAgo(29) })
	await insertProvider(db, { availability_confirmed_at: daysAgo(40), is_demo: true })
	await insertProvider(db, { availability_confirmed_at: daysAgo(40), flagged: true })
	await insertProvider(db, { availability_confirmed_at: daysAgo(40), email_verified: false })
	await insertProvider(db, { availability_confirmed_at: daysAgo(40), reminders_unsubscribed_at: daysAgo(3) })
	await insertProvider(db, { availability_confirmed_at: daysAgo(40), email_undeliverable_at: daysAgo(3) })

	// Twelve more are due, so that concurrent runs overlap: each still gets one e-mail.
	for (let i = 0; i < 12; i++) await insertProvider(db, { availability_confirmed_at: daysAgo(32 + i) })

	// Three schedulers at once (small batches, like instances sharing the work), then another run.
	const runs = await Promise.all(
		[1, 2, 3].map(async () => {
			let total = 0
			for (let n = -1; n !== 0; total += n)
				n = await sendAvailabilityReminders(db, { ...SITE, now: NOW, limit: 2 })
			return total
		}),
	)
	expect(runs.reduce((a, b) => a + b)).toBe(13)
	const recipients = (await db.select({ to: emailOutbox.to }).from(emailOutbox)).map((r) => r.to)
	expect(new Set(recipients).size).toBe(13)
	expect(await sendAvailabilityReminders(db, { ...SITE, now: new Date(NOW.getTime() + 600_000) })).toBe(0)

	const smtp = await sink()
	expect(await smtp.deliver(db, NOW)).toEqual({ sent: 13, failed: 0 })
	expect(smtp.received).toHaveLength(13)
	const received = smtp.received.find((m) => m.to.includes(due.email))
	if (!received) throw new Error('no e-mail for the due provider')
	const mail = decode(received)
	expect(mail).toMatch(/^Subject: Are you still accepting new clients\?\r?$/m)
	expect(mail).toMatch(
		/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/[0-9a-f-]{36}\.[\w-]{43}>\r?$/m,
	)
	expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	expect(mail).toContain('Unsubscribe from availability reminders')
	const links = answerLinks(mail)
	expect(links.map((l) => new URL(l, SITE.publicUrl).searchParams.get('set'))).toEqual([
		'accepting',
		'waitlist',
		'not-accepting',
	])
	const after = await provider(db, due.id)
	expect(after.availability_reminders).toBe(1)
	expect(after.availability_reminded_at).toEqual(NOW)
})

test('an answer link: GET changes nothing, one POST sets it; not twice, not expired, not for another provider', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { availability_confirmed_at: daysAgo(31) })
	const ben = await insertProvider(db, { availability_confirmed_at: daysAgo(35) })
	expect(await sendAvailabilityReminders(db, { ...SITE, now: NOW })).toBe(2)
	const smtp = await sink()
	await smtp.deliver(db, NOW)
	const linksFor = (email: string) => {
		const mail = smtp.received.find((m) => m.to.includes(email))
		if (!mail) throw new Error(`no mail for ${email}`)
		return answerLinks(decode(mail))
	}
	const waitlist = linksFor(ana.email)[1]
	expect(waitlist).toContain('set=waitlist')

	// A link scanner's GET: the page states the change, nothing changes.
	const page = await availabilityLoader(routeArgs(db, waitlist, {}))
	expect(page).toMatchObject({ problem: null, current: 'Accepting New Clients', link: { set: 'waitlist' } })
	const untouched = await provider(db, ana.id)
	expect(untouched.availability).toBe('Accepting New Clients')
	expect(untouched.availability_confirmed_at).toEqual(ana.availability_confirmed_at)

	// The page's button: one POST.
	const fields = Object.fromEntries(new URL(waitlist, SITE.publicUrl).searchParams) as Record<string, string>
	const post = () =>
		availabilityAction(routeArgs(db, '/availability', {}, { method: 'POST', body: form(fields) }))
	const before = Date.now()
	expect(await post()).toMatchObject({ done: true, availability: 'Waitlist for New Clients' })
	const answered = await provider(db, ana.id)
	expect(answered.availability).toBe('Waitlist for New Clients')
	expect(answered.availability_confirmed_at.getTime()).toBeGreaterThanOrEqual(before)
	expect(answered.availability_reminders).toBe(0)

	// Not twice (nor with another answer of the same e-mail).
	expect(await post()).toMatchObject({ data: { problem: 'unusable' }, init: { status: 404 } })
	const accepting = Object.fromEntries(new URL(linksFor(ana.email)[0], SITE.publicUrl).searchParams)
	expect(
		await availabilityAction(
			routeArgs(db, '/availability', {}, { method: 'POST', body: form(accepting as Record<string, string>) }),
		),
	).toMatchObject({ data: { problem: 'unusable' } })
	expect((await provider(db, ana.id)).availability).toBe('Waitlist for New Clients')

	// Ben's token with Ana's id (or the other way round) does nothing.
	const benLink = AvailabilityLinkSchema.parse(
		Object.fromEntries(new URL(linksFor(ben.email)[2], SITE.publicUrl).searchParams),
	)
	expect(await answerAvailabilityLink(db, { ...benLink, id: ana.id }, NOW)).toBeNull()
	// After 21 days the link has expired.
	expect(await answerAvailabilityLink(db, benLink, later(22))).toBeNull()
	expect((await provider(db, ben.id)).availability).toBe('Accepting New Clients')
	// Still valid before that.
	expect(await answerAvailabilityLink(db, benLink, later(1))).toMatchObject({
		availability: 'Not Accepting New Clients',
	})

	// Malformed links answer 400, unknown ones 404: never a 500.
	for (const url of [
		'/availability',
		'/availability?id=x&token=y&set=z',
		'/availability?id=1&set=waitlist',
	]) {
		expect(await availabilityLoader(routeArgs(db, url, {}))).toMatchObject({ init: { status: 400 } })
	}
	const unknown = `/availability?id=${ana.id}&token=${'a'.repeat(43)}&set=accepting`
	expect(await availabilityLoader(routeArgs(db, unknown, {}))).toMatchObject({ init: { status: 404 } })
	expect(
		await availabilityAction(
			routeArgs(db, '/availability', {}, { method: 'POST', body: form({ id: 'nope' }) }),
		),
	).toMatchObject({ init: { status: 400 } })
})

test('the reminder comes 14 days later if unanswered, then none until the provider logs in', async () => {
	const { db } = await createTestDb()
	const password = 'reminder-password-1'
	const p = await insertProvider(db, {
		availability_confirmed_at: daysAgo(31),
		password_hash: await hashPassword(password),
	})
	const run = (now: Date) => sendAvailabilityReminders(db, { ...SITE, now })
	expect(await run(NOW)).toBe(1)
	expect(await run(later(13))).toBe(0)
	expect(await run(later(14))).toBe(1)
	expect(await run(later(30))).toBe(0)
	expect(await run(later(200))).toBe(0)
	const subjects = (await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map((r) => r.subject)
	expect(subjects).toEqual([
		'Are you still accepting new clients?',
		'Reminder: Are you still accepting new clients?',
	])
	expect((await provider(db, p.id)).availability_reminders).toBe(2)

	// A login restarts the cycle: the next e-mail at least 30 days after the last one.
	await login(db, { username: p.email, password }, { ip: '203.0.113.9', now: later(20) })
	expect((await provider(db, p.id)).availability_reminders).toBe(0)
	expect(await run(later(43))).toBe(0)
	expect(await run(later(44))).toBe(1)
})

test('unsubscribing (one-click POST, no login) stops reminders only: a password reset still goes', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db, { availability_confirmed_at: daysAgo(31) })
	await sendAvailabilityReminders(db, { ...SITE, now: NOW })
	const smtp = await sink()
	await smtp.deliver(db, NOW)
	const header = decode(smtp.received[0]).match(/^List-Unsubscribe: <([^>]+)>/m)?.[1]
	if (!header) throw new Error('no List-Unsubscribe header')
	const path = new URL(header).pathname
	const token = path.split('/')[2]

	// The GET shows a button and changes nothing.
	expect(await unsubscribeLoader(routeArgs(db, path, { token }))).toEqual({ problem: null })
	expect((await provider(db, p.id)).reminders_unsubscribed_at).toBeNull()

	// RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`, without Origin or cookies.
	const oneClick = await unsubscribeAction(
		routeArgs(
			db,
			path,
			{ token },
			{
				method: 'POST',
				body: 'List-Unsubscribe=One-Click',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			},
		),
	)
	expect(oneClick).toEqual({ problem: null, done: true })
	expect((await provider(db, p.id)).reminders_unsubscribed_at).not.toBeNull()
	// Twice is fine.
	expect(await unsubscribeAction(routeArgs(db, path, { token }, { method: 'POST' }))).toMatchObject({
		done: true,
	})

	// A forged or malformed token: 404 / 400, nobody unsubscribed.
	const other = await insertProvider(db, { availability_confirmed_at: daysAgo(31) })
	const forged = `${other.id}.${token.split('.')[1]}`
	expect(
		await unsubscribeAction(routeArgs(db, `/unsubscribe/${forged}`, { token: forged }, { method: 'POST' })),
	).toMatchObject({
		init: { status: 404 },
	})
	expect(await unsubscribeLoader(routeArgs(db, '/unsubscribe/x', { token: 'x' }))).toMatchObject({
		init: { status: 400 },
	})
	expect((await provider(db, other.id)).reminders_unsubscribed_at).toBeNull()

	// No more reminders for them, even when due again; the other provider still gets theirs.
	await db
		.update(providers)
		.set({ availability_reminders: 0, availability_reminded_at: null })
		.where(eq(providers.id, p.id))
	expect(await sendAvailabilityReminders(db, { ...SITE, now: later(1) })).toBe(1)
	const outbox = await db.select({ to: emailOutbox.to, meta: emailOutbox.meta }).from(emailOutbox)
	expect(outbox.filter((r) => r.to === p.email)).toHaveLength(1)

	// Account e-mails still go.
	await requestPasswordReset(db, { email: p.email } as never, { ip: '203.0.113.10', now: later(1) })
	smtp.received.length = 0
	await smtp.deliver(db, later(1))
	const reset = smtp.received.find((m) => m.to.includes(p.email))
	expect(reset && decode(reset)).toMatch(/^Subject: Reset your Openroom password\r?$/m)
})

test('the link pages answer 400 to any malformed input and 429 past the per-address limit', async () => {
	const { db } = await createTestDb()
	// The limits count in fixed windows (they start on the clock's multiples of windowMs): a test that
	// straddled a window's end would see the count start again (CI did, at 09:30 UTC). Both rules have
	// 15-minute windows; the clock starts a minute into one.
	const { windowMs } = LINK_RATE_LIMIT
	expect(UNSUBSCRIBE_RATE_LIMIT.windowMs).toBe(windowMs)
	vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / windowMs) * windowMs + 60_000 })
	onTestFinished(() => {
		vi.useRealTimers()
	})
	const json = routeArgs(
		db,
		'/availability',
		{},
		{ method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } },
	)
	expect(await availabilityAction(json)).toMatchObject({ init: { status: 400 } })
	const weird = [
		'/availability?id[]=1',
		'/availability?set=waitlist&set=accepting',
		`/availability?token=${'%00'.repeat(40)}`,
	]
	for (const url of weird)
		expect(await availabilityLoader(routeArgs(db, url, {}))).toMatchObject({ init: { status: 400 } })

	const open = () => availabilityLoader(routeArgs(db, '/availability', {}, { ip: '198.51.100.77' }))
	for (let i = 0; i < 30; i++) expect(await open()).toMatchObject({ init: { status: 400 } })
	expect(await open()).toMatchObject({ data: { problem: 'rate_limited' }, init: { status: 429 } })
	// Another address is not affected.
	expect(await availabilityLoader(routeArgs(db, '/availability', {}, { ip: '198.51.100.78' }))).toMatchObject(
		{
			init: { status: 400 },
		},
	)

	const unsubscribe = () =>
		unsubscribeAction(
			routeArgs(db, '/unsubscribe/x', { token: 'x' }, { method: 'POST', ip: '198.51.100.79' }),
		)
	for (let i = 0; i < 120; i++) expect(await unsubscribe()).toMatchObject({ init: { status: 400 } })
	expect(await unsubscribe()).toMatchObject({ init: { status: 429 } })
})

test('the e-mail escapes the provider’s name and carries the links in both parts', () => {
	const email = buildReminderEmail({
		...SITE,
		to: 'x@example.test',
		provider_id: '00000000-0000-4000-8000-000000000000',
		first_name: '<b>Ana</b> & "Co"',
		availability: 'Waitlist for New Clients',
		token: 'a'.repeat(43),
		unsubscribeToken: `00000000-0000-4000-8000-000000000000.${'b'.repeat(43)}`,
		reminder: 2,
	})
	expect(email.subject).toBe('Reminder: Are you still accepting new clients?')
	expect(email.html).not.toContain('<b>Ana</b>')
	expect(email.html).toContain('&#60;b&#62;Ana&#60;/b&#62; &#38; &#34;Co&#34;')
	for (const part of [email.text, email.html]) {
		expect(part).toContain('/unsubscribe/00000000-0000-4000-8000-000000000000.')
		expect(part.match(/\/availability\?/g)).toHaveLength(3)
	}
	expect(email.headers).toEqual({
		'List-Unsubscribe': `<http://localhost:3000/unsubscribe/00000000-0000-4000-8000-000000000000.${'b'.repeat(43)}>`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
	})
})
