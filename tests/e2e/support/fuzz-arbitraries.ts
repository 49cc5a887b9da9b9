// Generators for tests/e2e/fuzz.spec.ts: requests derived from the OpenAPI document's JSON schemas
// (mostly valid, so they reach the services), and hostile ones: wrong types, NUL and lone surrogates,
// huge strings, deep nesting, prototype keys, invalid JSON, wrong content types.
import fc from 'fast-check'

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema from the served document, read loosely
export type JsonSchema = Record<string, any>
export type OpenApiDocument = {
	paths: Record<string, Record<string, Operation>>
	components?: { schemas?: Record<string, JsonSchema> }
}
export type Operation = {
	parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>
	requestBody?: { content: Record<string, { schema?: JsonSchema }> }
	security?: Array<Record<string, string[]>>
}

/** Values that reach deeper than random ones: ids, short ids and e-mails that exist on the server. */
export type Dictionary = {
	uuids: string[]
	shortIds: number[]
	questionIds: number[]
	tagIds: number[]
	emails: string[]
	passwords: string[]
}

/** What one generated request sends. */
export type FuzzRequest = {
	query: string
	contentType: string | null
	body: string | Uint8Array<ArrayBuffer> | null
	/** What kind of input it is, for the report. */
	kind: string
}

const MAX_DEPTH = 6

/** Text with the characters the database cannot store, and other awkward ones, mixed in. */
const nastyText = fc.oneof(
	fc.constantFrom(
		'\u0000',
		'a\u0000b',
		'\ud800',
		'x\udc00y',
		'😀\ud83d',
		'\u202e\u0007\u001b[31m',
		"' OR 1=1 --",
		'<script>alert(1)</script>',
		'%00',
		'\\u0000',
		'\r\n\r\nX-Injected: 1',
		'𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﷽',
		'',
		' ',
	),
	fc.string({ unit: 'binary', maxLength: 40 }),
	fc.string({ unit: 'grapheme', maxLength: 40 }),
)

/** JSON bytes per unit: a NUL is sent as \\u0000, é as two UTF-8 bytes, an emoji as four. */
const UNITS: Array<[string, number]> = [
	['x', 1],
	['\u0000', 6],
	['é', 2],
	['😀', 4],
]

/** Long strings of about `sizes` bytes once sent: over every field's limit, and past 1 MB. */
function hugeText(sizes: number[]): fc.Arbitrary<string> {
	return fc
		.tuple(fc.constantFrom(...sizes), fc.constantFrom(...UNITS))
		.map(([size, [unit, bytes]]) => unit.repeat(Math.ceil(size / bytes)))
}

/** A value of any JSON type (and numbers JSON cannot carry, which become null). */
const wrongType = fc.oneof(
	fc.constantFrom(
		null,
		true,
		false,
		0,
		-1,
		1.5,
		1e308,
		-0,
		Number.MAX_SAFE_INTEGER + 2,
		'',
		'0',
		'null',
		[],
		{},
	),
	fc.double(),
	fc.integer(),
	fc.array(fc.integer(), { maxLength: 5 }),
	fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** A hostile value for a field; `sizes` bounds the huge strings (bodies: past 1 MB, queries: 20 KB). */
function hostile(sizes: number[]): fc.Arbitrary<unknown> {
	return fc.oneof(
		{ weight: 3, arbitrary: nastyText },
		{ weight: 3, arbitrary: wrongType },
		{ weight: 1, arbitrary: hugeText(sizes) },
		{ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
	)
}

/** In a body: up to just past the 1 MB limit. */
export const hostileValue = hostile([501, 5_001, 70_000, 300_000, 1_100_000])
/** In a query string: past Node's 16 KB for the request line at most. */
const hostileQueryValue = hostile([501, 5_001, 20_000])

function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema {
	let current = schema ?? {}
	for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
		const name = current.$ref.split('/').pop() as string
		current = doc.components?.schemas?.[name] ?? {}
	}
	return current
}

function stringFor(schema: JsonSchema, name: string, dict: Dictionary): fc.Arbitrary<string> {
	const min = schema.minLength ?? 0
	const max = Math.min(schema.maxLength ?? 60, 200)
	if (schema.format === 'uuid' || /(^|_)id$|recipient_user/.test(name))
		return fc.oneof(
			{ weight: 3, arbitrary: fc.constantFrom(...dict.uuids) },
			{ weight: 1, arbitrary: fc.uuid() },
		)
	if (schema.format === 'email' || /email|username/.test(name))
		return fc.oneof(
			fc.constantFrom(...dict.emails),
			fc.emailAddress().filter((e) => e.length <= 254),
		)
	if (/issues|approaches|tag_ids/.test(name) && dict.tagIds.length > 0)
		return fc.oneof(fc.constantFrom(...dict.tagIds.map(String)), fc.string({ maxLength: 8 }))
	if (name === 'state')
		return fc.oneof(fc.constantFrom('CA', 'NY', 'california', 'new-york', 'WY'), fc.string({ maxLength: 8 }))
	if (name === 'password')
		return fc.oneof(fc.constantFrom(...dict.passwords), fc.string({ minLength: 8, maxLength: 49 }))
	if (typeof schema.pattern === 'string') {
		try {
			const pattern = new RegExp(schema.pattern)
			return fc
				.stringMatching(pattern)
				.filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 1e6))
		} catch {
			// Not an ECMAScript pattern: fall back to any string.
		}
	}
	return fc.string({ minLength: min, maxLength: Math.max(min, max) })
}

