import { getOpenApiDocument } from './openapi.server'

// The people-readable API reference (/developers), read off the OpenAPI document so the two can
// never disagree.

type Schema = {
	$ref?: string
	type?: string | string[]
	enum?: unknown[]
	const?: unknown
	items?: Schema
	anyOf?: Schema[]
	oneOf?: Schema[]
	properties?: Record<string, Schema>
	required?: string[]
	description?: string
	format?: string
	maxLength?: number
	maxItems?: number
	default?: unknown
}

export type FieldRow = { name: string; type: string; required: boolean; description: string }
export type EndpointDoc = {
	id: string
	method: string
	path: string
	summary: string
	description: string
	needsLogin: boolean
	params: FieldRow[]
	body: { content_type: string; fields: FieldRow[] } | null
	responses: Array<{ status: string; description: string; type: string }>
	example: string | null
}
type ApiReference = {
	description: string
	groups: Array<{ name: string; description: string; endpoints: EndpointDoc[] }>
}

const refName = (ref: string) => ref.split('/').pop() ?? ref

function typeOf(schema: Schema | undefined): string {
	if (!schema) return 'any'
	if (schema.$ref) return refName(schema.$ref)
	const options = schema.anyOf ?? schema.oneOf
	if (options) {
		const named = options.filter((s) => s.type !== 'null').map(typeOf)
		const nullable = options.some((s) => s.type === 'null')
		return [...new Set(named)].join(' or ') + (nullable ? ' or null' : '')
	}
	if (schema.const !== undefined) return JSON.stringify(schema.const)
	if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
	if (schema.type === 'array') return `${typeOf(schema.items)}[]`
	if (Array.isArray(schema.type)) return schema.type.join(' or ')
	if (schema.format === 'binary') return 'file'
	return schema.type ?? 'any'
}

/** The schema's description, then its limits, as sentences. */
function describe(schema: Schema): string {
	const notes = [schema.description ?? '']
	if (schema.maxLength !== undefined) notes.push(`At most ${schema.maxLength} characters`)
	if (schema.maxItems !== undefined) notes.push(`At most ${schema.maxItems} items`)
	if (schema.default !== undefined) notes.push(`Default ${JSON.stringify(schema.default)}`)
	return notes
		.filter(Boolean)
		.map((note) => (/[.!?]$/.test(note) ? note : `${note}.`))
		.join(' ')
}

let reference: ApiReference | undefined

/** The reference for /developers, built once per process from the OpenAPI document. */
export function getApiReference(): ApiReference {
	reference ??= buildApiReference()
	return reference
}

function buildApiReference(): ApiReference {
	const doc = getOpenApiDocument() as unknown as {
		info: { description: string }
		tags: Array<{ name: string; description: string }>
		paths: Record<string, Record<string, Record<string, unknown>>>
		components: { schemas: Record<string, Schema> }
	}
	const resolve = (s: Schema | undefined): Schema | undefined =>
		s?.$ref ? resolve(doc.components.schemas[refName(s.$ref)]) : s
	const fieldsOf = (s: Schema | undefined): FieldRow[] => {
		const object = resolve(s)
		if (!object?.properties) return []
		return Object.entries(object.properties).map(([name, field]) => ({
			name,
			type: typeOf(field),
			required: object.required?.includes(name) ?? false,
			description: describe(field),
		}))
	}
	const endpoints: Array<EndpointDoc & { tag: string }> = []
	for (const [path, item] of Object.entries(doc.paths)) {
		for (const [method, op] of Object.entries(item)) {
			const operation = op as {
				summary?: string
				description?: string
				tags?: string[]
				security?: Array<Record<string, unknown>>
				parameters?: Array<{ name: string; required?: boolean; schema: Schema; description?: string }>
				requestBody?: { content: Record<string, { schema: Schema }> }
				responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
				'x-codeSamples'?: Array<{ source: string }>
			}
			const [content_type, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
			endpoints.push({
				tag: operation.tags?.[0] ?? 'Other',
				id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase(),
				method: method.toUpperCase(),
				path,
				summary: operation.summary ?? '',
				description: operation.description ?? '',
				needsLogin: operation.security?.length === 1 && 'session' in (operation.security[0] ?? {}),
				params: (operation.parameters ?? []).map((p) => ({
					name: p.name,
					type: typeOf(p.schema),
					required: p.required ?? false,
					description: describe({ ...p.schema, description: p.description ?? p.schema.description }),
				})),
				body: content_type ? { content_type, fields: fieldsOf(media?.schema) } : null,
				responses: Object.entries(operation.responses).map(([status, r]) => ({
					status,
					description: r.description,
					type: r.content ? typeOf(Object.values(r.content)[0]?.schema) : '',
				})),
				example: operation['x-codeSamples']?.[0]?.source ?? null,
			})
		}
	}
	return {
		description: doc.info.description,
		groups: doc.tags.map((t) => ({
			name: t.name,
			description: t.description,
			endpoints: endpoints.filter((e) => e.tag === t.name),
		})),
	}
}
