/**
 * A steady load of real requests for restart tests and benchmarks: `concurrency` loops, each sending
 * the next request as soon as the last one is answered (kept-alive connections, as a browser or a
 * balancer holds them). Every outcome is recorded with its time, so a test can tell a request the
 * server accepted and lost from a connection it refused while stopped.
 */
type Outcome = {
	path: string
	method: string
	startedAt: number
	endedAt: number
	status?: number
	/** The error code when no answer came: ECONNREFUSED (never accepted), UND_ERR_SOCKET (cut)… */
	error?: string
	upstream?: string
}

export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: () => unknown }

export function startLoad(options: {
	base: string
	requests: LoadRequest[]
	concurrency: number
	/** An answer with this status or above counts as failed (5xx by default). */
	failFrom?: number
}) {
	const outcomes: Outcome[] = []
	let stopped = false
	let n = 0
	const worker = async (w: number) => {
		let address = 0
		while (!stopped) {
			const request = options.requests[n++ % options.requests.length]
			const startedAt = performance.now()
			const outcome: Outcome = { path: request.path, method: request.method, startedAt, endedAt: 0 }
			try {
				const response = await fetch(options.base + request.path, {
					method: request.method,
					headers: {
						'accept-encoding': 'br, gzip',
						// Each loop its own visitor address: rate limits per address stay out of the way.
						'x-forwarded-for': `198.18.${w}.${(address++ % 250) + 1}`,
						...(request.body
							? {
									'content-type': 'application/json',
									accept: 'application/json',
									origin: new URL(options.base).origin,
								}
							: {}),
					},
					body: request.body ? JSON.stringify(request.body()) : undefined,
				})
				await response.arrayBuffer()
				outcome.status = response.status
				outcome.upstream = response.headers.get('x-upstream') ?? undefined
			} catch (error) {
				const cause = (error as { cause?: { code?: string; message?: string } }).cause
				outcome.error = cause?.code ?? cause?.message ?? String(error)
				// Refused: the port is closed (a restart); wait a little instead of spinning.
				await new Promise((r) => setTimeout(r, 20))
			}
			outcome.endedAt = performance.now()
			outcomes.push(outcome)
		}
	}
	const workers = Array.from({ length: options.concurrency }, (_, w) => worker(w))
	const failFrom = options.failFrom ?? 500
	return {
		outcomes,
		count: () => outcomes.length,
		stop: async () => {
			stopped = true
			await Promise.all(workers)
			return summarize(outcomes, failFrom)
		},
	}
}

type LoadSummary = {
	total: number
	answered: number
	/** Answers with a status ≥ failFrom, and requests with no answer but a refused connection. */
	failed: Outcome[]
	refused: number
	byUpstream: Record<string, number>
}

export function summarize(outcomes: Outcome[], failFrom = 500): LoadSummary {
	const byUpstream: Record<string, number> = {}
	for (const o of outcomes) if (o.upstream) byUpstream[o.upstream] = (byUpstream[o.upstream] ?? 0) + 1
	return {
		total: outcomes.length,
		answered: outcomes.filter((o) => o.status !== undefined).length,
		failed: outcomes.filter((o) =>
			o.status !== undefined ? o.status >= failFrom : o.error !== 'ECONNREFUSED',
		),
		refused: outcomes.filter((o) => o.error === 'ECONNREFUSED').length,
		byUpstream,
	}
}

/**
 * An open-loop load for soaks: `rate` GET requests a second, each sent on schedule whether or not
 * earlier ones were answered, each timed from sending to the last byte of its answer. autocannon's
 * `overallRate` cannot be used for this: once the server closes a kept-alive connection (nginx does
 * after `keepalive_requests`, 1,000 by default), it counts a request's wait for its connection's next
 * one-second slot as latency, a step to ~1 s that no server causes (docs/benchmarks.md#soak).
 */
export async function paceLoad(options: {
	base: string
	paths: string[]
	rate: number
	seconds: number
	headers?: Record<string, string>
}): Promise<{ latencies: Array<{ at: number; ms: number }>; total: number; failed: number }> {
	const latencies: Array<{ at: number; ms: number }> = []
	const pending = new Set<Promise<void>>()
	let failed = 0
	const started = performance.now()
	const count = Math.round(options.rate * options.seconds)
	for (let i = 0; i < count; i++) {
		const due = started + (i * 1000) / options.rate
		const wait = due - performance.now()
		if (wait > 0) await new Promise((r) => setTimeout(r, wait))
		const path = options.paths[i % options.paths.length]
		const sent = performance.now()
		const request = fetch(options.base + path, {
			headers: options.headers,
			signal: AbortSignal.timeout(30_000),
		})
			.then(async (response) => {
				await response.arrayBuffer()
				if (!response.ok) failed++
			})
			.catch(() => {
				failed++
			})
			.finally(() => {
				const now = performance.now()
				latencies.push({ at: now - started, ms: now - sent })
				pending.delete(request)
			})
		pending.add(request)
	}
	await Promise.all(pending)
	return { latencies, total: count, failed }
}
