/**
 * npm run db:generate [-- --name NAME]: drizzle-kit's migration for the schema's changes, and, when
 * INDEX_ROW_FIELDS changed (app/db/schema/providers.ts), provider_index_row() written anew in it
 * (scripts/index-row-sql.ts). Read the migration before you commit it; never edit a merged one.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
	definedIndexRowFunction,
	indexRowUpToDate,
	joinStatements,
	MIGRATIONS_DIR,
	replaceIndexRowSql,
	withoutIndexRowColumn,
} from './index-row-sql'

const sqlFiles = () => new Set(readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')))

function drizzleKit(args: string[]): string | null {
	const before = sqlFiles()
	const run = spawnSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit' })
	if (run.status !== 0) process.exit(run.status ?? 1)
	return [...sqlFiles()].find((name) => !before.has(name)) ?? null
}

const args = process.argv.slice(2)
const upToDate = indexRowUpToDate()
const previous = definedIndexRowFunction()
const written = drizzleKit(args)
if (!upToDate) {
	const name = args.includes('--name') ? [] : ['--name', 'index_row']
	const file = written ?? drizzleKit(['--custom', ...name, ...args])
	if (!file) throw new Error('drizzle-kit wrote no migration for provider_index_row()')
	const target = path.join(MIGRATIONS_DIR, file)
	const rest = withoutIndexRowColumn(
		readFileSync(target, 'utf8').replace(/^-- Custom SQL migration file.*$/m, ''),
	)
	writeFileSync(target, joinStatements(rest, replaceIndexRowSql(previous.types)))
	console.log(
		`provider_index_row() written anew in drizzle/${file} (it was defined in drizzle/${previous.file})`,
	)
}
