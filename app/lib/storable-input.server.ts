import type { MiddlewareFunction } from 'react-router'
import { apiError } from './http.server'

// The input rule (docs/product.md#input): no text reaches the database that it cannot store.
// PostgreSQL refuses U+0000 in text and jsonb; a UTF-16 surrogate without its pair has no UTF-8 form
// and would be stored as U+FFFD, silently changed. Both are refused here, once, for every route:
// the path, the query string and any body under the 1 MB limit (JSON, url-encoded, multipart).
// Streamed uploads (/uploads/*) check their form fields as they arrive (upload-receive.server.ts).

/** U+0000, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const UNSTORABLE_MESSAGE =
	'This contains a character that cannot be stored (an invisible NUL character or a broken emoji). Please remove it and try again.'

/** True when `text` holds a character the database cannot store as it is. */
export function hasUnstorableText(text: string): boolean {
	return UNSTORABLE.test(text)
}

/**
 * The top-level field under which `value` (parsed JSON or form fields) holds an unstorable string,
 * as a key or a value; '_' when it is the value itself; null when everything can be stored.
 * Walks without recursion, so no nesting depth can overflow the stack.
 */
export function findUnstorable(value: unknown): string | null {
	const stack: Array<{ value: unknown; field: string | null }> = [{ value, field: null }]
	while (stack.length > 0) {
		const { value: current, field } = stack.pop() as { value: unknown; field: string | null }
		if (typeof current === 'string') {
			if (hasUnstorableText(current)) return field ?? '_'
		} else if (Array.isArray(current)) {
			for (const item of current) stack.push({ value: item, field: field ?? '_' })
		} else if (current !== null && typeof current === 'object') {
			for (const [key, item] of Object.entries(current)) {
				if (hasUnstorableText(key)) return field ?? '_'
				stack.push({ value: item, field: field ?? key })
			}
		}
	}
	return null
}

function fieldsOf(params: Iterable<[string, FormDataEntryValue]>): Record<string, string | string[]> {
	// No prototype: a field named __proto__ is a field like any other.
	const out: Record<string, string[]> = Object.create(null)
	for (const [key, value] of params) {
		const text = typeof value === 'string' ? value : value.name
		out[key] ??= []
		out[key].push(text)
	}
	return out
}

function pathSegments(pathname: string): string[] {
	return pathname.split('/').map((segment) => {
		try {
			return decodeURIComponent(segment)
		} catch {
			// A malformed escape cannot decode to U+0000; the route decides what it means.
			return segment
		}
	})
}

/** Streamed upload receivers read their own bodies and check each field (upload-receive.server.ts). */
const STREAMED_BODIES = /^\/uploads\//

async function bodyFields(request: Request, pathname: string): Promise<unknown> {
	if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null
	// Never buffered here, whatever their type: they may be 150 MB (their receivers refuse anything
	// but multipart with 415).
	if (STREAMED_BODIES.test(pathname)) return null
	const type = (request.headers.get('content-type') ?? '').toLowerCase()
	// A copy: the route reads the body itself afterwards.
	const copy = request.clone()
	if (type.startsWith('multipart/form-data')) {
		// Malformed multipart: the route answers for it.
		const form = await copy.formData().catch(() => null)
		return form ? fieldsOf(form.entries()) : null
	}
	// A body cut short (the client went away): the route answers for it, as for any unreadable body.
	const text = await copy.text().catch(() => null)
	if (text === null) return null
	if (type.startsWith('application/x-www-form-urlencoded')) return fieldsOf(new URLSearchParams(text))
	// JSON, or a body whose type the route will refuse: a raw NUL is refused either way.
	if (text.includes('\u0000')) return text
	try {
		return JSON.parse(text) as unknown
	} catch {
		return null
	}
}

/** The field at fault in `request`'s path, query or body, or null when all of it can be stored. */
export async function findUnstorableInput(request: Request): Promise<string | null> {
	const url = new URL(request.url)
	if (pathSegments(url.pathname).some(hasUnstorableText)) return '_'
	const query = findUnstorable(fieldsOf(url.searchParams))
	if (query) return query
	return findUnstorable(await bodyFields(request, url.pathname))
}

/**
 * React Router middleware, first in the root route's list: refuses unstorable input with 400 in
 * the API's error shape before any loader or action reads it. A JSON endpoint returns that answer
 * as it is; a page (a form posted without JavaScript) renders it in the root error boundary.
 */
export const refuseUnstorableInput: MiddlewareFunction<Response> = async ({ request }, next) => {
	const field = await findUnstorableInput(request)
	if (field) throw apiError('invalid', UNSTORABLE_MESSAGE, 400, { fields: { [field]: UNSTORABLE_MESSAGE } })
	return next()
}
