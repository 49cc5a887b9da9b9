/**
 * Rows → PostgreSQL COPY text format (tab-separated, \N for null), for bulk loads into PGlite.
 * https://www.postgresql.org/docs/current/sql-copy.html#id-1.9.3.55.9.2
 */

const COPY_SPECIAL = /[\\\t\n\r]/g
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

function escapeCopy(text: string): string {
	return text.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c])
}

/** An array literal: '{1,2}' or '{"a b","c \\"d\\""}' (elements always quoted, so any text is safe). */
function arrayLiteral(values: readonly unknown[]): string {
	const items = values.map((v) => {
		if (v === null || v === undefined) return 'NULL'
		if (typeof v === 'number') return String(v)
		return `"${String(v).replace(/["\\]/g, '\\$&')}"`
	})
	return `{${items.join(',')}}`
}

function copyValue(value: unknown): string {
	if (value === null || value === undefined) return '\\N'
	if (typeof value === 'boolean') return value ? 't' : 'f'
	if (typeof value === 'number') return String(value)
	if (value instanceof Date) return value.toISOString()
	if (Array.isArray(value)) return escapeCopy(arrayLiteral(value))
	if (typeof value === 'object') return escapeCopy(JSON.stringify(value))
	return escapeCopy(String(value))
}

/**
 * COPY text for `rows`, one line each, with the values of `keys` in order. Arrays are written as
 * PostgreSQL array literals, plain objects as JSON; `jsonColumns` forces JSON for array values too
 * (a jsonb column holding a JSON array).
 */
export function toCopyText(
	rows: ReadonlyArray<Record<string, unknown>>,
	keys: readonly string[],
	jsonColumns: ReadonlySet<string> = new Set(),
): string {
	const lines: string[] = []
	for (const row of rows) {
		const fields: string[] = []
		for (const key of keys) {
			const value = row[key]
			fields.push(
				jsonColumns.has(key) && value != null ? escapeCopy(JSON.stringify(value)) : copyValue(value),
			)
		}
		lines.push(fields.join('\t'))
	}
	return lines.length ? `${lines.join('\n')}\n` : ''
}
