import { describe, expect, test } from 'vitest'
import {
	findUnstorable,
	findUnstorableInput,
	hasUnstorableText,
	refuseUnstorableInput,
	UNSTORABLE_MESSAGE,
} from './storable-input.server'

// The input rule (docs/product.md#input): what the database cannot store is refused before any
// route reads it. The browser tests (tests/e2e/fuzz.spec.ts) check it on the running server.

const URL_BASE = 'http://localhost:3000'

describe('hasUnstorableText', () => {
	test.each([
		['a NUL', 'a\u0000b', true],
		['a lone high surrogate', 'a\ud800b', true],
		['a high surrogate at the end', 'abc\ud83d', true],
		['a lone low surrogate', '\udc00x', true],
		['two high surrogates then a low one', '\ud83d\ud83d\ude00', true],
		['an emoji (a surrogate pair)', 'Hello 😀', false],
		['other control characters', 'tab\tnew\nline\u0001\u007f', false],
		['U+FFFD and non-characters', '\ufffd\uffff', false],
		['plain text', 'Sam', false],
	])('%s', (_name, text, unstorable) => {
		expect(hasUnstorableText(text)).toBe(unstorable)
	})
})

describe('findUnstorable names the top-level field at fault', () => {
	test('in a value at any depth, a key, an array', () => {
		expect(findUnstorable({ name: 'Sam', address: { lines: ['ok', 'b\u0000'] } })).toBe('address')
		expect(findUnstorable({ tags: [1, 2, '\ud800'] })).toBe('tags')
		expect(findUnstorable({ 'bad\u0000key': 1 })).toBe('_')
		expect(findUnstorable({ outer: { 'bad\u0000key': 1 } })).toBe('outer')
		expect(findUnstorable('\u0000')).toBe('_')
		expect(findUnstorable(['\u0000'])).toBe('_')
		expect(findUnstorable({ ok: 'fine', n: 1, b: true, z: null })).toBeNull()
	})

	test('prototype keys are plain keys, and any nesting depth is walked without recursion', () => {
		expect(findUnstorable(JSON.parse('{"__proto__":{"x":"\\u0000"}}'))).toBe('__proto__')
		let deep: unknown = 'bottom\u0000'
		for (let i = 0; i < 200_000; i++) deep = [deep]
		expect(findUnstorable({ deep })).toBe('deep')
	})
})

const post = (path: string, body: BodyInit, type?: string) =>
	new Request(`${URL_BASE}${path}`, {
		method: 'POST',
		body,
		headers: type ? { 'Content-Type': type } : {},
	})

describe('findUnstorableInput reads the path, the query and the body', () => {
	test('path and query', async () => {
		expect(await findUnstorableInput(new Request(`${URL_BASE}/api/user?search=a%00b`))).toBe('search')
		expect(await findUnstorableInput(new Request(`${URL_BASE}/api/user?a%00=1`))).toBe('_')
		expect(await findUnstorableInput(new Request(`${URL_BASE}/therapist/a%00b/1`))).toBe('_')
		// A malformed escape decodes to U+FFFD (storable); the route decides what it means.
		expect(await findUnstorableInput(new Request(`${URL_BASE}/api/user?search=%ED%A0%80`))).toBeNull()
		expect(await findUnstorableInput(new Request(`${URL_BASE}/therapist/%E0%A4%A/1`))).toBeNull()
		expect(await findUnstorableInput(new Request(`${URL_BASE}/api/user?search=caf%C3%A9`))).toBeNull()
	})

	test('JSON bodies, typed or not, and a raw NUL in any text body', async () => {
		const json = 'application/json'
		expect(await findUnstorableInput(post('/api/contact', '{"name":"a\\u0000"}', json))).toBe('name')
		expect(await findUnstorableInput(post('/api/contact', '{"name":"\\ud800"}'))).toBe('name')
		expect(await findUnstorableInput(post('/api/contact', '{"name":"\\ud83d\\ude00"}', json))).toBeNull()
		// An escaped backslash followed by u0000 is six ordinary characters.
		expect(await findUnstorableInput(post('/api/contact', '{"name":"\\\\u0000"}', json))).toBeNull()
		expect(await findUnstorableInput(post('/api/contact', 'text\u0000', 'text/plain'))).toBe('_')
		expect(await findUnstorableInput(post('/api/contact', '{not json', json))).toBeNull()
	})

	test('url-encoded and multipart forms', async () => {
		const form = 'application/x-www-form-urlencoded'
		expect(await findUnstorableInput(post('/login', 'username=a%00b&password=x', form))).toBe('username')
		expect(await findUnstorableInput(post('/login', 'username=a&__proto__=%00', form))).toBe('__proto__')
		expect(await findUnstorableInput(post('/login', 'username=a%40b.com', form))).toBeNull()
		const data = new FormData()
		data.set('name', 'Sam\u0000')
		expect(await findUnstorableInput(post('/register', data))).toBe('name')
		// Streamed uploads check their own fields (upload-receive.server.ts).
		expect(await findUnstorableInput(post('/uploads/local', data))).toBeNull()
		// Whatever their type: they are never buffered here (the receivers answer 415).
		expect(await findUnstorableInput(post('/uploads/user', '{"a":"\\u0000"}', 'application/json'))).toBeNull()
	})

	test('the request itself can still be read by the route afterwards', async () => {
		const request = post('/api/contact', '{"name":"Sam"}', 'application/json')
		expect(await findUnstorableInput(request)).toBeNull()
		expect(await request.json()).toEqual({ name: 'Sam' })
	})
})

describe('refuseUnstorableInput', () => {
	const run = async (request: Request) =>
		await refuseUnstorableInput(
			{ request, context: {} as never, params: {}, unstable_pattern: '' } as never,
			async () => Response.json({ reached: true }),
		)

	test('throws a 400 in the error shape before the route runs', async () => {
		const thrown = await run(
			post('/api/contact', '{"private_message":"hi\\u0000"}', 'application/json'),
		).catch((error: unknown) => error)
		expect(thrown).toBeInstanceOf(Response)
		const response = thrown as Response
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			error: {
				code: 'invalid',
				message: UNSTORABLE_MESSAGE,
				fields: { private_message: UNSTORABLE_MESSAGE },
			},
		})
	})

	test('lets storable input through', async () => {
		const response = (await run(
			post('/api/contact', '{"private_message":"hi 😀"}', 'application/json'),
		)) as Response
		expect(await response.json()).toEqual({ reached: true })
	})
})
