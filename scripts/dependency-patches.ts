import type { Plugin } from 'vite'

/**
 * Two small changes to dependencies' code in the browser's bundle, each for time on a page's start
 * that a person waits through (docs/decisions/0014-dependency-patches-for-page-start.md). Each one
 * fails the build when the installed package no longer reads as expected, so that an upgrade looks
 * at it again; tests/integration/dependency-patches.test.ts checks them against the installed packages.
 */
const PATCHES: Array<{ file: RegExp; patch: (code: string) => string }> = [
	{ file: /\/react-dom\/cjs\/react-dom-client\.production\.js$/, patch: withStacklessMarkers },
	{ file: /\/@lingui\/core\/dist\/index\.mjs$/, patch: withNumbersOnlyWhereWritten },
]

export function dependencyPatches(): Plugin {
	return {
		name: 'openroom:dependency-patches',
		apply: 'build',
		transform(code, id) {
			const found = PATCHES.find(({ file }) => file.test(id))
			return found ? { code: found.patch(code), map: null } : null
		},
	}
}

/**
 * The errors React DOM makes once, when it loads, and only ever compares by identity (it throws them
 * to unwind a render and catches them itself): suspense, selective hydration, suspensey commit,
 * hydration mismatch, suspended action.
 */
export const MARKER_CODES = [460, 461, 474, 519, 542]
const MARKER = new RegExp(`\\bError\\(formatProdErrorMessage\\((${MARKER_CODES.join('|')})\\)\\)`, 'g')

/** Made like an Error, without the stack trace an Error captures when it is made. */
const MAKE_MARKER =
	'\nfunction openroomMarkerError(message) { var marker = Object.create(Error.prototype); marker.message = message; return marker }\n'

/**
 * React DOM's markers, made without a stack trace. With an inspector attached (Lighthouse, DevTools,
 * Playwright) each error made captures a stack trace with line numbers, and the frame making these
 * five is React DOM's whole module (about 150 KB), which V8 then parses again: 20-30 ms in the task
 * that starts hydration, on this machine.
 */
export function withStacklessMarkers(code: string): string {
	const found: number[] = []
	const changed = code.replace(MARKER, (_whole, codeNumber: string) => {
		found.push(Number(codeNumber))
		return `openroomMarkerError(formatProdErrorMessage(${codeNumber}))`
	})
	const missing = MARKER_CODES.filter((n) => !found.includes(n))
	if (missing.length > 0 || found.length !== MARKER_CODES.length) {
		throw new Error(
			`react-dom-client.production.js no longer makes its markers as scripts/dependency-patches.ts expects (missing: ${missing.join(', ') || 'none'}, found ${found.length})`,
		)
	}
	// At the end: a declaration is hoisted, and the module's "use strict" stays its first statement.
	return changed + MAKE_MARKER
}

const OCTOTHORPE = `  const replaceOctothorpe = (value, message) => {\n`

/**
 * Lingui formats a plural's number for its `#` even when the chosen text has none, and that makes the
 * page's first Intl.NumberFormat: 30-45 ms in the browser, in the middle of hydration. Our messages
 * write the number as a variable (`{count}`), so with this no page makes one while it starts.
 */
export function withNumbersOnlyWhereWritten(code: string): string {
	if (!code.includes(OCTOTHORPE)) {
		throw new Error(
			'@lingui/core no longer formats plurals as scripts/dependency-patches.ts expects (replaceOctothorpe)',
		)
	}
	return code.replace(OCTOTHORPE, `${OCTOTHORPE}    if (!message.includes(OCTOTHORPE_PH)) return message;\n`)
}
