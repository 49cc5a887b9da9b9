import type { Db } from '~/db/client.server'
import { isAppError } from '~/lib/errors'
import { grantRole, isStaffRole, listStaff, revokeRole } from './roles.server'

// npm run role -- grant EMAIL ROLE | revoke EMAIL ROLE | list (scripts/role.ts): how the first admin
// is named (docs/deploy.md#the-first-admin). The console's staff page calls the same service.

export const ROLE_USAGE = `Usage: npm run role -- grant EMAIL moderator|admin [reason]
       npm run role -- revoke EMAIL moderator|admin [reason]
       npm run role -- list`

export async function runRoleCommand(db: Db, args: string[]): Promise<{ code: number; output: string }> {
	const [command, email, role, ...rest] = args
	if (command === 'list' && args.length === 1) {
		const staff = await listStaff(db)
		if (!staff.length) return { code: 0, output: 'No one holds a role.' }
		const lines = staff.map(
			(s) =>
				`${s.email}  ${s.roles.join(', ')}  ${s.second_factor ? 'second factor set up' : 'no second factor yet'}`,
		)
		return { code: 0, output: [...lines, `${staff.length} with a role.`].join('\n') }
	}
	if ((command !== 'grant' && command !== 'revoke') || !email || !role || !isStaffRole(role)) {
		return { code: 2, output: ROLE_USAGE }
	}
	const reason = rest.join(' ').trim() || 'Command line'
	try {
		if (command === 'grant') {
			const { changed } = await grantRole(db, null, { email, role, reason })
			return { code: 0, output: changed ? `${email} is now ${role}.` : `${email} already holds ${role}.` }
		}
		const { changed } = await revokeRole(db, null, { email, role, reason })
		return {
			code: 0,
			output: changed ? `${email} no longer holds ${role}.` : `${email} did not hold ${role}.`,
		}
	} catch (error) {
		if (isAppError(error, 'not_found')) return { code: 1, output: error.message }
		throw error
	}
}
