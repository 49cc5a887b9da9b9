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
 * (tests/setup/global-setup.ts), read once per test file and cloned for each test.
 */
async function pgliteTemplate(): Promise<Blob> {
	template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]))
	return template
}

let pgCounter = 0

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
		const client = await PGlite.create({ loadDataDir: await pgliteTemplate() })
		const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db
		handle = { db, kind: 'pglite', close: () => client.close() }
	}
	// The search index reads the database in the background (the word index): let it finish first.
	onTestFinished(async () => {
		await settleSearchIndex(handle.db)
		await handle.close()
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
