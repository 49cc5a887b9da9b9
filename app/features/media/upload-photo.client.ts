// The spec's upload helper, in the browser: check the file, ask for signed targets, post the file
// to each. The caller then saves { photo: true } with POST /api/user.
import { detectImageType, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from './photo-rules'

type UploadTarget = { url: string; fields: Record<string, string> }

const TARGETS_ENDPOINT = '/uploads/user'

function isTargetList(value: unknown): value is UploadTarget[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.every(
			(t) =>
				t &&
				typeof t === 'object' &&
				typeof (t as UploadTarget).url === 'string' &&
				(t as UploadTarget).fields !== null &&
				typeof (t as UploadTarget).fields === 'object' &&
				Object.values((t as UploadTarget).fields).every((v) => typeof v === 'string'),
		)
	)
}

/** The message of our JSON errors, or of an S3 XML error; null when there is none to show. */
async function failureMessage(response: Response): Promise<string | null> {
	if (response.status === 413) return PHOTO_MESSAGES.tooLarge
	const text = await response.text().catch(() => '')
	try {
		const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message
		if (typeof message === 'string') return message
	} catch {
		// Not JSON: S3 answers XML.
	}
	const code = text.match(/<Code>([^<]*)<\/Code>/)?.[1]
	if (code === 'EntityTooLarge') return PHOTO_MESSAGES.tooLarge
	if (code === 'AccessDenied' && /expired/i.test(text)) return PHOTO_MESSAGES.expired
	return null
}

/** Checks size and type (by the first bytes, like the server) before anything is sent. */
export async function checkPhotoFile(file: Blob): Promise<string | null> {
	if (file.size === 0) return PHOTO_MESSAGES.empty
	if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge
	const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
	if (!detectImageType(head)) return PHOTO_MESSAGES.wrongType
	return null
}

/**
 * Uploads one photo. Throws an Error whose message can be shown to the provider as is.
 * `fetchImpl` is for tests; the browser uses its own fetch.
 */
export async function uploadPhoto(file: File, fetchImpl: typeof fetch = fetch): Promise<void> {
	const problem = await checkPhotoFile(file)
	if (problem) throw new Error(problem)

	let response: Response
	try {
		response = await fetchImpl(TARGETS_ENDPOINT, { headers: { Accept: 'application/json' } })
	} catch {
		throw new Error(PHOTO_MESSAGES.uploadFailed)
	}
	if (!response.ok) throw new Error((await failureMessage(response)) ?? PHOTO_MESSAGES.uploadFailed)
	const targets: unknown = await response.json().catch(() => null)
	if (!isTargetList(targets)) throw new Error(`Invalid endpoint result ${TARGETS_ENDPOINT}`)

	for (const target of targets) {
		const form = new FormData()
		for (const [name, value] of Object.entries(target.fields)) form.append(name, value)
		// S3 ignores every field after the file, so it goes last.
		form.append('file', file)
		try {
			response = await fetchImpl(target.url, { method: 'POST', body: form })
		} catch {
			// Offline, or a bucket that refuses this origin (CORS).
			throw new Error(PHOTO_MESSAGES.uploadFailed)
		}
		if (!response.ok) throw new Error((await failureMessage(response)) ?? PHOTO_MESSAGES.uploadFailed)
	}
}
