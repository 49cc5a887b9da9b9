/**
 * Whether a database error (or an error it caused: Drizzle wraps the driver's) carries this
 * SQLSTATE, e.g. '23505' unique_violation.
 */
export function hasSqlState(error: unknown, code: string): boolean {
	for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
		if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === code) return true
		e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined
	}
	return false
}
