import { eq } from 'drizzle-orm'
import { TOTP, Secret } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { createSession } from '~/auth/session.server'
import { auditLog, sessions, staffTotp } from '~/db/schema'
import type { Db } from '~/db/client.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { auditCsv, listAudit } from './audit.server'
import { consoleGate, STAFF_SESSION_MS } from './console-access.server'
import { runRoleCommand } from './role-cli.server'
import { findStaff, revokeRole } from './roles.server'
import {
	confirmEnrolment,
	disableSecondFactor,
	redeemRecoveryCode,
	startEnrolment,
	verifyCode,
} from './totp.server'

const codeAt = (secret: string, at: Date) =>
	new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() })

async function staffWithSession(db: Db, email: string, role: 'admin' | 'moderator' = 'admin') {
	const p = await insertProvider(db, { email })
	expect((await runRoleCommand(db, ['grant', email, role])).code).toBe(0)
	const session = await createSession(db, p.id)
	const staff = await findStaff(db, p.id)
	if (!staff) throw new Error('no staff')
	return {
		p,
		staff,
		user: { id: p.id, short_id: p.short_id, url_tag: p.url_tag, sessionId: session.sessionId },
	}
}

describe('roles on the command line', () => {
	test('grant, list, revoke; each change is one audit row; unknown e-mail and bad usage', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { email: 'ada@example.com' })
		expect(await runRoleCommand(db, ['list'])).toEqual({ code: 0, output: 'No one holds a role.' })
		expect(await runRoleCommand(db, ['grant', 'Ada@Example.com', 'admin'])).toEqual({
			code: 0,
			output: 'Ada@Example.com is now admin.',
		})
		expect((await runRoleCommand(db, ['grant', 'ada@example.com', 'admin'])).output).toContain(
			'already holds',
		)
		expect((await runRoleCommand(db, ['grant', 'ada@example.com', 'moderator'])).code).toBe(0)
		expect((await runRoleCommand(db, ['list'])).output).toContain(
			'ada@example.com  admin, moderator  no second factor yet',
		)
		expect(
			(await runRoleCommand(db, ['revoke', 'ada@example.com', 'moderator', 'left', 'the', 'team'])).code,
		).toBe(0)
		expect((await runRoleCommand(db, ['grant', 'nobody@example.com', 'admin'])).code).toBe(1)
		expect((await runRoleCommand(db, ['grant', 'ada@example.com', 'owner'])).code).toBe(2)
		expect((await runRoleCommand(db, [])).code).toBe(2)
		const { rows } = await listAudit(db, {})
		expect(rows.map((r) => [r.action, r.reason, r.actor_id])).toEqual([
			['role.revoke', 'left the team', null],
			['role.grant', 'Command line', null],
			['role.grant', 'Command line', null],
		])
		expect(rows[0].before).toEqual({ account: 'ada@example.com', roles: ['admin', 'moderator'] })
		expect(rows[0].after).toEqual({ account: 'ada@example.com', roles: ['admin'] })
	})

	test('an admin in the console cannot revoke the last admin', async () => {
		const { db } = await createTestDb()
		const { staff } = await staffWithSession(db, 'only@example.com')
		await expect(revokeRole(db, staff, { email: staff.email, role: 'admin', reason: 'x' })).rejects.toThrow(
			/last admin/,
		)
	})
})

