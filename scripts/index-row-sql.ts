/**
 * provider_index_row(), the SQL function that packs what the search index reads of a provider
 * (docs/search.md#the-index-row), written from INDEX_ROW_FIELDS in app/db/schema/providers.ts.
 * `npm run db:generate` (scripts/db-generate.ts) puts it in a migration when the list changes;
 * tests/integration/index-row-sql.test.ts fails when the latest migration and the list disagree.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getTableColumns } from 'drizzle-orm'
import { INDEX_ROW_COLUMNS, INDEX_ROW_FIELDS, providers } from '../app/db/schema/providers'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../drizzle')
const BREAK = '--> statement-breakpoint'
const DEFINITION = /CREATE FUNCTION provider_index_row\(([\s\S]*?)\)\s*RETURNS[\s\S]*?\$\$;/

/** The function's parameters: each column the fields read, with its SQL type. */
function parameters(): string[] {
	const columns = getTableColumns(providers) as Record<string, { getSQLType(): string }>
	return INDEX_ROW_COLUMNS.map((name) => `${name} ${columns[name].getSQLType()}`)
}

/** The CREATE FUNCTION statement the list gives. */
export function indexRowFunctionSql(): string {
	const fields = INDEX_ROW_FIELDS.map((field) => field.sql).join(', ')
	return [
		`CREATE FUNCTION provider_index_row(${parameters().join(', ')})`,
		'RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$',
		`\tSELECT concat_ws(chr(30), ${fields})`,
		'$$;',
	].join('\n')
}

/** The stored generated column that calls it (as app/db/schema/providers.ts declares it). */
const indexRowColumnSql = () =>
	`ALTER TABLE "providers" ADD COLUMN "index_row" text GENERATED ALWAYS AS (provider_index_row(${INDEX_ROW_COLUMNS.join(', ')})) STORED;`

/** Whitespace does not count: one space between words, none inside parentheses. */
export const normalizeSql = (sql: string) =>
	sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim()

/** The function as the latest migration that defines it writes it, and that migration's file. */
export function definedIndexRowFunction(dir = MIGRATIONS_DIR): {
	file: string
	sql: string
	types: string[]
} {
	const files = readdirSync(dir)
		.filter((name) => name.endsWith('.sql'))
		.sort()
		.reverse()
	for (const file of files) {
		const found = DEFINITION.exec(readFileSync(path.join(dir, file), 'utf8'))
		if (found) {
			const types = found[1].split(',').map((param) => param.trim().split(/\s+/).slice(1).join(' '))
			return { file, sql: found[0], types }
		}
	}
	throw new Error(`no migration in ${dir} defines provider_index_row()`)
}

/** Whether the migrations define the function the list gives. */
export function indexRowUpToDate(dir = MIGRATIONS_DIR): boolean {
	return normalizeSql(definedIndexRowFunction(dir).sql) === normalizeSql(indexRowFunctionSql())
}

/**
 * The statements that replace the function and recompute every provider's row: the generated column
 * goes (it depends on the function), the function is made anew, and the column comes back.
 */
export function replaceIndexRowSql(previousTypes: readonly string[]): string {
	return [
		'-- provider_index_row(): written by `npm run db:generate` from INDEX_ROW_FIELDS (app/db/schema/providers.ts); do not edit.',
		`ALTER TABLE "providers" DROP COLUMN IF EXISTS "index_row";${BREAK}`,
		`DROP FUNCTION IF EXISTS provider_index_row(${previousTypes.join(', ')});${BREAK}`,
		`${indexRowFunctionSql()}${BREAK}`,
		indexRowColumnSql(),
	].join('\n')
}

/** A migration's statements without drizzle-kit's own drop and add of the generated column. */
export function withoutIndexRowColumn(migration: string): string {
	return migration
		.split(BREAK)
		.filter((statement) => !/"index_row"/.test(statement))
		.join(BREAK)
		.trim()
}

export function joinStatements(...parts: string[]): string {
	return `${parts.filter(Boolean).join(`${BREAK}\n`)}\n`
}
