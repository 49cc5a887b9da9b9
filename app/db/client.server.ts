import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { getEnv } from '~/env.server'
import { log } from '~/lib/log.server'
import { singleton } from '~/lib/singleton.server'
import * as schema from './schema'
import { unavailableReason } from './unavailable'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DbHandle = {
	db: Db
	kind: 'pglite' | 'postgres'
	close: () => Promise<void>
	/** PostgreSQL only: migrations open their own connection, without the statement timeout. */
	databaseUrl?: string
}

const MIGRATIONS_DIR = path.resolve(process.cwd(), 'drizzle')

/**
 * Bounds on the app's PostgreSQL pool (docs/product.md#faults). A connection, or a free client of
 * the pool, must come within CONNECT_TIMEOUT_MS, so a request fails with 503 in under 5 s when the
 * database is unreachable. A statement may run APP_STATEMENT_TIMEOUT_MS: the slowest measured is
 * 5.3 s (a cold word-index chunk at 250,000 providers; the search-index build and a sitemap chunk
 * stay under 2 s warm), so this stops a runaway query without cutting the index build. The
 * client-side read timeout is a little longer still: it only fires when the server stopped answering.
 */
const CONNECT_TIMEOUT_MS = 3_000
export const APP_STATEMENT_TIMEOUT_MS = 30_000
const READ_TIMEOUT_MARGIN_MS = 5_000

type PgPool = import('pg').Pool

async function openPool(databaseUrl: string, options: { max: number; statementTimeoutMs?: number }) {
	const { default: pg } = await import('pg')
	const pool: PgPool = new pg.Pool({
		connectionString: databaseUrl,
		max: options.max,
		connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
		keepAlive: true,
		...(options.statementTimeoutMs
			? {
					statement_timeout: options.statementTimeoutMs,
					query_timeout: options.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
				}
			: {}),
	})
	// An idle client whose connection dies (the server restarts: 57P01) is reported here; without a
	// listener the 'error' event would end the process. The pool drops that client and opens a new
	// one on the next query, so the app recovers by itself once the database is back.
	pool.on('error', (error) => log.warn(`database connection lost: ${unavailableReason(error)}`))
	return pool
}

const databaseUrls = new WeakMap<Db, string>()

/** The URL a PostgreSQL database was opened with: a worker thread opens its own connection to it. */
export function databaseUrlOf(db: Db): string | undefined {
	return databaseUrls.get(db)
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in dataDir (or in memory).
 * `statementTimeoutMs` bounds each statement (the server process passes APP_STATEMENT_TIMEOUT_MS;
 * scripts leave it unbounded).
 */
export async function openDb(options: {
	databaseUrl?: string
	dataDir?: string
	statementTimeoutMs?: number
	/** PostgreSQL: the pool's size (10 unless told: docs/deploy.md). */
	connections?: number
	/** PGlite: server settings for this process (a command-line import asks for smaller buffers). */
	pgliteSettings?: Record<string, string>
}): Promise<DbHandle> {
	if (options.databaseUrl) {
		const { drizzle } = await import('drizzle-orm/node-postgres')
		const pool = await openPool(options.databaseUrl, {
			max: options.connections ?? 10,
			statementTimeoutMs: options.statementTimeoutMs,
		})
		const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
		databaseUrls.set(db, options.databaseUrl)
		return { db, kind: 'postgres', close: () => pool.end(), databaseUrl: options.databaseUrl }
	}
	const { PGlite } = await import('@electric-sql/pglite')
	const { drizzle } = await import('drizzle-orm/pglite')
	if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
	const settings = Object.entries(options.pgliteSettings ?? {}).flatMap(([key, value]) => [
		'-c',
		`${key}=${value}`,
	])
	const startParams = settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}
	const client = options.dataDir
		? await PGlite.create(options.dataDir, startParams)
		: await PGlite.create(startParams)
	const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db
	return { db, kind: 'pglite', close: () => client.close() }
}

/** Applies the committed SQL migrations; safe to run on every start. */
export async function migrateDb(handle: DbHandle): Promise<void> {
	if (handle.kind === 'postgres') {
		const { migrate } = await import('drizzle-orm/node-postgres/migrator')
		if (!handle.databaseUrl) {
			// biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
			await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_DIR })
			return
		}
		// A migration (an index on a large table) may take longer than the app's statement timeout.
		const { drizzle } = await import('drizzle-orm/node-postgres')
		const pool = await openPool(handle.databaseUrl, { max: 1 })
		// Instances started together (docs/deploy.md): one migrates while the others wait on this lock,
		// then find nothing left to do. Drizzle's migrator takes no lock of its own.
		const client = await pool.connect()
		try {
			await client.query(`select pg_advisory_lock(hashtext('openroom:migrate'))`)
			await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR })
		} finally {
			await client.query(`select pg_advisory_unlock(hashtext('openroom:migrate'))`).catch(() => {})
			client.release()
			await pool.end()
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

/**
 * The embedded server's PostgreSQL settings (issue 48, docs/benchmarks.md#memory-soak-issue-48): PostgreSQL's
 * default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never shrinks, and
 * cost 130 MB of the process's resident memory; 16 MB holds the demo's tables, and the files PGlite
 * reads stay in the operating system's page cache, outside the process.
 */
const SERVER_PGLITE_SETTINGS = { shared_buffers: '16MB' }

/** The app's database, opened once per process from the environment. */
export function getDbHandle(): Promise<DbHandle> {
	return singleton('db', () => {
		const env = getEnv()
		return openDb({
			databaseUrl: env.DATABASE_URL,
			dataDir: pgliteDir(env.DATA_DIR),
			statementTimeoutMs: APP_STATEMENT_TIMEOUT_MS,
			pgliteSettings: SERVER_PGLITE_SETTINGS,
		})
	})
}

export async function getDb(): Promise<Db> {
	return (await getDbHandle()).db
}
