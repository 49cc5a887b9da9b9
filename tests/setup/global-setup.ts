import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { type Db, migrateDb, openDb } from '~/db/client.server'
import * as schema from '~/db/schema'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { withClient } from './pg-client'

declare module 'vitest' {
	export interface ProvidedContext {
		/** The migrated PGlite data directory (a tarball) every test database is cloned from; '' on PostgreSQL. */
		pgliteTemplate: string
		/** On PostgreSQL (TEST_DATABASE_URL), the migrated database every test database is created from. */
		postgresTemplate: string
	}
}

/**
 * Migrates one database and loads the reference data once per run, not once per test file (each file
 * runs in its own process) or per test: tests/setup/db.ts copies it once per worker and resets it between tests.
 */
export async function setup(project: TestProject) {
	const url = process.env.TEST_DATABASE_URL
	if (url) {
		project.provide('pgliteTemplate', '')
		const template = await postgresTemplate(url)
		project.provide('postgresTemplate', template.name)
		return template.drop
	}
	project.provide('postgresTemplate', '')
	// 1 MB WAL segments instead of 16: a smaller tarball to untar for every test.
	const seed = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'] })
	const db = drizzle({ client: seed, schema, casing: 'snake_case' })
	await migrate(db, { migrationsFolder: 'drizzle' })
	await loadReferenceData(db as unknown as Db)
	const dump = await seed.dumpDataDir('none')
	await seed.close()
	const dir = await mkdtemp(join(tmpdir(), 'openroom-pglite-template-'))
	const file = join(dir, 'template.tar')
	await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
	project.provide('pgliteTemplate', file)
	return async () => {
		await rm(dir, { recursive: true, force: true })
	}
}

/** A migrated database on the PostgreSQL server; `create database … template` copies it per worker. */
async function postgresTemplate(adminUrl: string) {
	const name = `openroom_test_template_${process.pid}_${Date.now()}`
	await withClient(adminUrl, (admin) => admin.query(`create database ${name}`))
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	// A copy needs the template without connections: this handle is closed before any test starts.
	const handle = await openDb({ databaseUrl: url.toString() })
	try {
		await migrateDb(handle)
		await loadReferenceData(handle.db)
	} finally {
		await handle.close()
	}
	// The workers' copies (tests/setup/db.ts) are named after the template.
	const drop = () =>
		withClient(adminUrl, async (admin) => {
			const { rows } = await admin.query<{ datname: string }>(
				`select datname from pg_database where datname like $1`,
				[`${name}\\_w%`],
			)
			for (const { datname } of [...rows, { datname: name }])
				await admin.query(`drop database if exists ${datname} with (force)`)
		})
	return { name, drop }
}
