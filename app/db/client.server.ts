import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { getEnv } from '~/env.server'
import { singleton } from '~/lib/singleton.server'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

const MIGRATIONS_DIR = path.resolve(process.cwd(), 'drizzle')

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in dataDir (or in memory). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
	if (options.databaseUrl) {
		const { default: pg } = await import('pg')
		const { drizzle } = await import('drizzle-orm/node-postgres')
		const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
		const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
		return { db, kind: 'postgres', close: () => pool.end() }
	}
	const { PGlite } = await import('@electric-sql/pglite')
	const { drizzle } = await import('drizzle-orm/pglite')
	if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
	const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create()
	const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db
	return { db, kind: 'pglite', close: () => client.close() }
}

/** Applies the committed SQL migrations; safe to run on every start. */
export async function migrateDb(handle: DbHandle): Promise<void> {
	if (handle.kind === 'postgres') {
		const { migrate } = await import('drizzle-orm/node-postgres/migrator')
		const { drizzle } = await import('drizzle-orm/node-postgres')
		// Instances started together (docs/deploy.md): one migrates while the others wait on this lock,
		// then find nothing left to do. Drizzle's migrator takes no lock of its own.
		const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client
		const client = await pool.connect()
		try {
			await client.query(`select pg_advisory_lock(hashtext('openroom:migrate'))`)
			const db = drizzle({ client, schema, casing: 'snake_case' })
			await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
		} finally {
			await client.query(`select pg_advisory_unlock(hashtext('openroom:migrate'))`).catch(() => {})
			client.release()
		}
	} else {
		const { migrate } = await import('drizzle-orm/pglite/migrator')
		// biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
		await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_DIR })
	}
}

export function pgliteDir(dataDir: string): string {
	return path.resolve(dataDir, 'pglite')
}

/** The app's database, opened once per process from the environment. */
export function getDbHandle(): Promise<DbHandle> {
	return singleton('db', () => {
		const env = getEnv()
		return openDb({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) })
	})
}

export async function getDb(): Promise<Db> {
	return (await getDbHandle()).db
}
