import { type Db, databaseUrlOf } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import type { SearchIndexDefinition } from './definition'
import { RowColumns } from './index-build'
import { encodeRows, encodeRowsInWorker } from './index-encoding.server'
import { readShortIdBounds } from './index-rows.server'
import type { ShortIdBounds } from './index-snapshot.server'

// A build's reading of every live row (search-engine.server.ts, docs/search.md#building-the-index).

/** Short ids from which a build on PostgreSQL reads and encodes its rows in two worker threads. */
const WORKER_FROM = 100_000

/** The lower and the upper half of a range of short ids. */
function halves(bounds: ShortIdBounds): ShortIdBounds[] {
	const middle = bounds.first + Math.floor((bounds.last - bounds.first) / 2)
	return [
		{ first: bounds.first, last: middle },
		{ first: middle + 1, last: bounds.last },
	]
}

/**
 * Every live row, encoded by the definition's encoder into typed columns in short id order: on PostgreSQL from
 * WORKER_FROM rows in two worker threads (a part whose worker fails is read here instead), else here.
 */
export async function readIndexRows(
	db: Db,
	definition: SearchIndexDefinition,
	day: string,
	now: Date,
	workerFrom?: number,
): Promise<{ rows: RowColumns; encodingMs: number; workersMs: number[] }> {
	const bounds = await readShortIdBounds(db, definition.source)
	// Streamed: each range of rows is encoded into typed columns and dropped (index-build.ts).
	const rows = new RowColumns(definition.encoder(), day, now)
	const databaseUrl = databaseUrlOf(db)
	let inWorkers: Array<{ part: ShortIdBounds; encoded: ReturnType<typeof encodeRowsInWorker> }> | null = null
	if (databaseUrl && bounds.last - bounds.first + 1 >= (workerFrom ?? WORKER_FROM)) {
		// Once both workers have started (a microtask): this thread loads the ZIP geography while they
		// load their code, and gives them its point tables.
		const points = Promise.resolve().then(() => zipGeography().pointTables())
		inWorkers = halves(bounds).map((part) => ({
			part,
			encoded: encodeRowsInWorker(definition, { databaseUrl, bounds: part, day, now: now.getTime() }, points),
		}))
	}
	let encodingMs = 0
	const workersMs: number[] = []
	if (inWorkers) {
		// Awaited in turn below: a failure of the second while the first is awaited must not go unhandled.
		for (const { encoded } of inWorkers) encoded.catch(() => {})
		// Appended in short id order, the rank's last tie-break (index-build.ts).
		for (const { part, encoded } of inWorkers) {
			try {
				const { range, encodingMs: workerMs } = await encoded
				const appendStarted = performance.now()
				rows.append(range)
				encodingMs += performance.now() - appendStarted
				workersMs.push(workerMs)
			} catch (error) {
				// That part is read here instead: slower, not wrong.
				log.warn('search index worker failed; encoding its rows on the main thread', error)
				encodingMs += await encodeRows(db, definition, rows, part)
			}
		}
	} else {
		encodingMs = await encodeRows(db, definition, rows, bounds)
	}
	return { rows, encodingMs, workersMs }
}
