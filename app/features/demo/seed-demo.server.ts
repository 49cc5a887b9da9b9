import type { PGlite } from '@electric-sql/pglite'
import { count, eq, type SQL, sql } from 'drizzle-orm'
import type { Db, DbHandle } from '~/db/client.server'
import { contactMessages, providers, responses } from '~/db/schema'
import type { Env } from '~/env.server'
import { getMediaStorage, type MediaStore } from '~/platform/media/media-store.server'
import { log } from '~/lib/log.server'
import { addDemoAudioAnswers } from './demo-audio.server'
import { addDemoAvatars } from './demo-avatars.server'
import { addDemoConsultations } from './demo-consultations.server'
import { addDemoRegistry } from './demo-registry.server'
import { toCopyText } from './copy-text'
import {
	createDemoGenerator,
	DEFAULT_DEMO_SEED,
	type DemoProvider,
	type DemoResponse,
} from './generate-provider'

type SeedDemoProgress = { inserted: number; total: number; responses: number }
type SeedDemoOptions = {
	count: number
	seed?: string | number
	/** The moment dates are spread back from; fixed in tests so rows are reproducible. */
	now?: Date
	/** Providers per INSERT statement (and per transaction). */
	batchSize?: number
	onProgress?: (progress: SeedDemoProgress) => void
	/** Defaults to COPY on PGlite and a JSON INSERT … SELECT elsewhere (and inside transactions). */
	method?: BulkMethod
}
type SeedDemoResult = { inserted: number; responses: number; firstIndex: number; lastIndex: number }
type RemoveDemoResult = { providers: number; responses: number; contactMessages: number }

const DEFAULT_BATCH_SIZE = 1000
/** Any fixed number: serializes concurrent first starts of several app instances on one database. */
const SEED_LOCK_KEY = 730_001

