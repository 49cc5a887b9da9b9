export type ApiResult<T> =
	| { ok: true; data: T }
	| { ok: false; status: number; message: string | null; fields?: Record<string, string> }

type ErrorBody = { error?: { message?: unknown; fields?: unknown } }

/** POSTs JSON to our own origin with the session cookie and reads the one error shape. */
export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
	try {
		const response = await fetch(path, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(body ?? {}),
			credentials: 'same-origin',
		})
		const json: unknown = await response.json().catch(() => null)
		if (response.ok) return { ok: true, data: json as T }
		const error = (json as ErrorBody | null)?.error
		const fields =
			error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined
		return {
			ok: false,
			status: response.status,
			message: typeof error?.message === 'string' ? error.message : null,
			fields,
		}
	} catch {
		return { ok: false, status: 0, message: null }
	}
}
