import { createReadStream } from 'node:fs'
import { CsvError, parse } from 'csv-parse'
import { batchesFromWorker, serveBatches, workerTask } from '~/platform/workers/batch-worker.server'
import { type ColumnIndexes, columnIndexes, RegistryFileError, stageRecord } from './nppes-format'

// Reading an NPPES file for the import (registry-import.server.ts): csv-parse and the checks of each
// line run in a worker thread, while the import's thread writes to the database (PGlite runs in that
// thread): on two cores the import takes about half as long (docs/benchmarks.md#npi-registry-import-issue-46).
// The worker sends staged rows in batches (app/platform/workers), as JSON the database reads with
// json_populate_recordset, and waits when the database is IN_FLIGHT batches behind.

const TASK = 'openroom:read-registry-file'
/** Rows per batch: one INSERT each (2,000, not 500: fewer statements; CPU within noise of 500 at 1,000,000 rows, docs/benchmarks.md). */
const BATCH = 2000
const IN_FLIGHT = 4

type ReadTask = { task: typeof TASK; file: string; keepAll: boolean }
/** `read`: lines read up to and including this batch, of which `read_in_batch` since the one before. */
export type Batch = { json: string; rows: number; read: number; read_in_batch: number; kept: number }
type Done = { read: number; kept: number }

/** The file's records with their line numbers (1 is the header), the header checked first. */
export async function* records(
	file: string,
): AsyncGenerator<{ record: string[]; line: number; at: ColumnIndexes }> {
	const parser = createReadStream(file).pipe(parse({ bom: true, info: true, skip_empty_lines: true }))
	let at: ColumnIndexes | undefined
	try {
		for await (const { record, info } of parser as AsyncIterable<{
			record: string[]
			info: { lines: number }
		}>) {
			if (!at) {
				at = columnIndexes(record)
				continue
			}
			yield { record, line: info.lines, at }
		}
	} catch (error) {
		if (error instanceof CsvError) {
			const line = (error as CsvError & { lines?: number }).lines
			throw new RegistryFileError(
				`${error.message.replace(/^Invalid [^:]+: /, '')} (a bad or truncated file)`,
				line,
			)
		}
		throw error
	}
	if (!at) throw new RegistryFileError('the file is empty', 1)
}

/** Reads, stages and sends (in the worker); `keepAll` also sends the lines not kept (a weekly file's removals). */
async function readBatches(task: ReadTask, send: (batch: Batch) => Promise<void>): Promise<Done> {
	let rows: unknown[] = []
	let read = 0
	let kept = 0
	let sentRead = 0
	const flush = async () => {
		const batch = {
			json: JSON.stringify(rows),
			rows: rows.length,
			read,
			read_in_batch: read - sentRead,
			kept,
		}
		sentRead = read
		rows = []
		await send(batch)
	}
	for await (const { record, line, at } of records(task.file)) {
		const row = stageRecord(record, at, line)
		read++
		if (row.keep) kept++
		if (row.keep || task.keepAll) rows.push({ ...row, line })
		if (rows.length >= BATCH) await flush()
	}
	if (rows.length) await flush()
	return { read, kept }
}

/**
 * The staged rows of a file, in batches, read in a worker thread. A bad line, a truncated file or a
 * header without a needed column ends it with a RegistryFileError naming the line or the column.
 */
export function stagedBatches(file: string, options: { keepAll: boolean }): AsyncGenerator<Batch, Done> {
	return batchesFromWorker<Batch, Done>({
		moduleUrl: import.meta.url,
		data: { task: TASK, file, keepAll: options.keepAll } satisfies ReadTask,
		toError: (failure) => new RegistryFileError(failure.error, failure.line),
		// It holds a few batches at a time: a small heap keeps the import's memory flat and low.
		resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
	})
}

/**
 * The same batches, read in this thread: for a small file (the demo registry, a few hundred lines),
 * where starting a worker costs more than it saves. The whole file's batches are held at once.
 */
export async function* stagedBatchesHere(
	file: string,
	options: { keepAll: boolean },
): AsyncGenerator<Batch, Done> {
	const batches: Batch[] = []
	const done = await readBatches({ task: TASK, file, keepAll: options.keepAll }, async (batch) => {
		batches.push(batch)
	})
	yield* batches
	return done
}

const task = workerTask<ReadTask>(TASK)
if (task)
	serveBatches<Batch, Done>(
		(send) => readBatches(task, send),
		(error) =>
			error instanceof RegistryFileError
				? { error: error.reason, line: error.line }
				: { error: error instanceof Error ? error.message : String(error) },
		IN_FLIGHT,
	)
