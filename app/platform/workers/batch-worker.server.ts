import { isMainThread, parentPort, type ResourceLimits, Worker, workerData } from 'node:worker_threads'

// A producer in a worker thread that sends its work in batches while the calling thread consumes
// them (a file parsed there, written to the database here): on two cores both run at once. The
// worker waits when the caller is `inFlight` batches behind, so memory stays flat however long the
// input. Used by the NPI registry import (app/features/licences/registry-reader.server.ts).

type Message<B, D> = { batch: B } | { done: D } | { error: string; line?: number }

/** A failure the worker reports: its message and, where it has one, the input's line. */
export type WorkerFailure = { error: string; line?: number }

/** From the sources (scripts and tests run through tsx), the worker loads its module through tsx. */
function workerEntry(moduleUrl: string): string {
	const source = JSON.stringify(moduleUrl)
	return `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}) })`
}

/**
 * In the calling thread: starts `moduleUrl` in a worker with `data` and yields the batches it sends;
 * returns what it reports when done. A failure it reports is thrown as `toError(failure)`.
 */
export async function* batchesFromWorker<B, D>(options: {
	moduleUrl: string
	/** What the worker is started with; its `task` names what to run (`workerTask`). */
	data: { task: string; [key: string]: unknown }
	toError: (failure: WorkerFailure) => Error
	resourceLimits?: ResourceLimits
}): AsyncGenerator<B, D> {
	const worker = new Worker(workerEntry(options.moduleUrl), {
		eval: true,
		workerData: options.data,
		resourceLimits: options.resourceLimits,
	})
	const queue: Message<B, D>[] = []
	let notify: (() => void) | null = null
	let failure: Error | null = null
	worker.on('message', (message: Message<B, D>) => {
		queue.push(message)
		notify?.()
	})
	worker.on('error', (error) => {
		failure = error
		notify?.()
	})
	worker.on('exit', (code) => {
		failure ??= new Error(`the worker stopped (exit code ${code})`)
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
			if ('error' in message) throw options.toError(message)
			if ('done' in message) return message.done
			worker.postMessage('more')
			yield message.batch
		}
	} finally {
		worker.removeAllListeners()
		await worker.terminate()
	}
}

/** In a worker: the data it was started with, when it was started for `task`; otherwise undefined. */
export function workerTask<T extends { task: string }>(task: string): T | undefined {
	if (isMainThread) return undefined
	const data = workerData as T | undefined
	return data?.task === task ? data : undefined
}

/**
 * In the worker: runs `produce`, whose `send` waits while the caller is `inFlight` batches behind,
 * then reports its result; an error is reported as `describe(error)`.
 */
export function serveBatches<B, D>(
	produce: (send: (batch: B) => Promise<void>) => Promise<D>,
	describe: (error: unknown) => WorkerFailure,
	inFlight = 4,
): void {
	const port = parentPort
	if (!port) return
	let credit = inFlight
	let wake: (() => void) | null = null
	port.on('message', () => {
		credit++
		wake?.()
		wake = null
	})
	const send = async (batch: B) => {
		if (credit === 0) await new Promise<void>((resolve) => (wake = resolve))
		credit--
		port.postMessage({ batch } satisfies Message<B, D>)
	}
	produce(send).then(
		(done) => {
			port.postMessage({ done } satisfies Message<B, D>)
			port.removeAllListeners('message')
		},
		(error: unknown) => port.postMessage(describe(error) satisfies Message<B, D>),
	)
}
