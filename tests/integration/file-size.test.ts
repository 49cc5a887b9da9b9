import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Files stay under 400 lines (CONTRIBUTING.md, "Where code goes"): a longer one holds more than one
// idea. Data tables are JSON (e.g. app/platform/reference/questions.json), which this does not count.
const MAX_LINES = 400
const ROOTS = ['app', 'server', 'scripts', 'tests']

function codeFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return codeFiles(full)
		return /\.(tsx?|jsx?|mjs)$/.test(name) ? [full] : []
	})
}

test(`no code file is longer than ${MAX_LINES} lines`, () => {
	const long = ROOTS.flatMap(codeFiles)
		.map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
		.filter(({ lines }) => lines > MAX_LINES)
		.map(({ file, lines }) => `${file}: ${lines} lines`)
	expect(long).toEqual([])
})
