import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverEnv } from '../../scripts/server-runtime.js'

// `npm start` is what a newcomer and a small organisation run: it must run the server with the
// settings the memory soak measured (docs/benchmarks.md#memory-soak-issue-48), as start:cluster does.
describe('the production server’s Node and malloc settings', () => {
	const start: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start

	it('npm start passes every V8 flag to the server’s process', () => {
		const [, nodeArgs] = /\bnode ((?:--\S+ )*)scripts\/start\.js$/.exec(start) ?? []
		expect(nodeArgs?.trim().split(' ')).toEqual(SERVER_NODE_FLAGS)
	})

	it('npm start sets each malloc variable unless the operator has', () => {
		for (const [name, value] of Object.entries(SERVER_MALLOC_ENV))
			expect(start).toContain(`${name}=\${${name}:-${value}}`)
	})

	it('the operator’s own value wins', () => {
		expect(serverEnv({ MALLOC_ARENA_MAX: '4', PORT: '3000' })).toMatchObject({
			MALLOC_ARENA_MAX: '4',
			MALLOC_MMAP_THRESHOLD_: '65536',
			PORT: '3000',
		})
	})
})
