// What a backup records about the database, read the same way on both engines: the row count of
// every table and the migration level. A restore is checked against it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Anything that answers SQL with rows: a PGlite, a pg Client. */
export type SqlClient = { query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[] }> }

export type MigrationLevel = { applied: number; last: string | null }

/** Application tables (public) and the migrations' own (drizzle), as schema.table. */
async function listTables(client: SqlClient): Promise<string[]> {
	const { rows } = await client.query<{ name: string }>(
		`select table_schema || '.' || table_name as name from information_schema.tables
		 where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
	)
	return rows.map((r) => r.name)
}

function quoted(table: string): string {
	return table
		.split('.')
		.map((part) => `"${part.replace(/"/g, '""')}"`)
		.join('.')
}

export async function countRows(client: SqlClient): Promise<Record<string, number>> {
	const counts: Record<string, number> = {}
	for (const table of await listTables(client)) {
		const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoted(table)}`)
		counts[table] = Number(rows[0].n)
	}
	return counts
}

/** Every row of every table as sorted JSON text: what a round trip must give back unchanged. */
export async function tableContents(client: SqlClient): Promise<Record<string, string[]>> {
	const out: Record<string, string[]> = {}
	for (const table of await listTables(client)) {
		const { rows } = await client.query<{ r: string }>(
			`select row_to_json(t)::text as r from ${quoted(table)} t`,
		)
		out[table] = rows.map((row) => row.r).sort()
	}
	return out
}

/** How many migrations ran, and the tag of the last one (from drizzle/meta/_journal.json). */
export async function migrationLevel(client: SqlClient): Promise<MigrationLevel> {
	const { rows } = await client.query<{ n: number; last: string | null }>(
		'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
	)
	const journal = JSON.parse(readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
		entries: Array<{ tag: string; when: number }>
	}
	const last = journal.entries.find((e) => String(e.when) === rows[0].last)?.tag ?? rows[0].last
	return { applied: Number(rows[0].n), last }
}
