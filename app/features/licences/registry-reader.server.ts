import { createReadStream } from 'node:fs'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { CsvError, parse } from 'csv-parse'
import { type ColumnIndexes, columnIndexes, RegistryFileError, stageRecord } from './nppes-format'

// Reading an NPPES file for the import (registry-import.server.ts): csv-parse and the checks of each
// line run in a worker thread, while the import's thread writes to the database (PGlite runs in that
// thread): on two cores the import takes about half as long (docs/benchmarks.md#npi-registry-import-issue-46).
// The worker sends staged rows in batches, as JSON the database reads with json_populate_recordset,
// and waits when the database is IN_FLIGHT batches behind, so memory stays flat however long the file.

const TASK = 'openroom:read-registry-file'
/** Rows per batch: one INSERT each. */
const BATCH = 500
const IN_FLIGHT = 4

type ReadTask = { task: typeof TASK; file: string; keepAll: boolean }
/** `read`: lines read up to and including this batch, of which `read_in_batch` since the one before. */
export type Batch = { json: string; rows: number; read: number; read_in_batch: number; kept: number }
type Message = { batch: Batch } | { done: { read: number; kept: number } } | { error: string; line?: number }

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

/** In the worker: reads, stages and sends; `keepAll` also sends the lines not kept (a weekly file's removals). */
async function readInWorker(task: ReadTask): Promise<void> {
	const port = parentPort
	if (!port) return
	let credit = IN_FLIGHT
	let wake: (() => void) | null = null
	port.on('message', () => {
		credit++
		wake?.()
		wake = null
	})
	let rows: unknown[] = []
	let read = 0
	let kept = 0
	let sentRead = 0
	const send = async () => {
		if (credit === 0) await new Promise<void>((resolve) => (wake = resolve))
		credit--
		const batch = {
			json: JSON.stringify(rows),
			rows: rows.length,
			read,
			read_in_batch: read - sentRead,
			kept,
		}
		port.postMessage({ batch } satisfies Message)
		sentRead = read
		rows = []
	}
	for await (const { record, line, at } of records(task.file)) {
		const row = stageRecord(record, at, line)
		read++
		if (row.keep) kept++
		if (row.keep || task.keepAll) rows.push({ ...row, line })
		if (rows.length >= BATCH) await send()
	}
	if (rows.length) await send()
	port.postMessage({ done: { read, kept } } satisfies Message)
	port.removeAllListeners('message')
}

/** From the sources (scripts and tests run through tsx), the worker loads this file through tsx. */
function workerEntry(): string {
	const source = JSON.stringify(import.meta.url)
	return `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}) })`
}

/**
 * The staged rows of a file, in batches, read in a worker thread. A bad line, a truncated file or a
 * header without a needed column ends it with a RegistryFileError naming the line or the column.
 */
export async function* stagedBatches(
	file: string,
	options: { keepAll: boolean },
): AsyncGenerator<Batch, { read: number; kept: number }> {
	const worker = new Worker(workerEntry(), {
		eval: true,
		workerData: { task: TASK, file, keepAll: options.keepAll } satisfies ReadTask,
		// It holds a few batches at a time: a small heap keeps the import's memory flat and low.
		resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
	})
	const queue: Message[] = []
	let notify: (() => void) | null = null
	let failure: Error | null = null
	worker.on('message', (message: Message) => {
		queue.push(message)
		notify?.()
	})
	worker.on('error', (error) => {
		failure = error
		notify?.()
	})
	worker.on('exit', (code) => {
		failure ??= new Error(`the registry reader stopped (exit code ${code})`)
		notify?.()
	})
	try {
		for (;;) {
			const message = queue.shift()
			if (!message) {
				if (failure) throw failure
				await new Promise<void>((resolve) => (notify = resolve))
				notify = null
				continue
			}
			if ('error' in message) throw new RegistryFileError(message.error, message.line)
			if ('done' in message) return message.done
			worker.postMessage('more')
			yield message.batch
		}
	} finally {
		worker.removeAllListeners()
		await worker.terminate()
	}
}

if (!isMainThread && (workerData as ReadTask | undefined)?.task === TASK) {
	readInWorker(workerData as ReadTask).catch((error: unknown) => {
		const message: Message =
			error instanceof RegistryFileError
				? { error: error.reason, line: error.line }
				: { error: error instanceof Error ? error.message : String(error) }
		parentPort?.postMessage(message)
	})
}
