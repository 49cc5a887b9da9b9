// Every JSON answer an integration test receives from /api, /auth or /uploads goes through
// callApi: it must be documented in the OpenAPI document (path, method and status), match its
// schema, use the spec's snake_case field names, and carry private fields only to their owner.
import addFormats from 'ajv-formats'
import Ajv2020 from 'ajv/dist/2020.js'
import type { RouterContextProvider } from 'react-router'
import { userContext } from '~/auth/context'
import { getOpenApiDocument } from '~/features/api-contract/openapi.server'

/** The spec writes these two User fields in camelCase; every other key is snake_case. */
const SPEC_CAMEL_CASE = new Set(['addressOne', 'addressTwo'])
/** Keys that may reach only the provider they describe. */
const OWNER_ONLY = ['email', 'flagged_keyword', 'email_verified', 'onboarded_letter', 'missing']
/** Keys that never leave the server. */
const SECRET = /hash|token|secret|password/i
/** Mail bookkeeping (docs/product.md#availability-freshness): in no answer, not even the owner's. */
const MAIL_BOOKKEEPING = /undeliver|reminder|unsubscribe/i

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
addFormats(ajv)
let documentAdded = false

/** The document is read on first use: it reads the settings (PUBLIC_URL), which a test may set after its imports. */
function documentValidator(): Ajv2020 {
	if (!documentAdded) {
		ajv.addSchema(getOpenApiDocument() as object, 'openapi')
		documentAdded = true
	}
	return ajv
}

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1')

type Handler<A> = (args: A) => Response | Promise<Response>
type Args = { request: Request; context: Pick<RouterContextProvider, 'get'> }

/** Every body seen, for tests that look across the whole suite's answers. */
const seenBodies: Array<{ path: string; status: number; body: unknown }> = []

function walkKeys(value: unknown, visit: (key: string, owner: Record<string, unknown>) => void): void {
	if (Array.isArray(value)) for (const item of value) walkKeys(item, visit)
	else if (value && typeof value === 'object') {
		for (const [key, child] of Object.entries(value)) {
			visit(key, value as Record<string, unknown>)
			// Upload targets carry a storage service's own form-field names: not ours to name.
			if (key !== 'fields') walkKeys(child, visit)
		}
	}
}

/** The checks that need no document: field-name style and private fields. */
export function checkBodyPrivacyAndNames(path: string, body: unknown, viewerId: string | null): void {
	// The contract itself names request fields (password…) in OpenAPI's own camelCase keywords.
	if (path === '/api/openapi.json') return
	walkKeys(body, (key, owner) => {
		if (/[a-z][A-Z]/.test(key) && !SPEC_CAMEL_CASE.has(key))
			throw new Error(`${path}: camelCase key '${key}' in a JSON body`)
		if (SECRET.test(key)) throw new Error(`${path}: secret-looking key '${key}' in a JSON body`)
		if (MAIL_BOOKKEEPING.test(key))
			throw new Error(`${path}: private mail bookkeeping '${key}' in a JSON body`)
		if (OWNER_ONLY.includes(key) && (viewerId === null || owner.id !== viewerId))
			throw new Error(`${path}: '${key}' sent to someone other than its owner`)
	})
}

/** Validates one answer against the OpenAPI document; throws with the reasons when it does not fit. */
function checkAgainstDocument(method: string, requested: string, status: number, body: unknown): void {
	const doc = getOpenApiDocument() as unknown as {
		paths: Record<
			string,
			Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>
		>
	}
	// A path with parameters (/api/user/{id}/slots) is documented by its template.
	const path =
		requested in doc.paths
			? requested
			: (Object.keys(doc.paths).find((template) =>
					new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(requested),
				) ?? requested)
	const operation = doc.paths[path]?.[method.toLowerCase()]
	if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`)
	const documented = operation.responses[String(status)]
	if (!documented) throw new Error(`${method} ${path} answered ${status}, which the document does not list`)
	if (!documented.content?.['application/json']) return
	const ref = `openapi#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`
	const validator = documentValidator()
	const validate = validator.getSchema(ref) ?? validator.compile({ $ref: ref })
	if (!validate(body))
		throw new Error(
			`${method} ${path} ${status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
		)
}

/**
 * Calls a route's loader or action like React Router does and checks the answer against the
 * contract. Returns an equivalent Response the test can read again.
 */
export async function callApi<A extends Args>(handler: Handler<A>, args: A): Promise<Response> {
	const response = await handler(args)
	const { pathname } = new URL(args.request.url)
	const text = response.status === 204 || response.status === 304 ? '' : await response.text()
	const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
	const body = isJson && text ? JSON.parse(text) : undefined
	if (isJson) {
		seenBodies.push({ path: pathname, status: response.status, body })
		checkBodyPrivacyAndNames(pathname, body, args.context.get(userContext)?.id ?? null)
	}
	if (response.status !== 405) checkAgainstDocument(args.request.method, pathname, response.status, body)
	return new Response(text || null, { status: response.status, headers: response.headers })
}
