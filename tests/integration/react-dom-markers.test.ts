import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MARKER_CODES, withStacklessMarkers } from '../../scripts/react-dom-markers'

const require = createRequire(import.meta.url)
// The package's exports do not name the file: it is found beside the package's manifest.
const file = path.join(
	path.dirname(require.resolve('react-dom/package.json')),
	'cjs/react-dom-client.production.js',
)
const source = readFileSync(file, 'utf8')

describe('React DOM markers without a stack trace (docs/decisions/0014-react-dom-markers-without-stack.md)', () => {
	it('replaces each of the five markers the installed React DOM makes at load', () => {
		const code = withStacklessMarkers(source)
		for (const n of MARKER_CODES) {
			expect(code).not.toMatch(new RegExp(`\\bError\\(formatProdErrorMessage\\(${n}\\)\\)`))
			expect(code).toContain(`openroomMarkerError(formatProdErrorMessage(${n}))`)
		}
		// Every other error React DOM makes is left as it was.
		expect(code.match(/\bError\(/g)?.length).toBe(
			(source.match(/\bError\(/g)?.length ?? 0) - MARKER_CODES.length,
		)
	})

	it('still loads as React DOM, and its "use strict" stays first', () => {
		const code = withStacklessMarkers(source)
		expect(code.replace(/^(\s*\/\*[\s\S]*?\*\/)*\s*/, '')).toMatch(/^"use strict";/)
		const module = { exports: {} as Record<string, unknown> }
		new Function('module', 'exports', 'require', code)(module, module.exports, require)
		expect(typeof module.exports.hydrateRoot).toBe('function')
		expect(typeof module.exports.createRoot).toBe('function')
	})

	it('fails the build when React DOM no longer makes them that way', () => {
		expect(() => withStacklessMarkers(source.replace('Error(formatProdErrorMessage(461))', 'x'))).toThrow(
			/461/,
		)
	})
})
