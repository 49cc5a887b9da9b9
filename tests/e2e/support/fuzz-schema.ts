// Values from the OpenAPI document's JSON schemas for tests/e2e/fuzz.spec.ts: mostly valid, so the
// requests reach the services, and biased to ids that exist on the server.
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
	tag_ids: number[]
	emails: string[]
	passwords: string[]
}

const MAX_DEPTH = 6

export function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema {
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
	if (/issues|approaches|tag_ids/.test(name) && dict.tag_ids.length > 0)
		return fc.oneof(fc.constantFrom(...dict.tag_ids.map(String)), fc.string({ maxLength: 8 }))
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
	if (/issues|approaches|tag_ids/.test(name) && dict.tag_ids.length > 0)
		return fc.oneof(fc.constantFrom(...dict.tag_ids), fc.integer({ min: -5, max: 100_000 }))
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
