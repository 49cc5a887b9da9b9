import { eq } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import type { SessionUser } from '~/auth/context'
import { clearSessionCookie, deleteSession } from '~/auth/session.server'
import type { Db } from '~/db/client.server'
import { sessions, type StaffRole } from '~/db/schema'
import { findStaff, type StaffMember } from './roles.server'
import { secondFactorStatus } from './totp.server'

// The console's door (docs/product.md#staff-roles-second-factor-and-the-audit-log): every console
// page and action asks here. Anyone without a role gets the site's ordinary 404, so the console
// gives no hint that it exists; a role holder must have passed the second factor in this session,
// and a staff session lasts at most 12 hours.

export const STAFF_SESSION_MS = 12 * 60 * 60_000
export const CONSOLE_PATH = '/moderation'
export const ENROL_PATH = '/moderation/second-factor/enrol'
export const VERIFY_PATH = '/moderation/second-factor/verify'

export type ConsoleGate =
	| { kind: 'hidden' }
	| { kind: 'expired' }
	| { kind: 'enrol' | 'verify' | 'open'; staff: StaffMember }

/** Where this session stands at the console's door. */
export async function consoleGate(db: Db, user: SessionUser | null, now = new Date()): Promise<ConsoleGate> {
	if (!user) return { kind: 'hidden' }
	const staff = await findStaff(db, user.id)
	if (!staff) return { kind: 'hidden' }
	const [session] = await db
		.select({ created_at: sessions.created_at, second_factor_at: sessions.second_factor_at })
		.from(sessions)
		.where(eq(sessions.id, user.sessionId))
	if (!session || now.getTime() - session.created_at.getTime() > STAFF_SESSION_MS) return { kind: 'expired' }
	const status = await secondFactorStatus(db, staff.id)
	if (status !== 'enrolled') return { kind: 'enrol', staff }
	if (!session.second_factor_at) return { kind: 'verify', staff }
	return { kind: 'open', staff }
}

/** The ordinary not-found answer: the root's error boundary renders the same page as any unknown path. */
export function notFound(): never {
	throw data(null, { status: 404 })
}

type Need = {
	/** Admin-only pages answer 404 to a moderator too. */
	role?: StaffRole
	/** The second-factor pages themselves: reachable before the factor is passed. */
	stage?: 'enrol' | 'verify'
}

/**
 * For console loaders and actions: the staff member, or the answer that replaces the page (404, a
 * new sign-in, the enrolment or the verification).
 */
export async function requireConsole(
	db: Db,
	user: SessionUser | null,
	request: Request,
	need: Need = {},
	now = new Date(),
): Promise<StaffMember> {
	const gate = await consoleGate(db, user, now)
	if (gate.kind === 'hidden') notFound()
	if (gate.kind === 'expired') {
		if (user) await deleteSession(db, user.sessionId)
		const back = new URL(request.url)
		throw redirect(`/login?redirectTo=${encodeURIComponent(back.pathname)}`, {
			headers: { 'Set-Cookie': clearSessionCookie() },
		})
	}
	const { staff } = gate
	if (need.role && !staff.roles.includes(need.role)) notFound()
	if (need.stage === 'enrol') {
		// Open too: the enrolment page shows the recovery codes once, after the factor is set up.
		if (gate.kind === 'verify') throw redirect(VERIFY_PATH)
		return staff
	}
	if (need.stage === 'verify') {
		if (gate.kind === 'enrol') throw redirect(ENROL_PATH)
		if (gate.kind === 'open') throw redirect(CONSOLE_PATH)
		return staff
	}
	if (gate.kind === 'enrol') throw redirect(ENROL_PATH)
	if (gate.kind === 'verify') throw redirect(VERIFY_PATH)
	return staff
}
