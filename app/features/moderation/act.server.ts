import type { Db } from '~/db/client.server'
import type { StaffMember } from '~/features/staff/roles.server'
import { AppError } from '~/lib/errors'
import {
	dismissReport,
	hideProfile,
	type MailContext,
	requestFix,
	restoreProfile,
	suspendAccount,
} from './decisions.server'
import type { ModerationAction } from './moderation.schema'

/** One console form's action on one profile, by the staff member the console's door let in. */
export async function actOnProfile(
	db: Db,
	staff: StaffMember,
	provider_id: string,
	input: ModerationAction,
	mail: MailContext,
): Promise<string> {
	const actor = { id: staff.id, email: staff.email }
	const target = { provider_id, reason: input.reason }
	switch (input.intent) {
		case 'dismiss':
			if (!input.report_id) throw new AppError('invalid', 'Which report?')
			await dismissReport(db, actor, { report_id: input.report_id, reason: input.reason, provider_id }, mail)
			return 'Report dismissed.'
		case 'hide':
			await hideProfile(db, actor, target, mail)
			return 'Profile hidden: it leaves search, the sitemap and the API, and its page answers 410.'
		case 'restore':
			await restoreProfile(db, actor, target)
			return 'Profile restored.'
		case 'fix':
			await requestFix(db, actor, target, mail)
			return 'Request sent to the provider.'
		case 'suspend':
			await suspendAccount(db, actor, target, mail)
			return 'Account suspended: it cannot sign in, and its profile is hidden.'
	}
}
