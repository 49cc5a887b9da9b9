import { PGlite } from '@electric-sql/pglite'
import { readFile } from 'node:fs/promises'
import { drizzle } from 'drizzle-orm/pglite'
import { inject, onTestFinished } from 'vitest'
import { type Db, type DbHandle, openDb } from '~/db/client.server'
import * as schema from '~/db/schema'
import { settleSearchIndex } from '~/features/search/search-index.server'

let template: Promise<Blob> | undefined

/**
 * The migrated PGlite with reference data that globalSetup wrote once for the run
 * (tests/setup/global-setup.ts), read once per test file: each file's shared PGlite starts from it.
 */
async function pgliteTemplate(): Promise<Blob> {
	template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]))
	return template
}

let pgCounter = 0

/**
 * One PGlite per test file, reset between tests: starting a clone costs about a second, a reset a few
 * milliseconds. The reset empties every table the template left empty, puts back the reference rows
 * it held (kept aside in the schema test_reference), restarts identities and session settings.
 * A test that closes its database gets a fresh clone next time.
 */
type SharedPglite = { client: PGlite; reset: string }
let shared: Promise<SharedPglite> | undefined

async function openSharedPglite(): Promise<SharedPglite> {
	const client = await PGlite.create({ loadDataDir: await pgliteTemplate() })
	const { rows } = await client.query<{ name: string }>(
		`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
	)
	const filled: string[] = []
	for (const { name } of rows) {
		const { rows: some } = await client.query(`select 1 from ${name} limit 1`)
		if (some.length) filled.push(name)
	}
	await client.exec('create schema test_reference')
	for (const name of filled) await client.exec(`create table test_reference.${name} as table ${name}`)
	const reset = [
		'rollback',
		'reset all',
		`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`,
		// Parents before children: the reference tables' foreign keys point at earlier ones.
		...(await referenceOrder(client, filled)).map(
			(name) => `insert into ${name} overriding system value select * from test_reference.${name}`,
		),
	].join(';\n')
	return { client, reset }
}

/** The reference tables, each after the tables its foreign keys point to. */
async function referenceOrder(client: PGlite, tables: string[]): Promise<string[]> {
	const { rows } = await client.query<{ child: string; parent: string }>(
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
		// The shared PGlite stays open for the file's next test (reset then); PostgreSQL's is dropped.
		if (handle.kind === 'postgres') await handle.close()
	})
	return handle
}

async function createPostgresTestDb(adminUrl: string): Promise<DbHandle> {
	const { default: pg } = await import('pg')
	const name = `openroom_test_${process.pid}_${Date.now()}_${pgCounter++}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
	await admin.end()
	const testUrl = new URL(adminUrl)
	testUrl.pathname = `/${name}`
	const handle = await openDb({ databaseUrl: testUrl.toString() })
	return {
		...handle,
		close: async () => {
			await handle.close()
			const drop = new pg.Client({ connectionString: adminUrl })
			await drop.connect()
			await drop.query(`drop database if exists ${name} with (force)`)
			await drop.end()
		},
	}
}
