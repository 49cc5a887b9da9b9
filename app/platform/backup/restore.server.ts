// npm run restore (docs/product.md#backup-and-restore): checks every checksum of the archive, then
// puts the database and DATA_DIR/media back, into an empty target unless --force.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import {
	BackupRefusal,
	IN_USE_MESSAGE,
	MANIFEST,
	type Manifest,
	MEDIA_DIR,
	PG_DUMP,
	PGLITE_DUMP,
	pgConnection,
	pgliteInUse,
	requireClientTool,
	run,
} from './backup.server'
import { countRows, type SqlClient } from './snapshot.server'
import { extractTarGz } from './tar-archive.server'

type RestoreOptions = {
	archive: string
	dataDir: string
	databaseUrl?: string
	/** Replace a non-empty target (the old PGlite directory and media are moved aside, not deleted). */
	force?: boolean
}

type RestoreResult = { manifest: Manifest; movedAside: string[] }

async function isEmptyDir(dir: string): Promise<boolean> {
	try {
		return (await readdir(dir)).length === 0
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
		throw error
	}
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

async function checkArchive(staging: string, files: Map<string, { size: number; sha256: string }>) {
	if (!files.has(MANIFEST))
		throw new BackupRefusal('This is not an Openroom backup: manifest.json is missing.')
	const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest
	if (manifest.format !== 'openroom-backup' || manifest.version !== 1)
		throw new BackupRefusal('This archive is not an Openroom backup this version can read.')
	for (const expected of manifest.files) {
		const found = files.get(expected.path)
		if (!found || found.size !== expected.size || found.sha256 !== expected.sha256)
			throw new BackupRefusal(
				`The archive is damaged: ${expected.path} does not match its checksum. Nothing was restored.`,
			)
	}
	const listed = new Set(manifest.files.map((f) => f.path))
	for (const name of files.keys())
		if (name !== MANIFEST && !listed.has(name))
			throw new BackupRefusal(
				`The archive holds ${name}, which its manifest does not list. Nothing was restored.`,
			)
	return manifest
}

async function restorePglite(staging: string, dataDir: string, force: boolean, movedAside: string[]) {
	const dir = path.resolve(dataDir, 'pglite')
	if (pgliteInUse(dir) && !force) throw new BackupRefusal(IN_USE_MESSAGE(dir))
	if (!(await isEmptyDir(dir))) {
		if (!force)
			throw new BackupRefusal(
				`${dir} already holds a database. Restore into an empty DATA_DIR, or pass --force to move the current one aside.`,
			)
		const aside = `${dir}.before-restore-${stamp()}`
		await rename(dir, aside)
		movedAside.push(aside)
	}
	await mkdir(dir, { recursive: true })
	const { PGlite } = await import('@electric-sql/pglite')
	const dump = new Blob([await readFile(path.join(staging, PGLITE_DUMP))])
	const client = await PGlite.create(dir, { loadDataDir: dump })
	try {
		return await countRows(client as unknown as SqlClient)
	} finally {
		await client.close()
	}
}

async function restorePostgres(staging: string, databaseUrl: string, force: boolean) {
	requireClientTool('pg_restore')
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	try {
		const { rows } = await client.query<{ n: number }>(
			`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
		)
		if (rows[0].n > 0 && !force)
			throw new BackupRefusal(
				'The target database is not empty. Restore into a new, empty database, or pass --force to replace what is in it.',
			)
		const { url, env } = pgConnection(databaseUrl)
		const clean = rows[0].n > 0 ? ['--clean', '--if-exists'] : []
		await run(
			'pg_restore',
			[
				'--no-owner',
				'--no-acl',
				'--exit-on-error',
				'--single-transaction',
				...clean,
				`--dbname=${url}`,
				path.join(staging, PG_DUMP),
			],
			env,
		)
		return await countRows(client as unknown as SqlClient)
	} finally {
		await client.end()
	}
}

/** Restores an archive; throws BackupRefusal (with what to do) before touching anything it refuses. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
	const force = options.force ?? false
	await mkdir(options.dataDir, { recursive: true })
	// Unpacked next to its destination, so moving the media into place is a rename.
	const staging = await mkdtemp(path.join(path.resolve(options.dataDir), '.restore-'))
	const movedAside: string[] = []
	try {
		const manifest = await checkArchive(staging, await extractTarGz(options.archive, staging))
		const engine = options.databaseUrl ? 'postgres' : 'pglite'
		if (manifest.engine !== engine)
			throw new BackupRefusal(
				`This backup is of the ${manifest.engine === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database'}, but the configuration points at ${engine === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}.`,
			)
		const mediaTarget = path.resolve(options.dataDir, 'media')
		const stagedMedia = path.join(staging, MEDIA_DIR)
		const hasMedia = existsSync(stagedMedia)
		if (hasMedia && !(await isEmptyDir(mediaTarget)) && !force)
			throw new BackupRefusal(
				`${mediaTarget} already holds files. Restore into an empty DATA_DIR, or pass --force to move them aside.`,
			)
		const counts = options.databaseUrl
			? await restorePostgres(staging, options.databaseUrl, force)
			: await restorePglite(staging, options.dataDir, force, movedAside)
		for (const [table, n] of Object.entries(manifest.tables))
			if (counts[table] !== n) throw new Error(`restored ${table} has ${counts[table]} rows, the backup ${n}`)
		if (hasMedia) {
			if (existsSync(mediaTarget)) {
				const aside = `${mediaTarget}.before-restore-${stamp()}`
				await rename(mediaTarget, aside)
				if (await isEmptyDir(aside)) await rm(aside, { recursive: true })
				else movedAside.push(aside)
			}
			await rename(stagedMedia, mediaTarget)
		}
		return { manifest, movedAside }
	} finally {
		await rm(staging, { recursive: true, force: true })
	}
}
