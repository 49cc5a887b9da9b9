// Generators for tests/e2e/fuzz.spec.ts: whole requests (query string and body) for one operation,
// from schema-shaped values (fuzz-schema.ts) and hostile ones (fuzz-hostile.ts).
import fc from 'fast-check'
import {
	deepJson,
	hostileQueryValue,
	hostileValue,
	invalidJson,
	mutated,
	nastyText,
	prototypeJson,
	withUnstorable,
	wrongContentType,
} from './fuzz-hostile'
import {
	type Dictionary,
	fromSchema,
	type JsonSchema,
	type OpenApiDocument,
	type Operation,
	resolve,
} from './fuzz-schema'

/** What one generated request sends. */
export type FuzzRequest = {
	query: string
	content_type: string | null
	body: string | Uint8Array<ArrayBuffer> | null
	/** What kind of input it is, for the report. */
	kind: string
}

function jsonBody(schema: JsonSchema | undefined, doc: OpenApiDocument, dict: Dictionary) {
	const valid = fromSchema(schema, doc, dict)
	const json = (kind: string) => (value: unknown) =>
		({ content_type: 'application/json', body: JSON.stringify(value) ?? 'null', kind }) as const
	return fc.oneof(
		{ weight: 5, arbitrary: valid.map(json('schema')) },
		{ weight: 4, arbitrary: mutated(valid).map(json('one field hostile')) },
		{ weight: 4, arbitrary: withUnstorable(valid).map(json('unstorable text in a valid body')) },
		{ weight: 1, arbitrary: hostileValue.map(json('hostile value')) },
		{
			weight: 1,
			arbitrary: deepJson.map((body) => ({ content_type: 'application/json', body, kind: 'deep nesting' })),
		},
		{
			weight: 1,
			arbitrary: prototypeJson.map((body) => ({
				content_type: 'application/json',
				body,
				kind: 'prototype keys',
			})),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(invalidJson, fc.constantFrom('application/json', null))
				.map(([body, content_type]) => ({ content_type, body, kind: 'invalid JSON' })),
		},
		{
			weight: 1,
			arbitrary: fc.tuple(valid, wrongContentType).map(([value, content_type]) => ({
				content_type,
				body: JSON.stringify(value) ?? '',
				kind: 'wrong content type',
			})),
		},
		{
			weight: 1,
			arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 4 }).map((fields) => ({
				content_type: 'application/x-www-form-urlencoded',
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
function multipartBody(schema: JsonSchema | undefined, doc: OpenApiDocument) {
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
				content_type: `multipart/form-data; boundary=${boundary}`,
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
				.map(([body, content_type]) => ({
					content_type,
					body,
					kind: 'broken multipart',
				})),
		},
	)
}

/** A query string from the operation's parameters, with hostile values and raw escapes mixed in. */
function queryString(operation: Operation, doc: OpenApiDocument, dict: Dictionary): fc.Arbitrary<string> {
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
		return query.map((q) => ({ query: q, content_type: null, body: null, kind: 'query' }))
	}
	const body = multipartSchema ? multipartBody(multipartSchema, doc) : jsonBody(jsonSchema, doc, dict)
	return fc
		.tuple(fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: query }), body)
		.map(([q, b]) => ({ query: q, ...b }))
}
