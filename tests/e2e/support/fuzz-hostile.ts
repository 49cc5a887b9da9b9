// Hostile values for tests/e2e/fuzz.spec.ts: wrong types, NUL and lone surrogates, huge strings, deep
// nesting, prototype keys, invalid JSON, wrong content types, and valid values with one part spoiled.
import fc from 'fast-check'

/** Text with the characters the database cannot store, and other awkward ones, mixed in. */
export const nastyText = fc.oneof(
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
export const hostileQueryValue = hostile([501, 5_001, 20_000])

/** A schema-shaped object with one field (existing or new) replaced by a hostile value. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
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
export function withUnstorable(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
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
export const deepJson = fc
	.tuple(fc.constantFrom(100, 5_000, 100_000), fc.boolean(), fc.constantFrom('1', '"\\u0000"', 'null'))
	.map(([depth, arrays, leaf]) =>
		arrays
			? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
			: `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`,
	)

/** JSON text with prototype keys, which JSON.stringify cannot produce from an object literal. */
export const prototypeJson = fc
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
export const invalidJson = fc.oneof(
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
export const wrongContentType = fc.constantFrom(
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
