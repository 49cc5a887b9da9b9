import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { APP_STATEMENT_TIMEOUT_MS, type Db, openDb } from '~/db/client.server'
import { OfficePoints, type PointTables } from '~/platform/geo/zip-geography.server'
import type { SearchIndexDefinition } from './definition'
import { type EncodedRange, RowColumns } from './index-build'
import { readRowTexts } from './index-rows.server'
import { type ShortIdBounds, shortIdRanges } from './index-snapshot.server'

/**
 * Reading and encoding the rows of an index build (docs/search.md#building-the-index), on this
 * thread or, on PostgreSQL, in worker threads (half the short ids each), each with its own
 * connection: at 1,000,000 providers the encoding is most of a boot, and one thread cannot do it
 * in the 20 s a boot may take (docs/benchmarks.md#boot-at-1000000-providers). PGlite is one
 * process's own database: a build on it stays on this thread. A worker thread runs the module the
 * definition names (its `worker`), which hands the same definition to serveIndexWorker.
 */

/** Short ids read per query. */
export const CHUNK = 2_500

/** Reads the live rows with short ids in `bounds` into `rows`; returns the time spent encoding. */
export async function encodeRows(
	db: Db,
	definition: Pick<SearchIndexDefinition, 'source'>,
	rows: RowColumns,
	bounds: ShortIdBounds,
): Promise<number> {
	let encodingMs = 0
	const read = (after: number, upTo: number) => readRowTexts(db, definition.source, after, upTo)
	for await (const page of shortIdRanges(read, bounds, CHUNK)) {
		const started = performance.now()
		for (const text of page) rows.add(text)
		encodingMs += performance.now() - started
	}
	return encodingMs
}

const TASK = 'openroom:encode-index-rows'
const YOUNG_GENERATION_MB = 64

type RangeTask = {
	databaseUrl: string
	bounds: ShortIdBounds
	day: string
	/** The build's clock (freshness and rank), as milliseconds. */
	now: number
}
type Reply = { range: EncodedRange; encodingMs: number } | { error: string }

/**
 * The worker's entry, the definition's worker module: in the built server, its entry there
 * (vite.config.ts builds it as an entry of its own); from the sources (tests, scripts), its source,
 * loaded through tsx as everything else there is.
 */
function workerEntry(worker: SearchIndexDefinition['worker']): { entry: string | URL; eval: boolean } {
	if (!import.meta.url.endsWith('.ts'))
		return { entry: pathToFileURL(path.resolve(worker.built)), eval: false }
	const source = JSON.stringify(worker.source.href)
	return {
		entry: `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}) })`,
		eval: true,
	}
}

/**
 * Encodes the live rows with short ids in `task.bounds` in a worker thread; its arrays come back
 * transferred. It places offices with `points`, the ZIP geography's tables (this thread loads the
 * geography while the worker starts), rather than loading the data packages itself.
 */
export function encodeRowsInWorker(
	definition: Pick<SearchIndexDefinition, 'worker'>,
	task: RangeTask,
	points: Promise<PointTables>,
): Promise<{ range: EncodedRange; encodingMs: number }> {
	const { entry, eval: isSource } = workerEntry(definition.worker)
	return new Promise((resolve, reject) => {
		const worker = new Worker(entry, {
			eval: isSource,
			workerData: { task: TASK, ...task },
			// A young generation larger than the default: the row texts die young, and fewer, larger
			// scavenges copy less of what is still in flight (docs/benchmarks.md#boot-at-1000000-providers).
			resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
		})
		worker.once('message', (reply: Reply) => {
			if ('error' in reply) reject(new Error(`index worker: ${reply.error}`))
			else resolve(reply)
			void worker.terminate()
		})
		points.then(
			(tables) => worker.postMessage({ points: tables }),
			(error: unknown) => {
				reject(error)
				void worker.terminate()
			},
		)
		worker.once('error', reject)
		// After a reply this changes nothing; before one, the worker died without saying why.
		worker.once('exit', (code) => reject(new Error(`index worker exited (code ${code})`)))
	})
}

/** In the worker: its own connection and encoder; the rows go back as typed arrays and names. */
async function runTask(definition: SearchIndexDefinition, task: RangeTask): Promise<void> {
	const points = new Promise<PointTables>((resolve) =>
		parentPort?.once('message', (message: { points: PointTables }) => resolve(message.points)),
	)
	// As many connections as ranges in flight (shortIdRanges: the one encoded and two ahead), each
	// statement bounded as the server's are.
	const handle = await openDb({
		databaseUrl: task.databaseUrl,
		connections: 3,
		statementTimeoutMs: APP_STATEMENT_TIMEOUT_MS,
	})
	try {
		const encoder = definition.encoder(new OfficePoints(await points))
		const rows = new RowColumns(encoder, task.day, new Date(task.now))
		const encodingMs = await encodeRows(handle.db, definition, rows, task.bounds)
		const range = rows.encodedRange()
		const reply: Reply = { range, encodingMs }
		parentPort?.postMessage(reply, [range.records.buffer, range.facetList.buffer, range.sortWords.buffer])
	} finally {
		await handle.close()
	}
}

/**
 * Run by the definition's worker module: in a worker thread started by encodeRowsInWorker, encodes
 * its range and replies; anywhere else (the module imported on the main thread), nothing.
 */
export function serveIndexWorker(definition: SearchIndexDefinition): void {
	if (isMainThread || workerData?.task !== TASK) return
	runTask(definition, workerData as RangeTask).catch((error: unknown) => {
		parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies Reply)
	})
}
