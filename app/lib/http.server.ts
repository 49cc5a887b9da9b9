import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { dbContext } from '~/db/context'
import { clientIpContext } from './request-context'
import { type ErrorCode, errorBody, retryAfterHeaders, statusFor } from './error-status'
import { AppError, isAppError } from './errors'
import { firstFieldMessage, zodFields } from './zod-fields'

/**
 * The one API error shape: { error: { code, message, fields? } }. The status follows the code
 * (app/lib/error-status.ts) unless a caller needs another one, such as 405.
 */
export function apiError(
	code: ErrorCode,
	message: string,
	status: number = statusFor(code),
	extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): Response {
	return Response.json(errorBody(code, message, extra.fields), {
		status,
		headers: retryAfterHeaders(extra.retryAfterSeconds),
	})
}

/** Maps an AppError to its API response; anything else is re-thrown to reach the error handler. */
export function appErrorResponse(error: unknown): Response {
	if (isAppError(error)) {
		return apiError(error.code, error.message, statusFor(error.code), {
			fields: error.fields,
			retryAfterSeconds: error.retryAfterSeconds,
		})
	}
	throw error
}

/** Field → first message, from a zod error (kept under this name for the API routes). */
export const fieldErrors = zodFields

/** Parses a JSON request body with a schema; throws AppError('invalid') with field messages. */
export async function parseJsonBody<T extends z.core.$ZodType>(
	request: Request,
	schema: T,
): Promise<z.infer<T>> {
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
	return parseValue(schema, body)
}

/** Parses the query string with a schema (repeated keys become arrays); throws like parseJsonBody. */
export function parseQuery<T extends z.core.$ZodType>(request: Request, schema: T): z.infer<T> {
	return parseValue(schema, searchParamsToObject(new URL(request.url).searchParams), 'Invalid query.')
}

/** A value checked with a schema, or AppError('invalid') with one message per field. */
export function parseValue<T extends z.core.$ZodType>(
	schema: T,
	value: unknown,
	fallback = 'Invalid request.',
): z.infer<T> {
	const result = z.safeParse(schema, value)
	if (!result.success) {
		const fields = zodFields(result.error)
		throw new AppError('invalid', firstFieldMessage(fields, fallback), { fields })
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

type Ctx = Pick<RouterContextProvider, 'get'>

/** What a service needs from a request: the database and the client address. */
export function requestDeps(context: Ctx) {
	return { db: context.get(dbContext), meta: { ip: context.get(clientIpContext) } }
}

/** GET on a POST-only endpoint. */
export function methodNotAllowed(): Response {
	const response = apiError('invalid', 'Use POST.', 405)
	response.headers.set('Allow', 'POST')
	return response
}

/** Runs an endpoint body; expected failures become the API error shape, anything else a 500. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
	try {
		return await run()
	} catch (error) {
		return appErrorResponse(error)
	}
}
