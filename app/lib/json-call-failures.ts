import { isRouteErrorResponse, type MiddlewareFunction } from 'react-router'

/** Where the JSON endpoints live (the resource routes under /api and /auth). */
const JSON_ENDPOINTS = /^\/(api|auth)\//

type Results = Record<string, { type: 'data' | 'error'; result: unknown }>

/** The answer's own `{ error }` body when it has one (a 503 from a proxy may not). */
function errorBody(error: unknown): unknown {
	const text = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
	try {
		const parsed: unknown = text ? JSON.parse(text) : null
		if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) return parsed
	} catch {
		// Not JSON: fall through to the generic shape.
	}
	const status = isRouteErrorResponse(error) ? error.status : 0
	return { error: { code: status ? `http_${status}` : 'network', message: null } }
}

/**
 * Client middleware for the JSON calls our forms make through fetchers (POST to a resource route):
 * a failure React Router could not decode (a network error, a proxy's 502, a 500) becomes data in
 * our error shape, so the form shows it, instead of the page being replaced by its error boundary.
 * 4xx answers of our own resource routes already arrive as data.
 */
export const jsonCallFailuresAsData: MiddlewareFunction<Results> = async ({ request }, next) => {
	const results = await next()
	const { pathname } = new URL(request.url)
	if (request.method === 'GET' || !JSON_ENDPOINTS.test(pathname)) return results
	for (const [routeId, outcome] of Object.entries(results)) {
		// A Response here is a redirect React Router still has to follow.
		if (outcome.type === 'error' && !(outcome.result instanceof Response))
			results[routeId] = { type: 'data', result: errorBody(outcome.result) }
	}
	return results
}
