import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { auditLog, emailOutbox, providers, reports, sessions } from '~/db/schema'
import { findVisibleUserDoc } from '~/features/api-contract/user-docs.server'
import { login } from '~/features/accounts/accounts.server'
import { signUp } from '~/features/accounts/accounts.test-support'
import { loadProfilePage } from '~/features/profile-page/profile-page.server'
import { findOwnProfile } from '~/features/profile-editing/own-profile.server'
import { updateOwnProfile } from '~/features/profile-editing/update-own-profile.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { insertProvider, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { openStaffSession } from '../staff/staff.test-support'
import { loadCase } from './case.server'
import { dismissReport, hideProfile, requestFix, restoreProfile, suspendAccount } from './decisions.server'
import { reportQueue } from './queues.server'

// docs/product.md#moderation: each decision changes the profile, writes its audit row, and the
// directory follows (search, the API, the page's 410); reports never hide a profile on their own.

const MAIL = { siteName: 'Openroom', publicUrl: 'http://localhost:3000' }

async function setUp() {
	const { db } = await createTestDb()
	const { staff } = await openStaffSession(db, 'mod@example.com', 'moderator')
	const actor = { id: staff.id, email: staff.email }
	const profile = await insertProvider(db, { email: 'owner@example.com' })
	return { db, actor, profile }
}

const listedLive = async (db: Db, id: string) =>
	(await db.select({ id: providers.id }).from(providers).where(liveProviderCondition)).some(
		(r) => r.id === id,
	)

const auditOf = (db: Db, id: string) =>
	db.select().from(auditLog).where(eq(auditLog.profile_id, id)).orderBy(auditLog.at)

const outboxTo = (db: Db, to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to))

async function report(db: Db, provider_id: string, email: string | null = null) {
	const [row] = await db
		.insert(reports)
		.values({ provider_id, reason: 'impersonation', details: 'Uses my name', email })
		.returning()
	return row
}

describe('moderation decisions', () => {
	test('hide: not live, gone from the API, 410 to visitors, the owner sees why; restore brings it back; both audited', async () => {
		const { db, actor, profile } = await setUp()
		await report(db, profile.id, 'reporter@example.com')
		const params = { first: profile.url_tag, second: String(profile.short_id) }
		expect(await listedLive(db, profile.id)).toBe(true)

		await hideProfile(db, actor, { provider_id: profile.id, reason: 'Impersonation confirmed' }, MAIL)
		expect(await listedLive(db, profile.id)).toBe(false)
		expect(await findVisibleUserDoc(db, { id: profile.id }, null)).toBeNull()
		expect((await loadProfilePage(db, params, null)).kind).toBe('gone')
		expect((await loadProfilePage(db, params, profile.id)).kind).toBe('page')
		expect((await findOwnProfile(db, profile.id))?.hidden_reason).toBe('Impersonation confirmed')
		// Its open report closed as acted on, and the reporter answered without naming the moderator.
		expect((await reportQueue(db)).total).toBe(0)
		const [answer] = await outboxTo(db, 'reporter@example.com')
		expect(answer.text).toContain('acted on the profile')
		expect(answer.text).not.toContain('mod@example.com')

		await restoreProfile(db, actor, { provider_id: profile.id, reason: 'Appeal accepted' })
		expect(await listedLive(db, profile.id)).toBe(true)
		expect((await loadProfilePage(db, params, null)).kind).toBe('page')
		expect((await findOwnProfile(db, profile.id))?.hidden_reason).toBeNull()

		const rows = await auditOf(db, profile.id)
		expect(rows.map((r) => [r.action, r.reason, r.actor_email])).toEqual([
			['profile.hide', 'Impersonation confirmed', 'mod@example.com'],
			['profile.restore', 'Appeal accepted', 'mod@example.com'],
		])
		expect(rows[0].before).toMatchObject({ hidden: false })
		expect(rows[0].after).toMatchObject({ hidden: true, reports_closed: 1 })
		const kase = await loadCase(db, profile.short_id)
		expect(kase?.decisions.map((d) => d.action)).toEqual(['profile.restore', 'profile.hide'])
		expect(kase?.reports[0].email).toBe('left an e-mail')
	})

	test('dismiss a report: closed as dismissed, audited, the reporter told; mass reports never hide a profile', async () => {
		const { db, actor, profile } = await setUp()
		const first = await report(db, profile.id, 'someone@example.com')
		for (let i = 0; i < 40; i += 1) await report(db, profile.id)
		expect(await listedLive(db, profile.id)).toBe(true)
		const queue = await reportQueue(db)
		expect(queue).toMatchObject({ total: 41, profiles: 1 })
		expect(queue.groups[0].reports).toHaveLength(5)

		await dismissReport(db, actor, { report_id: first.id, reason: 'Not the same person' }, MAIL)
		const [closed] = await db.select().from(reports).where(eq(reports.id, first.id))
		expect(closed).toMatchObject({ status: 'closed', resolution: 'dismissed', closed_by: actor.id })
		expect((await outboxTo(db, 'someone@example.com'))[0].text).toContain('found nothing')
		const [row] = await auditOf(db, profile.id)
		expect(row).toMatchObject({ action: 'report.dismiss', reason: 'Not the same person' })
		await expect(dismissReport(db, actor, { report_id: first.id, reason: 'again' }, MAIL)).rejects.toThrow(
			/not open/,
		)
	})

	test('a fix request is e-mailed and shown to the owner until they save their profile', async () => {
		const { db, actor, profile } = await setUp()
		await requestFix(db, actor, { provider_id: profile.id, reason: 'Your licence number is missing.' }, MAIL)
		expect((await findOwnProfile(db, profile.id))?.fix_request).toBe('Your licence number is missing.')
		expect((await outboxTo(db, 'owner@example.com'))[0].text).toContain('Your licence number is missing.')
		expect((await auditOf(db, profile.id)).map((r) => r.action)).toEqual(['profile.fix_request'])
		await updateOwnProfile(db, sessionUserFor(profile), { license: 'LPC 12345' })
		expect((await findOwnProfile(db, profile.id))?.fix_request).toBeNull()
	})

	test('suspend: sessions end, sign-in is refused, the profile is hidden; restore lets them in again', async () => {
		const { db, actor } = await setUp()
		const { account } = await signUp(db, 'suspect@example.com', 'password123')
		await suspendAccount(db, actor, { provider_id: account.id, reason: 'Fraud' }, MAIL)
		expect(await db.select().from(sessions).where(eq(sessions.provider_id, account.id))).toEqual([])
		const [row] = await db.select().from(providers).where(eq(providers.id, account.id))
		expect(row).toMatchObject({ hidden: true, hidden_reason: 'Fraud' })
		expect(row.suspended_at).not.toBeNull()
		const attempt = () =>
			login(db, { username: 'suspect@example.com', password: 'password123' }, { ip: '198.51.100.9' })
		await expect(attempt()).rejects.toMatchObject({ code: 'forbidden' })
		await restoreProfile(db, actor, { provider_id: account.id, reason: 'Cleared' })
		await expect(attempt()).resolves.toMatchObject({ account: { id: account.id } })
		expect((await auditOf(db, account.id)).map((r) => r.action)).toEqual([
			'account.suspend',
			'profile.restore',
		])
	})
})
