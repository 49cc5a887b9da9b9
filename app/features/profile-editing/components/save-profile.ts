import type { UserUpdateInput } from '../profile.schema'
import { MESSAGES } from '../profile.schema'

export type SaveResult =
	| { ok: true }
	| { ok: false; status: number; message: string; fields?: Record<string, string> }

type ErrorBody = { error?: { message?: unknown; fields?: unknown } }

/** POST /api/user with JSON and the session cookie; errors come back as a message and field messages. */
export async function saveProfile(body: UserUpdateInput | Record<string, unknown>): Promise<SaveResult> {
	let response: Response
	try {
		response = await fetch('/api/user', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(body),
			credentials: 'same-origin',
		})
	} catch {
		return { ok: false, status: 0, message: MESSAGES.saveFailed }
	}
	const json = (await response.json().catch(() => null)) as (ErrorBody & { docs?: unknown }) | null
	if (response.ok && Array.isArray(json?.docs)) return { ok: true }
	if (response.ok) return { ok: false, status: response.status, message: 'Invalid endpoint result /api/user' }
	const error = json?.error
	const fields =
		error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined
	const message =
		response.status === 401
			? 'Your session has ended. Please log in again to save.'
			: typeof error?.message === 'string'
				? error.message
				: `${MESSAGES.saveFailed} (${response.status} ${response.statusText})`.trim()
	return { ok: false, status: response.status, message, fields }
}
