import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type DbHandle, migrateDb, openDb } from './client.server'
import { isDatabaseUnavailable } from './unavailable'

/** The rows of a raw query (node-postgres answers a QueryResult). */
async function rows<T>(query: Promise<unknown>): Promise<T[]> {
	return ((await query) as { rows: T[] }).rows
}

// The pool's bounds on a real PostgreSQL (docs/product.md#faults); CI runs it on its cluster.
const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('the PostgreSQL pool under faults', () => {
	const name = `openroom_limits_${process.pid}_${Date.now()}`
	let url: string
	beforeAll(async () => {
		const admin = new pg.Client({ connectionString: adminUrl })
		await admin.connect()
		await admin.query(`create database ${name}`)
		await admin.end()
		const target = new URL(adminUrl as string)
		target.pathname = `/${name}`
		url = target.toString()
	})
	afterAll(async () => {
		const admin = new pg.Client({ connectionString: adminUrl })
		await admin.connect()
		await admin.query(`drop database if exists ${name} with (force)`)
		await admin.end()
	})

	test('a statement over the limit is cut and counts as unavailable; the same handle still migrates', async () => {
		const handle: DbHandle = await openDb({ databaseUrl: url, statementTimeoutMs: 300 })
		try {
			const error = await handle.db.execute(sql`select pg_sleep(2)`).catch((e: unknown) => e)
			expect(isDatabaseUnavailable(error)).toBe(true)
			// Migrations open a connection of their own, without the limit.
			await migrateDb(handle)
			const [row] = await rows<{ n: number }>(
				handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
			)
			expect(row.n).toBeGreaterThan(0)
		} finally {
			await handle.close()
		}
	})

	test('the server ending idle connections does not end the process, and the next query works', async () => {
		const handle = await openDb({ databaseUrl: url, statementTimeoutMs: 30_000 })
		const warned = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select 1`)))
			const admin = new pg.Client({ connectionString: adminUrl })
			await admin.connect()
			await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
			await admin.end()
			await new Promise((r) => setTimeout(r, 200))
			expect(warned).toHaveBeenCalledWith(expect.stringContaining('database connection lost'))
			expect(await rows(handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }])
		} finally {
			warned.mockRestore()
			await handle.close()
		}
	})
})
