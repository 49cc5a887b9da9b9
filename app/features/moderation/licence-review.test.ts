import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { userContext } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { auditLog, emailOutbox, licenseChecks } from '~/db/schema'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { action as licenceAction, loader as licencePage } from '~/routes/moderation/licence'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { openStaffSession } from '../staff/staff.test-support'
import { confirmLicence, licenceQueue, loadLicenceCase, notConfirmLicence } from './licence-review.server'

// The console's licence queue (docs/product.md#licence-checks): needs_review checks oldest first with
// their count; 'Checked by a person' with a source and 'Not confirmed' with a reason, each audited.

const MAIL = { siteName: 'Openroom', publicUrl: 'http://localhost:3000' }
const NPI = '1234567893'

const needsReview = (checked_at: string, number = '12345'): StoredLicenceCheck => ({
	status: 'needs_review',
	source: 'registry',
	checked_at,
	registry_file_date: '2026-11-09',
	mismatches: [],
	licenses: [{ type: 'lpc', number, state: 'TX', status: 'needs_review', mismatches: ['license_number'] }],
})

async function claimant(db: Db, checked_at: string, email: string) {
	return insertProvider(db, {
		email,
		npi: NPI,
		licenses: [{ type: 'lpc', number: '12345', state: 'TX' }],
		license_check: needsReview(checked_at),
	})
}

const stateOf = async (db: Db, id: string) =>
	(
		await db
			.select({ check: licenseChecks.license_check, checked: licenseChecks.license_checked })
			.from(licenseChecks)
			.where(eq(licenseChecks.provider_id, id))
	)[0]
const auditOf = (db: Db, id: string) => db.select().from(auditLog).where(eq(auditLog.profile_id, id))

describe('the licence queue', () => {
	test('lists the checks that need a person, oldest first, with the count and what did not match', async () => {
		const { db } = await createTestDb()
		const newer = await claimant(db, '2026-11-20T10:00:00.000Z', 'newer@example.com')
		const older = await claimant(db, '2026-11-10T10:00:00.000Z', 'older@example.com')
		await insertProvider(db, {
			npi: NPI,
			license_check: { ...needsReview('2026-11-01T00:00:00.000Z'), status: 'checked' },
		})
		const queue = await licenceQueue(db)
		expect(queue.total).toBe(2)
		expect(queue.entries.map((e) => e.provider_id)).toEqual([older.id, newer.id])
		expect(queue.entries[0]).toMatchObject({ npi: NPI, mismatches: ['TX: license_number'] })
		const found = await loadLicenceCase(db, older.short_id)
		expect(found?.boards.map((b) => b.state)).toEqual(['TX'])
		expect(found?.boards[0].pages[0].url).toMatch(/^https:\/\//)
	})

	test("'Checked by a person' with a source: checked by staff, the badge, one audit row; the queue empties", async () => {
		const { db } = await createTestDb()
		const { staff } = await openStaffSession(db, 'mod@example.com', 'moderator')
		const p = await claimant(db, '2026-11-10T10:00:00.000Z', 'ana@example.com')
		await confirmLicence(
			db,
			{ id: staff.id, email: staff.email },
			{
				provider_id: p.id,
				state: 'TX',
				source: 'Texas BHEC look-up: LPC 12345, active',
			},
		)
		const after = await stateOf(db, p.id)
		expect(after.checked).toBe(true)
		expect(after.check).toMatchObject({
			status: 'checked',
			source: 'staff',
			staff: { state: 'TX', note: 'Texas BHEC look-up: LPC 12345, active' },
			licenses: [{ state: 'TX', status: 'checked', mismatches: ['license_number'] }],
		})
		const audit = await auditOf(db, p.id)
		expect(audit).toHaveLength(1)
		expect(audit[0]).toMatchObject({
			action: 'licence.confirm',
			actor_email: 'mod@example.com',
			reason: 'Texas BHEC look-up: LPC 12345, active',
			before: { license_checked: false, status: 'needs_review' },
			after: { license_checked: true, status: 'checked', source: 'staff', state: 'TX' },
		})
		expect((await licenceQueue(db)).total).toBe(0)
		await expect(confirmLicence(db, null, { provider_id: p.id, state: 'CA', source: 'x' })).rejects.toThrow(
			/state of one of the licences/,
		)
	})

	test("'Not confirmed' with a reason: no badge, the reason e-mailed to the provider, one audit row", async () => {
		const { db } = await createTestDb()
		const { staff } = await openStaffSession(db, 'mod@example.com', 'moderator')
		const p = await claimant(db, '2026-11-10T10:00:00.000Z', 'ben@example.com')
		await notConfirmLicence(
			db,
			{ id: staff.id, email: staff.email },
			{ provider_id: p.id, reason: 'The Texas board lists no LPC 12345.' },
			MAIL,
		)
		const after = await stateOf(db, p.id)
		expect(after.checked).toBe(false)
		expect(after.check).toMatchObject({ status: 'not_confirmed', source: 'staff' })
		const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ben@example.com'))
		expect(mail).toHaveLength(1)
		expect(mail[0].subject).toBe('We could not confirm your licence on Openroom')
		expect(mail[0].text).toContain('The Texas board lists no LPC 12345.')
		const audit = await auditOf(db, p.id)
		expect(audit.map((a) => [a.action, a.reason])).toEqual([
			['licence.not_confirmed', 'The Texas board lists no LPC 12345.'],
		])
	})

	test('the page and its form: a moderator opens the case and a decision without a source is refused', async () => {
		const { db } = await createTestDb()
		const { user } = await openStaffSession(db, 'mod@example.com', 'moderator')
		const p = await claimant(db, '2026-11-10T10:00:00.000Z', 'cara@example.com')
		const context = new RouterContextProvider()
		context.set(dbContext, db)
		context.set(userContext, user)
		const url = `http://localhost:3000/moderation/licence/${p.short_id}`
		const params = { short_id: String(p.short_id) }
		const page = await licencePage({ request: new Request(url), context, params } as never)
		expect(page.provider.npi).toBe(NPI)
		const post = (body: Record<string, string>) =>
			licenceAction({
				request: new Request(url, { method: 'POST', body: new URLSearchParams(body) }),
				context,
				params,
			} as never)
		expect(await post({ intent: 'confirm', state: 'TX', reason: ' ' })).toMatchObject({
			ok: false,
			intent: 'confirm',
		})
		expect((await stateOf(db, p.id)).checked).toBe(false)
		expect(await post({ intent: 'confirm', state: 'TX', reason: 'Board look-up' })).toMatchObject({
			ok: true,
		})
		expect((await stateOf(db, p.id)).checked).toBe(true)
	})
})
