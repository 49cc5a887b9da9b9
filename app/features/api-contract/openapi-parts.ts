import type { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import { ApiErrorSchema, OkSchema } from '~/lib/api-schemas'
import { PUBLIC_READ_LIMIT, PUBLIC_READ_MAX_AGE } from '~/lib/public-read.server'

// Building blocks of the OpenAPI document (openapi.server.ts): error answers, cached reads, the
// session requirement and code samples.

const ERROR_MEANING: Record<number, string> = {
	400: 'The request is not valid; `fields` names each field at fault.',
	401: 'Log in first (the session cookie is missing or expired).',
	403: 'Not allowed: not yours, not accepting contact, or a cross-site request.',
	404: 'No such provider, answer or endpoint.',
	409: 'Conflicts with the current state.',
	413: 'The body is too large (1 MB for JSON, 30 MB for a photo, 150 MB for a video, 30 MB for audio, 5 MB for a thumbnail).',
	415: 'The body is not of the expected type (JSON, or multipart/form-data for uploads).',
	429: 'Too many requests: wait for `Retry-After` seconds.',
	503: 'Briefly unavailable (the database or the file storage is down): try again after `Retry-After` seconds (`code`: `unavailable`).',
}

/** The error answers of an operation; every operation may also answer 503 (docs/product.md#faults). */
export function errors(...statuses: number[]): ZodOpenApiResponsesObject {
	const out: ZodOpenApiResponsesObject = {}
	for (const status of [...statuses, 503]) {
		out[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
			description: ERROR_MEANING[status],
			...(status === 429 || status === 503
				? { headers: { 'Retry-After': { schema: { type: 'integer' } } } }
				: {}),
			content: { 'application/json': { schema: ApiErrorSchema } },
		}
	}
	return out
}

export const json = <T extends z.core.$ZodType>(schema: T, description: string) => ({
	description,
	content: { 'application/json': { schema } },
})

export const PUBLIC_READ_NOTE = `Public: any origin may read it without credentials (\`Access-Control-Allow-Origin: *\`). Answers carry \`Cache-Control: public, max-age=${PUBLIC_READ_MAX_AGE}\` and an \`ETag\`; send it back in \`If-None-Match\` to get 304. Rate limit per client address: bursts of ${PUBLIC_READ_LIMIT.burst}, refilled at ${PUBLIC_READ_LIMIT.perSecond} per second.`

export const cached = (schema: z.core.$ZodType, description: string) => ({
	'200': {
		...json(schema, description),
		headers: { ETag: { schema: { type: 'string' as const } } },
	},
	'304': { description: 'Not modified since the ETag sent in If-None-Match.' },
})

export const session: Array<Record<string, string[]>> = [{ session: [] }]
export const optionalSession: Array<Record<string, string[]>> = [{}, { session: [] }]
/** Said explicitly, so a client (and the linter) can tell "no credentials" from "forgot to say". */
export const noSession: Array<Record<string, string[]>> = []

export const example = (source: string) => ({ 'x-codeSamples': [{ lang: 'shell', source }] })

export const okPost = (
	operationId: string,
	summary: string,
	body: z.core.$ZodType,
	curl: string,
	extra: Partial<ZodOpenApiOperationObject> = {},
): ZodOpenApiOperationObject => ({
	operationId,
	summary,
	tags: ['Accounts'],
	security: noSession,
	requestBody: { required: true, content: { 'application/json': { schema: body } } },
	responses: { '200': json(OkSchema, 'Done.'), ...errors(400, 403, 413, 415, 429) },
	...example(curl),
	...extra,
})
