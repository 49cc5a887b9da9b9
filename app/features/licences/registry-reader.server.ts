import { batchesFromWorker, serveBatches, workerTask } from '~/platform/workers/batch-worker.server'
import { type FileRecord, fileRecords } from './nppes-csv.server'
import { type ColumnIndexes, columnIndexes, RegistryFileError, stageRecord } from './nppes-format'

// Reading an NPPES file for the import (registry-import.server.ts): its records (nppes-csv.server.ts) and the checks of each
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

/** The file's records in batches with their line numbers (1 is the header), the header checked first. */
export async function* records(file: string): AsyncGenerator<{ batch: FileRecord[]; at: ColumnIndexes }> {
	let at: ColumnIndexes | undefined
	for await (const batch of fileRecords(file)) {
		if (!at) {
			at = columnIndexes(batch[0].record)
			batch.shift()
		}
		yield { batch, at }
	}
	if (!at) throw new RegistryFileError('the file is empty', 1)
}

/** Reads and stages the file's lines in batches; `keepAll` also sends the lines not kept (a weekly file's removals). */
async function* readBatches(task: ReadTask): AsyncGenerator<Batch, Done> {
	let rows: unknown[] = []
	let read = 0
	let kept = 0
	let sentRead = 0
	const flush = (): Batch => {
		const batch = {
			json: JSON.stringify(rows),
			rows: rows.length,
			read,
			read_in_batch: read - sentRead,
			kept,
		}
		sentRead = read
		rows = []
		return batch
	}
	for await (const { batch, at } of records(task.file))
		for (const { record, line } of batch) {
			const row = stageRecord(record, at, line)
			read++
			if (row.keep) kept++
			if (row.keep || task.keepAll) rows.push({ ...row, line })
			if (rows.length >= BATCH) yield flush()
		}
	if (rows.length) yield flush()
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
 * The same batches, read in this thread as the caller asks for them: for a small file (the demo
 * registry, a few hundred lines), where starting a worker costs more than it saves.
 */
export function stagedBatchesHere(file: string, options: { keepAll: boolean }): AsyncGenerator<Batch, Done> {
	return readBatches({ task: TASK, file, keepAll: options.keepAll })
}

const task = workerTask<ReadTask>(TASK)
if (task)
	serveBatches<Batch, Done>(
		async (send) => {
			const batches = readBatches(task)
			for (;;) {
				const next = await batches.next()
				if (next.done) return next.value
				await send(next.value)
			}
		},
		(error) =>
			error instanceof RegistryFileError
				? { error: error.reason, line: error.line }
				: { error: error instanceof Error ? error.message : String(error) },
		IN_FLIGHT,
	)
