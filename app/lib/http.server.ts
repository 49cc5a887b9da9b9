import type { z } from 'zod'
import { AppError, type AppErrorCode, isAppError } from './errors'

const STATUS: Record<AppErrorCode, number> = {
	invalid: 400,
	unauthenticated: 401,
	forbidden: 403,
	not_found: 404,
	conflict: 409,
	rate_limited: 429,
	unsupported_media_type: 415,
}

/** The one API error shape: { error: { code, message, fields? } }. */
export function apiError(
	code: AppErrorCode | 'too_large',
	message: string,
	status: number,
	extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): Response {
	const headers: Record<string, string> = {}
	if (extra.retryAfterSeconds !== undefined)
		headers['Retry-After'] = String(Math.max(1, Math.ceil(extra.retryAfterSeconds)))
	const body = { error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } }
	return Response.json(body, { status, headers })
}

/** Maps an AppError to its API response; anything else is re-thrown to reach the error handler. */
export function appErrorResponse(error: unknown): Response {
	if (isAppError(error)) {
		return apiError(error.code, error.message, STATUS[error.code], {
			fields: error.fields,
			retryAfterSeconds: error.retryAfterSeconds,
		})
	}
	throw error
}

/** Throws an AppError as an HTTP response (for loaders and actions). Never returns. */
export function toHttpError(error: unknown): never {
	throw appErrorResponse(error)
}

/** Field → first message, from a zod error (for forms and the API's `fields`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
	const fields: Record<string, string> = {}
	for (const issue of error.issues) {
		const key = issue.path.join('.') || '_'
		fields[key] ??= issue.message
	}
	return fields
}

/** Parses a JSON request body with a schema; throws AppError('invalid') with field messages. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
	const type = request.headers.get('content-type')
	if (type && !/^application\/([\w.-]+\+)?json\b/i.test(type))
		throw new AppError('unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).')
	let body: unknown
	try {
		const text = await request.text()
		body = text ? JSON.parse(text) : {}
	} catch {
		throw new AppError('invalid', 'The request body must be JSON.')
	}
	const result = schema.safeParse(body)
	if (!result.success) {
		const fields = fieldErrors(result.error)
		throw new AppError('invalid', Object.values(fields)[0] ?? 'Invalid request.', { fields })
	}
	return result.data
}

/** Query string → plain object; repeated keys become arrays. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
	const out: Record<string, string | string[]> = {}
	for (const key of new Set(params.keys())) {
		const values = params.getAll(key)
		out[key] = values.length > 1 ? values : values[0]
	}
	return out
}
