import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import {
	MARKER_CODES,
	withNumbersOnlyWhereWritten,
	withStacklessMarkers,
} from '../../scripts/dependency-patches'

const require = createRequire(import.meta.url)
/** A file of an installed package, found beside its manifest (the packages' exports do not name them). */
const packageFile = (name: string, file: string) =>
	readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), 'utf8')

describe('React DOM markers without a stack trace (docs/decisions/0014-dependency-patches-for-page-start.md)', () => {
	const source = packageFile('react-dom', 'cjs/react-dom-client.production.js')

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

describe("Lingui's plural numbers formatted only where a message writes `#`", () => {
	const source = packageFile('@lingui/core', 'dist/index.mjs')

	/** The patched @lingui/core, loaded as a module of its own from a temporary folder. */
	async function patchedLingui(): Promise<typeof import('@lingui/core')> {
		// Beside @lingui/core's own folder (message-utils' exports name no manifest).
		const utils = path.join(
			path.dirname(require.resolve('@lingui/core/package.json')),
			'../message-utils/dist',
		)
		const code = withNumbersOnlyWhereWritten(source).replace(
			/from ['"]@lingui\/message-utils\/([^'"]+)['"]/g,
			(_m, sub: string) => `from ${JSON.stringify(pathToFileURL(path.join(utils, `${sub}.mjs`)).href)}`,
		)
		const file = path.join(mkdtempSync(path.join(tmpdir(), 'lingui-')), 'index.mjs')
		writeFileSync(file, code)
		return import(pathToFileURL(file).href)
	}

	it('writes the same texts, and makes no Intl.NumberFormat for a plural without `#`', async () => {
		const { setupI18n: patchedSetup } = await patchedLingui()
		const messages = {
			weeks: compileMessage('{weeks, plural, one {a week ago} other {{weeks} weeks ago}}'),
			hash: compileMessage('{count, plural, one {# answer} other {# answers}}'),
		}
		const before = setupI18n({ locale: 'es', messages: { es: messages } })
		const after = patchedSetup({ locale: 'es', messages: { es: messages } })
		const made: unknown[] = []
		const NumberFormat = Intl.NumberFormat
		const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
			made.push(args)
			return new NumberFormat(...args)
		} as unknown as typeof Intl.NumberFormat
		Intl.NumberFormat = counting
		let texts: string[]
		try {
			texts = [1, 3, 1200].map((weeks) => after._('weeks', { weeks }))
		} finally {
			Intl.NumberFormat = NumberFormat
		}
		expect(made).toEqual([])
		expect(texts).toEqual([1, 3, 1200].map((weeks) => before._('weeks', { weeks })))
		expect(texts[1]).toBe('3 weeks ago')
		// A message that writes `#` still gets the number formatted for its language.
		for (const count of [1, 2, 12345]) expect(after._('hash', { count })).toBe(before._('hash', { count }))
		expect(after._('hash', { count: 12345 })).toBe(`${new Intl.NumberFormat('es').format(12345)} answers`)
	})

	it('fails the build when Lingui no longer reads as expected', () => {
		expect(() =>
			withNumbersOnlyWhereWritten(source.replace('replaceOctothorpe = (value', 'x = (value')),
		).toThrow(/replaceOctothorpe/)
	})
})
