// The audit log's action names, shared by the service and the console's filter (no server code here).

/** Every action the log records: staff changes, then moderation decisions (docs/product.md#moderation). */
export const AUDIT_ACTIONS = [
	'role.grant',
	'role.revoke',
	'second_factor.enrol',
	'second_factor.disable',
	'second_factor.recovery_code',
	'report.dismiss',
	'profile.hide',
	'profile.restore',
	'profile.fix_request',
	'account.suspend',
	'flag.clear',
	'flag.confirm',
	'licence.confirm',
	'licence.not_confirmed',
] as const
