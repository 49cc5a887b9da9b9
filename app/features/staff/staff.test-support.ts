// Shared by the staff and moderation tests: an account that holds a role and whose session has
// passed the second factor (enrolled through the service with a computed code), as the console needs.
import { Secret, TOTP } from 'otpauth'
import type { SessionUser } from '~/auth/context'
import { createSession } from '~/auth/session.server'
import type { Db } from '~/db/client.server'
import type { StaffRole } from '~/db/schema'
import { insertProvider } from '../../../tests/factories'
import { grantRole, type StaffMember, findStaff } from './roles.server'
import { confirmEnrolment, startEnrolment } from './totp.server'

export async function openStaffSession(
	db: Db,
	email: string,
	role: StaffRole = 'moderator',
): Promise<{ staff: StaffMember; user: SessionUser }> {
	const account = await insertProvider(db, { email })
	await grantRole(db, null, { email, role, reason: 'test staff' })
	const staff = await findStaff(db, account.id)
	if (!staff) throw new Error('openStaffSession: no staff row')
	const session = await createSession(db, account.id)
	const { secret } = await startEnrolment(db, staff, 'Openroom')
	await confirmEnrolment(
		db,
		staff,
		new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
		session.sessionId,
	)
	return {
		staff,
		user: {
			id: account.id,
			short_id: account.short_id,
			url_tag: account.url_tag,
			sessionId: session.sessionId,
		},
	}
}