function numberFor(schema: JsonSchema, name: string, dict: Dictionary): fc.Arbitrary<number> {
	if (name === 'question_id' && dict.questionIds.length > 0)
		return fc.oneof(fc.constantFrom(...dict.questionIds), fc.integer({ min: -5, max: 100_000 }))
	if (/issues|approaches|tag_ids/.test(name) && dict.tagIds.length > 0)
		return fc.oneof(fc.constantFrom(...dict.tagIds), fc.integer({ min: -5, max: 100_000 }))
	if (name === 'short_id' && dict.shortIds.length > 0)
		return fc.oneof(fc.constantFrom(...dict.shortIds), fc.integer())
	const bound = (value: unknown, fallback: number) =>
		typeof value === 'number' ? Math.max(Math.min(value, 2 ** 31), -(2 ** 31)) : fallback
	let min = bound(schema.minimum, -1000)
	const max = bound(schema.maximum, 100_000)
	if (typeof schema.exclusiveMinimum === 'number') min = bound(schema.exclusiveMinimum, 0) + 1
	if (schema.type === 'integer') return fc.integer({ min: Math.min(min, max), max })
	return fc.double({ min: Math.min(min, max), max, noNaN: true })
}

/** Values that satisfy `schema` (as far as a JSON schema can say), biased to known ids. */
export function fromSchema(
	schema: JsonSchema | undefined,
	doc: OpenApiDocument,
	dict: Dictionary,
	name = '',
	depth = 0,
): fc.Arbitrary<unknown> {
	const s = resolve(schema, doc)
	if (depth > MAX_DEPTH) return fc.constant(null)
	if ('const' in s) return fc.constant(s.const)
	if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum)
	const choices = s.anyOf ?? s.oneOf
	if (Array.isArray(choices) && choices.length > 0)
		return fc.oneof(...choices.map((c: JsonSchema) => fromSchema(c, doc, dict, name, depth + 1)))
	const type = Array.isArray(s.type) ? s.type[0] : s.type
	switch (type) {
		case 'string':
			return stringFor(s, name, dict)
		case 'integer':
		case 'number':
			return numberFor(s, name, dict)
		case 'boolean':
			return fc.boolean()
		case 'null':
			return fc.constant(null)
		case 'array':
			return fc.array(fromSchema(s.items, doc, dict, name, depth + 1), {
				minLength: s.minItems ?? 0,
				maxLength: Math.min(s.maxItems ?? 5, 20),
			})
		case 'object':
		case undefined: {
			const properties: Record<string, JsonSchema> = s.properties ?? {}
			if (Object.keys(properties).length === 0 && type === undefined) return fc.jsonValue({ maxDepth: 2 })
			const required = ((s.required ?? []) as string[]).filter((key) => key in properties)
			const optional = Object.keys(properties).filter((key) => !required.includes(key))
			// A few optional fields at a time: with all of them, one is nearly always invalid and the
			// request never gets past validation.
			return fc
				.subarray(optional, { maxLength: Math.min(3, optional.length) })
				.chain((chosen) =>
					fc.record(
						Object.fromEntries(
							[...required, ...chosen].map((key) => [
								key,
								fromSchema(properties[key], doc, dict, key, depth + 1),
							]),
						),
					),
				)
		}
		default:
			return fc.jsonValue({ maxDepth: 2 })
	}
}

/** A schema-shaped object with one field (existing or new) replaced by a hostile value. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
	return fc
		.tuple(valid, fc.nat(), hostileValue, fc.option(fc.string({ maxLength: 12 }), { nil: undefined }))
		.map(([value, pick, hostile, newKey]) => {
			if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile
			const keys = Object.keys(value)
			const key = newKey ?? (keys.length > 0 ? keys[pick % keys.length] : 'x')
			return { ...value, [key]: hostile }
		})
}

/**
 * A schema-shaped value with U+0000 or a lone surrogate put inside one of its strings: everything
 * else stays valid, so the request gets past validation to where the text would be stored.
 */
