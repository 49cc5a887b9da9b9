import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { followUpAnswers, providers } from '~/db/schema'
import { findOwnProfile } from '~/features/profile-editing/own-profile.server'
import { action as answerAction, loader as answerLoader } from '~/routes/follow-up'
import { action as providerAction } from '~/routes/follow-up-provider'
import { action as unsubscribeAction } from '~/routes/follow-up-unsubscribe'
import { updateOwnProfile } from '~/features/profile-editing/update-own-profile.server'
import { insertProvider, routeArgs, sessionUserFor, tagIdsOf } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { afterDelay, answerLinks, mailSink, SITE, write } from './follow-ups.test-support'
import { runFollowUps } from './follow-ups.server'

// The follow-up's pages (docs/product.md#follow-ups): opening a link records nothing, the POST does;
// bad links answer 4xx and change nothing; three 'Not yet' make Waitlist, the provider's click ends it.

function form(fields: Record<string, string>) {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

type Page = { data?: unknown; init?: { status?: number } | null }
const statusOf = (result: unknown) => (result as Page).init?.status ?? 200
const dataOf = (result: unknown) => ((result as Page).data ?? result) as Record<string, unknown>

/** Writes, delivers and sends the follow-up; returns its signed token. */
async function followUpToken(
	db: Parameters<typeof write>[0],
	provider_id: string,
	email: string,
	ip?: string,
) {
	const smtp = await mailSink()
	await write(db, provider_id, email, ip)
	await smtp.deliver(db)
	await runFollowUps(db, { ...SITE, now: afterDelay() })
	await smtp.deliver(db)
	const mail = smtp.to(email).at(-1)
	if (!mail) throw new Error('no follow-up')
	return { token: answerLinks(mail)['not-yet'], smtp }
}

const answer = (db: Parameters<typeof write>[0], token: string, outcome: string, ip = '203.0.113.9') =>
	answerAction(
		routeArgs(db, `/follow-up/${token}`, { token }, { method: 'POST', body: form({ answer: outcome }), ip }),
	)

test("opening 'Not yet' records nothing; its button records it and shows three accepting therapists of the state", async () => {
	const { db } = await createTestDb()
	const tags = tagIdsOf('anxiety')
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', top_issues: tags })
	for (let i = 0; i < 4; i++) await insertProvider(db, { issues: tags })
	const { token } = await followUpToken(db, ana.id, 'sam@example.test')

	const opened = await answerLoader(routeArgs(db, `/follow-up/${token}?answer=not-yet`, { token }))
	expect(statusOf(opened)).toBe(200)
	expect(dataOf(opened)).toMatchObject({ name: 'Ana Lopez', chosen: 'not-yet', current: null })
	expect(await db.$count(followUpAnswers)).toBe(0)

	const done = dataOf(await answer(db, token, 'not-yet'))
	expect(done).toMatchObject({ done: true, outcome: 'not-yet', stateName: 'Texas' })
	const suggestions = (done.groups as { suggestions: { id: string }[] }[]).flatMap((g) => g.suggestions)
	expect(suggestions).toHaveLength(3)
	expect(suggestions.map((s) => s.id)).not.toContain(ana.id)
	expect(await db.$count(followUpAnswers)).toBe(1)
})

test('a forged, malformed or unknown answer link answers 4xx and records nothing', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	const { token } = await followUpToken(db, ana.id, 'sam@example.test')
	const forged = `${token.slice(0, 37)}${'A'.repeat(43)}`
	expect(statusOf(await answer(db, forged, 'yes'))).toBe(404)
	expect(statusOf(await answer(db, 'nonsense', 'yes'))).toBe(400)
	expect(statusOf(await answer(db, token, 'maybe'))).toBe(400)
	expect(
		statusOf(await answerLoader(routeArgs(db, `/follow-up/${forged}?answer=yes`, { token: forged }))),
	).toBe(404)
	expect(statusOf(await answerLoader(routeArgs(db, `/follow-up/${token}`, { token })))).toBe(400)
	expect(
		statusOf(
			await unsubscribeAction(
				routeArgs(db, `/follow-up/${forged}/unsubscribe`, { token: forged }, { method: 'POST' }),
			),
		),
	).toBe(404)
	expect(await db.$count(followUpAnswers)).toBe(0)
})

