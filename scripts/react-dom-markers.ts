import type { Plugin } from 'vite'

/** React DOM's client build, as the browser bundle imports it. */
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/

/**
 * The errors React DOM makes once, when it loads, and only ever compares by identity (it throws them
 * to unwind a render and catches them itself): suspense, suspensey commit, suspended action,
 * selective hydration, hydration mismatch.
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
 * that starts hydration, on this machine, four times that in Lighthouse's phone
 * (docs/decisions/0014-react-dom-markers-without-stack.md). A React DOM that makes them otherwise
 * fails the build here, so the change is looked at again.
 */
export function reactDomMarkers(): Plugin {
	return {
		name: 'openroom:react-dom-markers',
		apply: 'build',
		transform(code, id) {
			if (!REACT_DOM_CLIENT.test(id)) return null
			return { code: withStacklessMarkers(code), map: null }
		},
	}
}

/** React DOM's client code with its markers made by `openroomMarkerError`; throws if one is missing. */
export function withStacklessMarkers(code: string): string {
	const found: number[] = []
	const changed = code.replace(MARKER, (_whole, codeNumber: string) => {
		found.push(Number(codeNumber))
		return `openroomMarkerError(formatProdErrorMessage(${codeNumber}))`
	})
	const missing = MARKER_CODES.filter((n) => !found.includes(n))
	if (missing.length > 0 || found.length !== MARKER_CODES.length) {
		throw new Error(
			`react-dom-client.production.js no longer makes its markers as scripts/react-dom-markers.ts expects (missing: ${missing.join(', ') || 'none'}, found ${found.length})`,
		)
	}
	// At the end: a declaration is hoisted, and the module's "use strict" stays its first statement.
	return changed + MAKE_MARKER
}