function withUnstorable(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
	return fc
		.tuple(valid, fc.nat(), fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0000\u0000'))
		.map(([original, pick, position, bad]) => {
			const value = structuredClone(original)
			const leaves: Array<{ parent: Record<string, unknown>; key: string }> = []
			const walk = (node: unknown) => {
				if (node === null || typeof node !== 'object') return
				for (const [key, child] of Object.entries(node)) {
					if (typeof child === 'string') leaves.push({ parent: node as Record<string, unknown>, key })
					else walk(child)
				}
			}
			walk(value)
			if (leaves.length === 0) return typeof value === 'string' ? `${value}${bad}` : bad
			const { parent, key } = leaves[pick % leaves.length]
			const text = parent[key] as string
			const at = position % (text.length + 1)
			parent[key] = `${text.slice(0, at)}${bad}${text.slice(at)}`
			return value
		})
}

/** Nested arrays or objects, as JSON text (deeper than any stack-bound parser or walker likes). */
const deepJson = fc
	.tuple(fc.constantFrom(100, 5_000, 100_000), fc.boolean(), fc.constantFrom('1', '"\\u0000"', 'null'))
	.map(([depth, arrays, leaf]) =>
		arrays
			? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
			: `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`,
	)

/** JSON text with prototype keys, which JSON.stringify cannot produce from an object literal. */
const prototypeJson = fc
	.tuple(
		fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'),
		hostileValue,
	)
	.map(([key, value]) => {
		const inner = JSON.stringify(value ?? null)
		return key === 'constructor'
			? `{"constructor":{"prototype":{"polluted":${inner}}},"id":${inner}}`
			: `{"${key}":{"polluted":true,"id":${inner}},"${key}":${inner}}`
	})

/** Text that is not JSON at all, or is cut short. */
const invalidJson = fc.oneof(
	fc.constantFrom(
		'{',
		'{"a":',
		'[1,2',
		'"unterminated',
		'{"a":1}}',
		"{'a':1}",
		'NaN',
		'undefined',
		'\u0000',
		'{"a":"\u0000"}',
		'\ufeff{}',
		'{"a":1,}',
	),
	fc.string({ unit: 'binary', maxLength: 200 }),
	fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
)

/** Content types the JSON endpoints do not take, and malformed ones. */
const wrongContentType = fc.constantFrom(
	'text/plain',
	'application/x-www-form-urlencoded',
	'multipart/form-data',
	'multipart/form-data; boundary=',
	'application/xml',
	'application/json; charset=latin1',
	'application/json; charset=utf-16',
	'application/vnd.api+json',
	'*/*',
	'application/jsonx',
	'',
)

export function jsonBody(schema: JsonSchema | undefined, doc: OpenApiDocument, dict: Dictionary) {
	const valid = fromSchema(schema, doc, dict)
	const json = (kind: string) => (value: unknown) =>
		({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null', kind }) as const
	return fc.oneof(
		{ weight: 5, arbitrary: valid.map(json('schema')) },
		{ weight: 4, arbitrary: mutated(valid).map(json('one field hostile')) },
		{ weight: 4, arbitrary: withUnstorable(valid).map(json('unstorable text in a valid body')) },
		{ weight: 1, arbitrary: hostileValue.map(json('hostile value')) },
		{
			weight: 1,
			arbitrary: deepJson.map((body) => ({ contentType: 'application/json', body, kind: 'deep nesting' })),
		},
		{
			weight: 1,
			arbitrary: prototypeJson.map((body) => ({
				contentType: 'application/json',
				body,
				kind: 'prototype keys',
			})),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(invalidJson, fc.constantFrom('application/json', null))
				.map(([body, contentType]) => ({ contentType, body, kind: 'invalid JSON' })),
		},
		{
			weight: 1,
			arbitrary: fc.tuple(valid, wrongContentType).map(([value, contentType]) => ({
				contentType,
				body: JSON.stringify(value) ?? '',
				kind: 'wrong content type',
			})),
		},
		{
			weight: 1,
			arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 4 }).map((fields) => ({
				contentType: 'application/x-www-form-urlencoded',
				body: new URLSearchParams(fields).toString(),
				kind: 'form fields',
			})),
		},
	)
}

function multipart(
	fields: Array<[string, string]>,
	file: Uint8Array | null,
	fileType: string,
	boundary: string,
) {
	const parts: Buffer[] = fields.map(([name, value]) =>
		Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
	)
	if (file) {
		parts.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: ${fileType}\r\n\r\n`,
			),
			Buffer.from(file),
			Buffer.from('\r\n'),
		)
	}
	parts.push(Buffer.from(`--${boundary}--\r\n`))
	return new Uint8Array(Buffer.concat(parts)) as Uint8Array<ArrayBuffer>
}

/** Multipart forms for the upload endpoints: their fields from the schema or hostile, a small file. */
export function multipartBody(schema: JsonSchema | undefined, doc: OpenApiDocument) {
	const s = resolve(schema, doc)
	const names = Object.keys(s.properties ?? {}).filter(
		(name) => resolve(s.properties[name], doc).format !== 'binary',
	)
	const field = fc.tuple(
		fc.oneof(fc.constantFrom(...names, 'policy', 'x-amz-signature', 'Content-Type'), nastyText),
		fc.oneof(fc.string({ maxLength: 40 }), nastyText),
	)
	const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW'
	const file = fc.oneof(
		fc.constant(null),
		fc.uint8Array({ maxLength: 2048 }),
		fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
	)
	const fileType = fc.constantFrom(
		'image/png',
		'image/jpeg',
		'video/webm',
		'application/octet-stream',
		'text/html',
	)
	return fc.oneof(
		{
			weight: 4,
			arbitrary: fc.tuple(fc.array(field, { maxLength: 6 }), file, fileType).map(([fields, bytes, type]) => ({
				contentType: `multipart/form-data; boundary=${boundary}`,
				body: multipart(fields, bytes, type, boundary),
				kind: 'multipart',
			})),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(
					fc.uint8Array({ maxLength: 512 }),
					fc.constantFrom(
						`multipart/form-data; boundary=${boundary}`,
						'multipart/form-data',
						'application/json',
						null,
					),
				)
				.map(([body, contentType]) => ({
					contentType,
					body,
					kind: 'broken multipart',
				})),
		},
	)
}

/** A query string from the operation's parameters, with hostile values and raw escapes mixed in. */
export function queryString(
	operation: Operation,
	doc: OpenApiDocument,
	dict: Dictionary,
): fc.Arbitrary<string> {
	const params = (operation.parameters ?? []).filter((p) => p.in === 'query')
	const names = params.map((p) => p.name)
	// A few parameters at a time, like a real query: with all of them, one is nearly always invalid.
	const valid: fc.Arbitrary<Record<string, unknown>> = fc
		.subarray(params, { maxLength: Math.min(3, params.length) })
		.chain((chosen) =>
			fc.record(Object.fromEntries(chosen.map((p) => [p.name, fromSchema(p.schema, doc, dict, p.name)]))),
		)
	const encode = (entries: Array<[string, unknown]>) => {
		const search = new URLSearchParams()
		for (const [key, value] of entries) {
			for (const one of Array.isArray(value) ? value : [value])
				search.append(key, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))
		}
		return search.toString()
	}
	const rawFragment = fc.constantFrom(
		'search=a%00b',
		'%00=1',
		'state=%',
		'state=%E0%A4%A',
		'search=%ED%A0%80',
		'search=%F0%9F%98',
		'__proto__=x',
		'constructor[prototype][x]=1',
		'page=-1',
		'page=1e309',
		'pageSize=999999999999999999999',
		'id=00000000-0000-0000-0000-000000000000',
		'short_id=9999999999999',
		'a[b][c]=d',
		'&&&',
		'=',
		`search=${'x'.repeat(9000)}`,
	)
	return fc.oneof(
		{ weight: 5, arbitrary: valid.map((value) => encode(Object.entries(value))) },
		{
			weight: 3,
			arbitrary: fc
				.tuple(valid, fc.constantFrom(...(names.length > 0 ? names : ['q'])), hostileQueryValue)
				.map(([value, key, hostile]) => encode([...Object.entries(value), [key, hostile]])),
		},
		{
			weight: 2,
			arbitrary: withUnstorable(valid).map((value) =>
				encode(Object.entries((value ?? {}) as Record<string, unknown>)),
			),
		},
		{
			weight: 2,
			arbitrary: fc
				.tuple(valid, fc.array(rawFragment, { minLength: 1, maxLength: 3 }))
				.map(([value, raw]) => [encode(Object.entries(value)), ...raw].filter(Boolean).join('&')),
		},
	)
}

/** Every request to try against one operation. */
export function requestArbitrary(
	method: string,
	operation: Operation,
	doc: OpenApiDocument,
	dict: Dictionary,
): fc.Arbitrary<FuzzRequest> {
	const query = queryString(operation, doc, dict)
	const content = operation.requestBody?.content ?? {}
	const jsonSchema = content['application/json']?.schema
	const multipartSchema = content['multipart/form-data']?.schema
	if (method === 'get' || method === 'head') {
		return query.map((q) => ({ query: q, contentType: null, body: null, kind: 'query' }))
	}
	const body = multipartSchema ? multipartBody(multipartSchema, doc) : jsonBody(jsonSchema, doc, dict)
	return fc
		.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: query }), body)
		.map(([q, b]) => ({ query: q, ...b }))
}
