import { describe, expect, test } from 'vitest'
import { jsonCallFailuresAsData } from './json-call-failures'

type Results = Record<string, { type: 'data' | 'error'; result: unknown }>

async function run(method: string, url: string, results: Results) {
	const request = new Request(url, { method })
	const next = async () => results
	// Only request and next matter to this middleware.
	return jsonCallFailuresAsData({ request, params: {}, context: {} } as never, next as never)
}

/** What React Router's client makes of a non-2xx answer it could not decode. */
function errorResponse(status: number, data: string) {
	return { status, statusText: '', internal: false, data }
}

describe('jsonCallFailuresAsData', () => {
	test("a proxy's 503 with our JSON body becomes that body, as data", async () => {
		const body = { error: { code: 'unavailable', message: 'The service is busy. Please try again.' } }
		const out = await run('POST', 'http://x/api/user', {
			'routes/api/user': { type: 'error', result: errorResponse(503, JSON.stringify(body)) },
		})
		expect(out).toEqual({ 'routes/api/user': { type: 'data', result: body } })
	})

	test('a failure without our body becomes the error shape with no message', async () => {
		const out = await run('POST', 'http://x/auth/login', {
			'routes/auth/login': { type: 'error', result: new TypeError('Failed to fetch') },
		})
		expect(out).toEqual({
			'routes/auth/login': { type: 'data', result: { error: { code: 'network', message: null } } },
		})
	})

	test('leaves redirects, page actions and loads alone', async () => {
		const redirect = new Response(null, { status: 302, headers: { Location: '/' } })
		const results: Results = { 'routes/auth/logout': { type: 'error', result: redirect } }
		expect(await run('POST', 'http://x/auth/logout', results)).toEqual(results)
		const page: Results = { 'routes/therapist': { type: 'error', result: new Error('boom') } }
		expect(await run('POST', 'http://x/therapist/a/1', page)).toBe(page)
		expect(await run('GET', 'http://x/api/user', page)).toBe(page)
	})
})
