// The audit log's action names, shared by the service and the console's filter (no server code here).

/** The actions recorded so far; part 2 of issue 45 adds the moderation decisions. */
export const AUDIT_ACTIONS = [
	'role.grant',
	'role.revoke',
	'second_factor.enrol',
	'second_factor.disable',
	'second_factor.recovery_code',
] as const