describe('the second factor', () => {
	test('enrol, verify within ±1 step, refuse a replayed code, recovery codes work once, remove', async () => {
		const { db } = await createTestDb()
		const { staff, user } = await staffWithSession(db, 'totp@example.com')
		expect((await consoleGate(db, user)).kind).toBe('enrol')
		const first = await startEnrolment(db, staff, 'Openroom')
		expect((await startEnrolment(db, staff, 'Openroom')).secret).toBe(first.secret)
		expect(first.qr_svg).toMatch(/^<svg/)
		const [stored] = await db.select().from(staffTotp).where(eq(staffTotp.provider_id, staff.id))
		expect(stored.secret_sealed).not.toContain(first.secret)

		const now = new Date()
		await expect(confirmEnrolment(db, staff, '000000', user.sessionId, now)).rejects.toThrow(/did not match/)
		const codes = await confirmEnrolment(db, staff, codeAt(first.secret, now), user.sessionId, now)
		expect(codes).toHaveLength(10)
		expect((await consoleGate(db, user)).kind).toBe('open')

		// Same step again: refused (replay). The next step, and one step late, pass.
		await expect(verifyCode(db, staff, codeAt(first.secret, now), user.sessionId, now)).rejects.toThrow()
		const later = new Date(now.getTime() + 60_000)
		await expect(
			verifyCode(db, staff, codeAt(first.secret, new Date(later.getTime() - 30_000)), user.sessionId, later),
		).resolves.toBeUndefined()
		const much = new Date(later.getTime() + 5 * 60_000)
		await expect(verifyCode(db, staff, codeAt(first.secret, later), user.sessionId, much)).rejects.toThrow()

		// A new session must verify; a recovery code passes it once.
		const other = await createSession(db, staff.id)
		const otherUser = { ...user, sessionId: other.sessionId }
		expect((await consoleGate(db, otherUser)).kind).toBe('verify')
		const recovery = codes[0].replace('-', '')
		expect(await redeemRecoveryCode(db, staff, recovery, other.sessionId)).toEqual({ left: 9 })
		expect((await consoleGate(db, otherUser)).kind).toBe('open')
		await expect(redeemRecoveryCode(db, staff, recovery, other.sessionId)).rejects.toThrow(/not valid/)

		await disableSecondFactor(db, staff, 'new phone')
		expect((await consoleGate(db, user)).kind).toBe('enrol')
		const actions = (await listAudit(db, { actor: staff.email })).rows.map((r) => r.action)
		expect(actions).toEqual(['second_factor.disable', 'second_factor.recovery_code', 'second_factor.enrol'])
	})

	test('a staff session lasts at most 12 hours; a provider and a stranger are hidden', async () => {
		const { db } = await createTestDb()
		const { user } = await staffWithSession(db, 'old@example.com', 'moderator')
		await db
			.update(sessions)
			.set({ created_at: new Date(Date.now() - STAFF_SESSION_MS - 1000) })
			.where(eq(sessions.id, user.sessionId))
		expect((await consoleGate(db, user)).kind).toBe('expired')
		const provider = await insertProvider(db)
		const s = await createSession(db, provider.id)
		expect((await consoleGate(db, { ...user, id: provider.id, sessionId: s.sessionId })).kind).toBe('hidden')
		expect((await consoleGate(db, null)).kind).toBe('hidden')
	})
})

describe('the audit log', () => {
	test('filters, CSV through csv-stringify (formula cells neutralised)', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { email: 'csv@example.com' })
		await runRoleCommand(db, ['grant', 'csv@example.com', 'admin', '=HYPERLINK("x")'])
		await runRoleCommand(db, ['grant', 'csv@example.com', 'moderator', 'plain, with "quotes"'])
		expect((await listAudit(db, { action: 'role.grant' })).rows).toHaveLength(2)
		expect((await listAudit(db, { action: 'role.revoke' })).rows).toHaveLength(0)
		expect((await listAudit(db, { from: '2000-01-01', to: '2000-01-02' })).rows).toHaveLength(0)
		const text = await new Response(auditCsv(db, {})).text()
		const lines = text.trim().split('\n')
		expect(lines[0]).toBe('at,actor_email,actor_id,action,profile_id,reason,before,after')
		expect(lines).toHaveLength(3)
		expect(text).toContain(`"plain, with ""quotes"""`)
		expect(text).toContain(`"'=HYPERLINK(""x"")"`)
	})

	test('the database refuses UPDATE and DELETE of a row; deleting an account keeps its rows', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { email: 'gone@example.com' })
		await runRoleCommand(db, ['grant', 'gone@example.com', 'moderator'])
		await expect(db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow()
		await expect(db.delete(auditLog)).rejects.toThrow()
		const { providers } = await import('~/db/schema')
		await db.delete(providers).where(eq(providers.id, p.id))
		const { rows } = await listAudit(db, {})
		expect(rows.map((r) => [r.action, r.reason])).toEqual([['role.grant', 'Command line']])
	})
})
