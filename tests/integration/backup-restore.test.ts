import { mkdtempSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { type DbHandle, migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { seedFullAccount } from '~/features/account-data/account-data.test-support'
import { recordAudit } from '~/features/staff/audit.server'
import { LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import {
	BackupRefusal,
	createBackup,
	listFiles,
	MANIFEST,
	type Manifest,
} from '~/platform/backup/backup.server'
import { restoreBackup } from '~/platform/backup/restore.server'
import { type SqlClient, tableContents } from '~/platform/backup/snapshot.server'
import { writeTarGz } from '~/platform/backup/tar-archive.server'

// A whole round trip: a directory with accounts, answers and photos is backed up, restored into a
// fresh place, and every table's rows and every media file compared byte for byte.

// Every migration in drizzle/, so a new one does not need this test changed.
const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8'))
const MIGRATIONS = { applied: journal.entries.length, last: journal.entries.at(-1)?.tag }

const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `openroom-${name}-`))

function sqlOf(handle: DbHandle): SqlClient {
	return {
		query: async <T>(text: string) => (await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] },
	}
}

async function fillDirectory(handle: DbHandle, dataDir: string) {
	await migrateDb(handle)
	await loadReferenceData(handle.db)
	const store = new LocalDiskMediaStore(path.join(dataDir, 'media'))
	await seedFullAccount(handle.db, store, 'Avery')
	await seedFullAccount(handle.db, store, 'Blake')
	// The append-only audit log (its trigger refuses DELETE) goes through the round trip too.
	await recordAudit(handle.db, {
		actor_id: null,
		actor_email: null,
		action: 'role.grant',
		reason: 'First admin',
	})
	return tableContents(sqlOf(handle))
}

/** The restored audit log keeps its rows and still refuses DELETE (the trigger came back with it). */
async function expectAppendOnly(handle: DbHandle) {
	await expect(handle.db.execute(sql`delete from audit_log`)).rejects.toThrow()
	expect(await tableContents(sqlOf(handle))).toHaveProperty(['public.audit_log', 'length'], 1)
}

async function mediaBytes(dataDir: string): Promise<Record<string, string>> {
	const root = path.join(dataDir, 'media')
	const out: Record<string, string> = {}
	for (const name of await listFiles(root))
		out[name] = (await readFile(path.join(root, name))).toString('base64')
	return out
}

async function refusal(promise: Promise<unknown>): Promise<string> {
	try {
		await promise
	} catch (error) {
		if (error instanceof BackupRefusal) return error.message
		throw error
	}
	throw new Error('expected a refusal')
}

