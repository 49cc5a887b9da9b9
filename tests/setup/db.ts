import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { inject, onTestFinished } from 'vitest'
import { type Db, type DbHandle, migrateDb, openDb } from '~/db/client.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import * as schema from '~/db/schema'
import { settleSearchIndex } from '~/features/search/search-index.server'
import { withClient } from './pg-client'

let template: Promise<Blob> | undefined

/**
 * The migrated PGlite with reference data that globalSetup wrote once for the run
 * (tests/setup/global-setup.ts), read once per test file: each file's shared PGlite starts from it.
 */
async function pgliteTemplate(): Promise<Blob> {
	template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]))
	return template
}

/** What building a reset needs from a connection: rows of a query, and a script of statements. */
type SqlSession = {
	rows: <T>(sql: string) => Promise<T[]>
	exec: (sql: string) => Promise<unknown>
}

/**
 * One database per test file (per worker where files share a worker), reset between tests: starting
 * a clone costs about a second (a PGlite clone, or `create database … template` and its drop on
 * PostgreSQL), a reset a few milliseconds. The reset deletes every row, children before parents
 * (`delete` on tables this small is a hundred times faster than `truncate` on PostgreSQL), restarts
 * the sequences columns own, puts back the reference rows the template held (kept aside in the
 * schema test_reference) and the session settings. A test that closes its PGlite gets a fresh clone.
 */
async function buildReset(session: SqlSession): Promise<string> {
	const tables = (
		await session.rows<{ name: string }>(
			`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
		)
	).map((r) => r.name)
	const filled: string[] = []
	for (const name of tables) {
		if ((await session.rows(`select 1 from ${name} limit 1`)).length) filled.push(name)
	}
	await session.exec('create schema test_reference')
	for (const name of filled) await session.exec(`create table test_reference.${name} as table ${name}`)
	const owned = await session.rows<{ name: string }>(
		`select quote_ident(s.relname) as name from pg_class s join pg_depend d on d.objid = s.oid
		join pg_namespace n on n.oid = s.relnamespace
		where s.relkind = 'S' and d.deptype in ('a', 'i') and n.nspname = 'public'`,
	)
	const parentsFirst = await referenceOrder(session, tables)
	return [
		'rollback',
		'reset all',
		// The audit log refuses DELETE (a trigger, drizzle/*_audit_log_append_only.sql); TRUNCATE
		// fires no row trigger and is for test resets only.
		...[...parentsFirst]
			.reverse()
			.map((name) => (name === 'audit_log' ? `truncate ${name}` : `delete from ${name}`)),
		...owned.map(({ name }) => `alter sequence ${name} restart`),
		...parentsFirst
			.filter((name) => filled.includes(name))
			.map((name) => `insert into ${name} overriding system value select * from test_reference.${name}`),
	].join(';\n')
}

type SharedPglite = { client: PGlite; reset: string }
let shared: Promise<SharedPglite> | undefined

async function openSharedPglite(): Promise<SharedPglite> {
	const client = await PGlite.create({ loadDataDir: await pgliteTemplate() })
	const session: SqlSession = {
		rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
		exec: (sql) => client.exec(sql),
	}
	return { client, reset: await buildReset(session) }
}

/** The tables, each after the tables its foreign keys point to. */
async function referenceOrder(session: SqlSession, tables: string[]): Promise<string[]> {
	const rows = await session.rows<{ child: string; parent: string }>(
		`select quote_ident(c.relname) as child, quote_ident(p.relname) as parent from pg_constraint k
		join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid where k.contype = 'f'`,
	)
	const ordered: string[] = []
	const visit = (table: string) => {
		if (ordered.includes(table)) return
		for (const { child, parent } of rows)
			if (child === table && parent !== table && tables.includes(parent)) visit(parent)
		ordered.push(table)
	}
	for (const table of tables) visit(table)
	return ordered
}

async function resetPgliteDb(): Promise<PGlite> {
	let current = shared ? await shared : undefined
	if (!current || current.client.closed) {
		shared = openSharedPglite()
		current = await shared
		return current.client
	}
	// 'rollback' outside a transaction only warns; any other failure means a fresh clone.
	try {
		await current.client.exec(current.reset)
	} catch {
		await current.client.close().catch(() => {})
		shared = openSharedPglite()
		current = await shared
	}
	return current.client
}

/**
 * A fresh database for one test: a PGlite clone by default, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server, copied from the migrated template globalSetup made.
 */
export async function createTestDb(): Promise<DbHandle> {
	const url = process.env.TEST_DATABASE_URL
	let handle: DbHandle
	if (url) {
		handle = await createPostgresTestDb(url)
	} else {
		const client = await resetPgliteDb()
		// A new drizzle object per test: caches keyed by the database (the search index) start empty.
		const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db
		// A test that closes its database really closes it; the next test then gets a fresh clone.
		handle = { db, kind: 'pglite', close: () => (client.closed ? Promise.resolve() : client.close()) }
	}
	// The search index reads the database in the background (the word index): let it finish first.
	onTestFinished(async () => {
		await settleSearchIndex(handle.db)
		// The shared PGlite stays open for the file's next test (reset then); a PostgreSQL pool is closed.
		if (handle.kind === 'postgres') await handle.close()
	})
	return handle
}

/**
 * This worker's database on the PostgreSQL server, copied once from the migrated template globalSetup
 * made, and named after it so that its teardown drops it. Each test gets its own pool on it, after a
 * reset; the test's pool is closed when it finishes.
 */
type SharedPostgres = { url: string; reset: () => Promise<unknown> }
let sharedPostgres: Promise<SharedPostgres> | undefined

async function openSharedPostgres(adminUrl: string): Promise<SharedPostgres> {
	const name = `${inject('postgresTemplate')}_w${process.pid}_${Date.now()}`
	await withClient(adminUrl, (admin) =>
		admin.query(`create database ${name} template ${inject('postgresTemplate')}`),
	)
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	// One connection kept for the resets (a connection costs about 80 ms: password authentication).
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: url.toString() })
	// The run's teardown drops the database under it (with force).
	client.on('error', () => {})
	await client.connect()
	const reset = await buildReset({
		rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
		exec: (sql) => client.query(sql),
	})
	return { url: url.toString(), reset: () => client.query(reset) }
}

async function createPostgresTestDb(adminUrl: string): Promise<DbHandle> {
	sharedPostgres ??= openSharedPostgres(adminUrl)
	const { url, reset } = await sharedPostgres
	await reset()
	return openDb({ databaseUrl: url })
}

/** An embedded database in a folder of its own, migrated with its reference rows, as the server opens it at start. */
export async function openDataDir(dataDir: string): Promise<DbHandle> {
	const handle = await openDb({ dataDir })
	await migrateDb(handle)
	await loadReferenceData(handle.db)
	return handle
}