test("three people's 'Not yet' within 30 days make an Accepting profile Waitlist; one person counts once; 'I did reply' restores it", async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db)
	// One person, three messages (two addresses, one client address): one answer.
	for (const email of ['one@example.test', 'one@example.test', 'other-one@example.test']) {
		const { token } = await followUpToken(db, ana.id, email, '198.51.100.200')
		await answer(db, token, 'not-yet')
	}
	expect(await db.$count(followUpAnswers)).toBe(1)
	let tokenSmtp = await followUpToken(db, ana.id, 'two@example.test')
	await answer(db, tokenSmtp.token, 'not-yet')
	const [stillAccepting] = await db.select().from(providers).where(eq(providers.id, ana.id))
	expect(stillAccepting.availability).toBe('Accepting New Clients')

	tokenSmtp = await followUpToken(db, ana.id, 'three@example.test')
	await answer(db, tokenSmtp.token, 'not-yet')
	const [waitlisted] = await db.select().from(providers).where(eq(providers.id, ana.id))
	expect(waitlisted.availability).toBe('Waitlist for New Clients')
	expect(waitlisted.silence_waitlist_at).not.toBeNull()
	// The owner's profile says why.
	expect((await findOwnProfile(db, ana.id))?.silenceWaitlist).toBe(true)

	// The note's 'I did reply' link restores Accepting and confirms it.
	await tokenSmtp.smtp.deliver(db)
	const note = tokenSmtp.smtp.to(ana.email).find((m) => m.includes('/follow-up/provider/'))
	const link = note?.match(/\/follow-up\/provider\/([\w.-]+)\?side=replied/)
	if (!link) throw new Error('no provider link in the note')
	const forgedSide = await providerAction(
		routeArgs(
			db,
			'/follow-up/provider/x',
			{ token: `${link[1].slice(0, 37)}${'C'.repeat(43)}` },
			{
				method: 'POST',
				body: form({ side: 'replied' }),
			},
		),
	)
	expect(statusOf(forgedSide)).toBe(404)
	const restored = await providerAction(
		routeArgs(
			db,
			'/follow-up/provider/x',
			{ token: link[1] },
			{ method: 'POST', body: form({ side: 'replied' }) },
		),
	)
	expect(dataOf(restored)).toMatchObject({ done: true, availability: 'Accepting New Clients' })
	const [after] = await db.select().from(providers).where(eq(providers.id, ana.id))
	expect(after.silence_waitlist_at).toBeNull()
	expect((await findOwnProfile(db, ana.id))?.silenceWaitlist).toBe(false)
	expect((await db.select().from(followUpAnswers)).every((a) => a.provider_replied_at !== null)).toBe(true)
})

test("'They are not taking new clients' makes the availability count as unconfirmed, so the provider is asked to confirm", async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { availability_reminders: 2 })
	const { token } = await followUpToken(db, ana.id, 'sam@example.test')
	await answer(db, token, 'not-taking')
	const [row] = await db.select().from(providers).where(eq(providers.id, ana.id))
	expect(Date.now() - row.availability_confirmed_at.getTime()).toBeGreaterThan(60 * 86_400_000)
	expect(row.availability_reminders).toBe(0)
})

test("the owner's own save of their availability ends a Waitlist set by unanswered messages", async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, {
		availability: 'Waitlist for New Clients',
		silence_waitlist_at: new Date(),
	})
	expect((await findOwnProfile(db, ana.id))?.silenceWaitlist).toBe(true)
	await updateOwnProfile(db, sessionUserFor(ana), { id: ana.id, availability: 'Accepting New Clients' })
	const [row] = await db.select().from(providers).where(eq(providers.id, ana.id))
	expect(row.availability).toBe('Accepting New Clients')
	expect(row.silence_waitlist_at).toBeNull()
})
