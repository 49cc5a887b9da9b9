import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { onTestFinished } from 'vitest'
import { type Db, type DbHandle, migrateDb, openDb } from '~/db/client.server'
import * as schema from '~/db/schema'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { settleSearchIndex } from '~/features/search/search-index.server'

let template: Promise<File | Blob> | undefined

/** A migrated PGlite with reference data, dumped once per worker and cloned for each test (~0.5 s). */
async function pgliteTemplate(): Promise<File | Blob> {
	template ??= (async () => {
		const seed = await PGlite.create()
		const db = drizzle({ client: seed, schema, casing: 'snake_case' })
		await migratePglite(db, { migrationsFolder: 'drizzle' })
		await loadReferenceData(db as unknown as Db)
		const dump = await seed.dumpDataDir('none')
		await seed.close()
		return dump
	})()
	return template
}

let pgCounter = 0

/**
 * A fresh database for one test: a PGlite clone by default, or, when TEST_DATABASE_URL is set,
 * a new schema-isolated database on that PostgreSQL server (created from scratch with the migrations).
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
	await admin.query(`create database ${name}`)
	await admin.end()
	const testUrl = new URL(adminUrl)
	testUrl.pathname = `/${name}`
	const handle = await openDb({ databaseUrl: testUrl.toString() })
	await migrateDb(handle)
	await loadReferenceData(handle.db)
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