/** camelCase property → snake_case column, the same rule as the Drizzle client's `casing: 'snake_case'`. */
function columnName(key: string): string {
	return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/**
 * One multi-row INSERT from a single JSON parameter: far faster than thousands of bound parameters,
 * and identical on PGlite and node-postgres. json_populate_recordset maps keys to columns by name.
 */
function insertFromJson(table: 'providers' | 'responses', rows: ReadonlyArray<Record<string, unknown>>): SQL {
	const keys = Object.keys(rows[0])
	const names = keys.map(columnName)
	const records = rows.map((row) => {
		const record: Record<string, unknown> = {}
		for (let i = 0; i < keys.length; i++) record[names[i]] = row[keys[i]]
		return record
	})
	const columns = sql.join(
		names.map((name) => sql.identifier(name)),
		sql`, `,
	)
	return sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(records)}::json)`
}

/** Drizzle puts the whole query and its parameters in the message: keep only the database's reason. */
function conciseError(error: unknown, index: number): Error {
	const cause = (error as { cause?: unknown }).cause
	const reason =
		cause instanceof Error
			? cause.message
			: error instanceof Error
				? error.message.slice(0, 300)
				: String(error)
	return new Error(`Demo seeding failed in the batch starting at provider ${index}: ${reason}`, {
		cause: error,
	})
}

type BatchWriter = (providerRows: DemoProvider[], responseRows: DemoResponse[]) => Promise<void>
type BulkMethod = 'copy' | 'json'

/** The embedded PGlite behind a database opened by openDb (not a transaction), if that is what it is. */
function pgliteClientOf(db: Db): PGlite | null {
	const client = (db as { $client?: unknown }).$client
	if (client && typeof client === 'object' && 'dumpDataDir' in client && 'transaction' in client)
		return client as PGlite
	return null
}

/** JSON columns that hold arrays (COPY must write them as JSON, not as PostgreSQL arrays). */
const JSON_COLUMNS = new Set(['audio_timeline', 'licenses'])

/**
 * PGlite: COPY FROM a blob in the text format, about a quarter cheaper than the JSON statement
 * (PGlite runs on the Node thread, so its CPU time is the seeding time).
 */
function copyWriter(client: PGlite): BatchWriter {
	const copy = (table: string, keys: string[]) =>
		`copy ${table} (${keys.map((k) => `"${columnName(k)}"`).join(', ')}) from '/dev/blob'`
	return async (providerRows, responseRows) => {
		const providerKeys = Object.keys(providerRows[0])
		const providerBlob = new Blob([toCopyText(providerRows, providerKeys, JSON_COLUMNS)])
		const responseKeys = responseRows.length ? Object.keys(responseRows[0]) : []
		const responseBlob = new Blob([toCopyText(responseRows, responseKeys, JSON_COLUMNS)])
		await client.transaction(async (tx) => {
			await tx.query(copy('providers', providerKeys), [], { blob: providerBlob })
			if (responseRows.length) await tx.query(copy('responses', responseKeys), [], { blob: responseBlob })
		})
	}
}

function jsonWriter(db: Db): BatchWriter {
	return async (providerRows, responseRows) => {
		await db.transaction(async (tx) => {
			await tx.execute(insertFromJson('providers', providerRows))
			if (responseRows.length) await tx.execute(insertFromJson('responses', responseRows))
		})
	}
}

/** Inserts one batch of generated rows; `method` is chosen automatically unless a test forces it. */
export async function writeDemoBatch(
	db: Db,
	providerRows: DemoProvider[],
	responseRows: DemoResponse[],
	method?: BulkMethod,
): Promise<void> {
	if (providerRows.length === 0) return
	await batchWriter(db, method)(providerRows, responseRows)
}

function batchWriter(db: Db, method?: BulkMethod): BatchWriter {
	const client = pgliteClientOf(db)
	if (method === 'copy' && !client)
		throw new Error('COPY needs the embedded PGlite database itself (not PostgreSQL, not a transaction)')
	return client && method !== 'json' ? copyWriter(client) : jsonWriter(db)
}

/** The index after the highest demo provider already present (emails are demo-<index>@example.org). */
async function nextDemoIndex(db: Db): Promise<number> {
	const [{ last }] = await db
		.select({
			last: sql<
				number | null
			>`max(substring(${providers.email} from '^demo-([0-9]+)@example\\.org$')::int)`.mapWith(Number),
		})
		.from(providers)
		.where(eq(providers.is_demo, true))
	return (last ?? 0) + 1
}

/**
 * Adds `count` generated demo providers (with their written answers) after any that already exist,
 * in batches so that memory stays flat even for hundreds of thousands of rows.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
	const total = Math.max(0, Math.floor(options.count))
	const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE)
	const firstIndex = await nextDemoIndex(db)
	const generate = createDemoGenerator({
		seed: options.seed ?? DEFAULT_DEMO_SEED,
		now: options.now ?? new Date(),
	})
	const write = batchWriter(db, options.method)
	let inserted = 0
	let responseCount = 0
	while (inserted < total) {
		const start = firstIndex + inserted
		const size = Math.min(batchSize, total - inserted)
		const providerRows: DemoProvider[] = []
		const responseRows: DemoResponse[] = []
		for (let index = start; index < start + size; index++) {
			const record = generate(index)
			providerRows.push(record.provider)
			for (const r of record.responses) responseRows.push(r)
		}
		try {
			await write(providerRows, responseRows)
		} catch (error) {
			throw conciseError(error, start)
		}
		inserted += size
		responseCount += responseRows.length
		options.onProgress?.({ inserted, total, responses: responseCount })
	}
	if (total > 0) {
		// Fresh statistics so the planner uses the GIN indexes on the new rows right away.
		await db.execute(sql`analyze ${providers}`)
		await db.execute(sql`analyze ${responses}`)
	}
	// Anything derived from providers (such as a search index) is refreshed here, after the rows exist.
	return { inserted, responses: responseCount, firstIndex, lastIndex: firstIndex + inserted - 1 }
}

/** Deletes every demo provider; their answers, messages, media rows and sessions go with them (cascade). */
export async function removeDemo(db: Db): Promise<RemoveDemoResult> {
	const removed = await db.transaction(async (tx) => {
		const [[r], [m]] = await Promise.all([
			tx
				.select({ n: count() })
				.from(responses)
				.innerJoin(providers, eq(responses.author_id, providers.id))
				.where(eq(providers.is_demo, true)),
			tx
				.select({ n: count() })
				.from(contactMessages)
				.innerJoin(providers, eq(contactMessages.recipient_user, providers.id))
				.where(eq(providers.is_demo, true)),
		])
		const deleted = await tx
			.delete(providers)
			.where(eq(providers.is_demo, true))
			.returning({ id: providers.id })
		return { providers: deleted.length, responses: r.n, contactMessages: m.n }
	})
	if (removed.providers > 0) await db.execute(sql`analyze ${providers}`)
	return removed
}

export async function countDemoProviders(db: Db): Promise<number> {
	const [{ n }] = await db.select({ n: count() }).from(providers).where(eq(providers.is_demo, true))
	return n
}

/**
 * Called at every start. SEED_DEMO=auto fills an empty embedded database with DEMO_COUNT providers
 * (never a DATABASE_URL one); always seeds any database that has no demo rows; never does nothing.
 */
export async function seedDemoOnFirstStart(
	handle: DbHandle,
	env: Env,
	/** Where the demo's recordings and photos go (tests pass their own). */
	store: MediaStore = getMediaStorage().store,
): Promise<void> {
	if (env.SEED_DEMO === 'never' || env.DEMO_COUNT <= 0) return
	if (env.SEED_DEMO === 'auto' && handle.kind !== 'pglite') return
	const started = performance.now()
	const seedIfNeeded = async (db: Db) => {
		const [{ n }] = await db
			.select({ n: count() })
			.from(providers)
			.where(env.SEED_DEMO === 'always' ? eq(providers.is_demo, true) : undefined)
		if (n > 0) return null
		log.info(`Seeding ${env.DEMO_COUNT} demo providers (SEED_DEMO=${env.SEED_DEMO})…`)
		return seedDemo(db, { count: env.DEMO_COUNT })
	}
	// PGlite belongs to this one process. On PostgreSQL several instances may start together:
	// an advisory lock makes the others wait and then find the rows already there.
	const result =
		handle.kind === 'pglite'
			? await seedIfNeeded(handle.db)
			: await handle.db.transaction(async (tx) => {
					await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
					return seedIfNeeded(tx)
				})
	if (result) {
		const voices = await addDemoAudioAnswers(handle.db, store)
		const avatarsStarted = performance.now()
		const photos = await addDemoAvatars(handle.db, store)
		log.debug(`Demo avatars for ${photos} providers in ${Math.round(performance.now() - avatarsStarted)} ms`)
		const registryStarted = performance.now()
		const site = { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL }
		const checked = await addDemoRegistry(handle.db, {
			// Loaded only if a demo NPI were deactivated (none is): the e-mails' translator reads its
			// catalogs through Vite, which `npm run seed:demo` and the benches (tsx) do not run through.
			tell: async (input) =>
				(await import('~/features/licences/licence-emails.server')).deactivatedEmail(site, {
					...input,
					locale: 'en',
				}),
		})
		if (checked)
			log.info(
				`Demo NPI registry imported; ${checked.providers_read} demo licences checked (${checked.changed} recorded) in ${Math.round(performance.now() - registryStarted)} ms`,
			)
		const offering = await addDemoConsultations(handle.db)
		log.info(
			`Seeded ${result.inserted} demo providers (${photos} with a photo, ${offering} offering free consultations) and ${result.responses} answers (${voices} recorded) in ${Math.round(performance.now() - started)} ms (remove with: npm run seed:demo -- --remove)`,
		)
	}
}