describe('npm run backup / npm run restore', () => {
	test('PGlite: the round trip gives back every row and every file; an open database is refused', async () => {
		const source = temp('backup-source')
		const handle = await openDb({ dataDir: pgliteDir(source) })
		const before = await fillDirectory(handle, source)
		expect(before['public.providers']).toHaveLength(2)
		expect(before['public.media'].length).toBeGreaterThanOrEqual(4)
		const archive = path.join(temp('backup-out'), 'backup.tar.gz')
		expect(await refusal(createBackup({ dataDir: source, out: archive }))).toMatch(/stop the server first/)
		await handle.close()

		const manifest = await createBackup({ dataDir: source, out: archive })
		expect(manifest).toMatchObject({
			engine: 'pglite',
			migrations: MIGRATIONS,
		})
		expect(manifest.tables['public.providers']).toBe(2)
		const mediaBefore = await mediaBytes(source)
		expect(Object.keys(mediaBefore).length).toBeGreaterThanOrEqual(8)
		expect(manifest.files.filter((f) => f.path.startsWith('media/')).map((f) => f.path.slice(6))).toEqual(
			Object.keys(mediaBefore),
		)

		const target = temp('restore-target')
		await restoreBackup({ archive, dataDir: target })
		const restored = await openDb({ dataDir: pgliteDir(target) })
		try {
			await migrateDb(restored)
			expect(await tableContents(sqlOf(restored))).toEqual(before)
			await expectAppendOnly(restored)
		} finally {
			await restored.close()
		}
		expect(await mediaBytes(target)).toEqual(mediaBefore)

		// A second restore into the same place needs --force, which moves the current data aside.
		expect(await refusal(restoreBackup({ archive, dataDir: target }))).toMatch(
			/already holds (files|a database)/,
		)
		const forced = await restoreBackup({ archive, dataDir: target, force: true })
		expect(forced.movedAside.map((p) => path.basename(p))).toEqual([
			expect.stringMatching(/^pglite\.before-restore-/),
			expect.stringMatching(/^media\.before-restore-/),
		])
		expect(await mediaBytes(target)).toEqual(mediaBefore)
	}, 120_000)

	test('an archive whose file does not match its checksum is refused before anything is touched', async () => {
		const archive = path.join(temp('backup-bad'), 'bad.tar.gz')
		const body = Buffer.from('not what the manifest says')
		const manifest: Manifest = {
			format: 'openroom-backup',
			version: 1,
			createdAt: new Date().toISOString(),
			engine: 'pglite',
			migrations: { applied: 9, last: '0008_access_needs' },
			tables: {},
			files: [{ path: 'media/photos/x-96.webp', size: body.length, sha256: '0'.repeat(64) }],
			mediaInArchive: true,
		}
		const text = Buffer.from(JSON.stringify(manifest))
		await writeTarGz(archive, [
			{
				name: 'media/photos/x-96.webp',
				size: body.length,
				body: async function* () {
					yield body
				},
			},
			{
				name: MANIFEST,
				size: text.length,
				body: async function* () {
					yield text
				},
			},
		])
		const target = temp('restore-bad')
		expect(await refusal(restoreBackup({ archive, dataDir: target }))).toMatch(/does not match its checksum/)
		expect(await listFiles(target)).toEqual([])
	})

	test.skipIf(!process.env.TEST_DATABASE_URL)(
		'PostgreSQL: pg_dump and pg_restore round trip into an empty database; a non-empty one is refused',
		async () => {
			const adminUrl = process.env.TEST_DATABASE_URL as string
			const { default: pg } = await import('pg')
			const names = [`openroom_backup_src_${process.pid}`, `openroom_backup_dst_${process.pid}`]
			const admin = new pg.Client({ connectionString: adminUrl })
			await admin.connect()
			const urlOf = (name: string) => {
				const url = new URL(adminUrl)
				url.pathname = `/${name}`
				return url.toString()
			}
			try {
				for (const name of names) {
					await admin.query(`drop database if exists ${name} with (force)`)
					await admin.query(`create database ${name}`)
				}
				const source = temp('pg-backup-source')
				const handle = await openDb({ databaseUrl: urlOf(names[0]) })
				const before = await fillDirectory(handle, source)
				const archive = path.join(temp('pg-backup-out'), 'backup.tar.gz')
				// Taken while the source stays open, as with a running app.
				const manifest = await createBackup({ dataDir: source, databaseUrl: urlOf(names[0]), out: archive })
				await handle.close()
				expect(manifest.engine).toBe('postgres')
				expect(manifest.tables['public.providers']).toBe(2)

				const target = temp('pg-restore-target')
				await restoreBackup({ archive, dataDir: target, databaseUrl: urlOf(names[1]) })
				const restored = await openDb({ databaseUrl: urlOf(names[1]) })
				try {
					expect(await tableContents(sqlOf(restored))).toEqual(before)
					await expectAppendOnly(restored)
				} finally {
					await restored.close()
				}
				expect(await mediaBytes(target)).toEqual(await mediaBytes(source))
				expect(
					await refusal(restoreBackup({ archive, dataDir: temp('pg-again'), databaseUrl: urlOf(names[1]) })),
				).toMatch(/not empty/)
				// The other engine's archive is refused too.
				expect(await refusal(restoreBackup({ archive, dataDir: temp('pg-as-pglite') }))).toMatch(
					/PostgreSQL database/,
				)
			} finally {
				for (const name of names) await admin.query(`drop database if exists ${name} with (force)`)
				await admin.end()
			}
		},
		120_000,
	)
})
