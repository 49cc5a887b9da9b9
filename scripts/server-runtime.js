// How Node and glibc run the production server: `npm start` (package.json, which must say the same:
// scripts/server-runtime.test.ts), `npm run start:cluster` and the memory soak use these.
// Why each one: docs/benchmarks.md#memory-soak-issue-48.

/**
 * V8: a young generation of 2 × 8 MB instead of 2 × 16 MB, and the old generation let grow by 30%
 * over its live size before a full collection, instead of up to four times (what V8 allows on a
 * machine with more than 16 GB). No cap on the heap: a larger directory still gets the heap it needs.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30']

/**
 * glibc: two malloc arenas instead of eight per core, and blocks of 64 KB or more (pages, compression
 * buffers, query results) in mappings of their own, given back to the system when freed, instead of
 * a threshold that grows and leaves them scattered in the heap. Set only where the operator has not.
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' }

/** The environment for a server process: the malloc settings under the operator's own. */
export function serverEnv(env) {
	return { ...SERVER_MALLOC_ENV, ...env }
}
