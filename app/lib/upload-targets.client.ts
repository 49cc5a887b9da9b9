// The spec's upload helper, the part every upload shares (photos, recorded answers): ask an
// endpoint for signed targets, then post the file to each one as a multipart form, the target's
// fields first and the file last. Domain-free: the callers bring their own words for failures.

export type UploadTarget = { url: string; fields: Record<string, string>; purpose?: string }

/** What a failure says, in the caller's words. */
export type UploadWords = {
	/** A 413, or S3's EntityTooLarge. */
	tooLarge: string
	/** S3's AccessDenied for an expired policy. */
	expired: string
	/** Offline, a refused origin, or an answer without a message of its own. */
	failed: string
}

/** How a form reaches a target: fetch (no progress) or XMLHttpRequest (upload progress). */
export type TargetPost = (
	url: string,
	form: FormData,
	options: { onProgress?: (loaded: number) => void; signal?: AbortSignal },
) => Promise<{ status: number; text: string }>

export function isUploadTargetList(value: unknown): value is UploadTarget[] {
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
				Object.values((t as UploadTarget).fields).every((v) => typeof v === 'string') &&
				((t as UploadTarget).purpose === undefined || typeof (t as UploadTarget).purpose === 'string'),
		)
	)
}

/** The message of our JSON errors, or of an S3 XML error; null when there is none to show. */
export function uploadFailureMessage(status: number, text: string, words: UploadWords): string | null {
	if (status === 413) return words.tooLarge
	try {
		const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message
		if (typeof message === 'string' && message) return message
	} catch {
		// Not JSON: S3 answers XML.
	}
	const code = text.match(/<Code>([^<]*)<\/Code>/)?.[1]
	if (code === 'EntityTooLarge') return words.tooLarge
	if (code === 'AccessDenied' && /expired/i.test(text)) return words.expired
	return null
}

/** An abort the caller asked for: not a failure to show. */
export function isAbort(error: unknown): boolean {
	return error instanceof Error && error.name === 'AbortError'
}

function abortError() {
	return new DOMException('The upload was cancelled.', 'AbortError')
}

/** GET the targets (same-origin, JSON). Throws an Error whose message can be shown as is. */
export async function requestUploadTargets(
	endpoint: string,
	words: UploadWords,
	{ fetchImpl = fetch, signal }: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<UploadTarget[]> {
	let response: Response
	try {
		response = await fetchImpl(endpoint, {
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
			signal,
		})
	} catch (error) {
		if (signal?.aborted) throw abortError()
		throw error instanceof Error && isAbort(error) ? error : new Error(words.failed)
	}
	if (!response.ok) {
		const text = await response.text().catch(() => '')
		throw new Error(uploadFailureMessage(response.status, text, words) ?? words.failed)
	}
	const targets: unknown = await response.json().catch(() => null)
	if (!isUploadTargetList(targets)) throw new Error(`Invalid endpoint result ${endpoint}`)
	return targets
}

/** The multipart body: every field of the target, then the file (S3 ignores fields after the file). */
function targetForm(target: UploadTarget, file: Blob, filename?: string): FormData {
	const form = new FormData()
	for (const [name, value] of Object.entries(target.fields)) form.append(name, value)
	if (filename) form.append('file', file, filename)
	else form.append('file', file)
	return form
}

/** Posts with fetch: no progress events. */
export function fetchPost(fetchImpl: typeof fetch = fetch): TargetPost {
	return async (url, form, { signal }) => {
		const response = await fetchImpl(url, { method: 'POST', body: form, signal })
		return { status: response.status, text: await response.text().catch(() => '') }
	}
}

/** Posts with XMLHttpRequest, whose upload.onprogress reports the bytes sent; the signal aborts it. */
export const xhrPost: TargetPost = (url, form, { onProgress, signal }) =>
	new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(abortError())
		const xhr = new XMLHttpRequest()
		const onAbort = () => xhr.abort()
		xhr.open('POST', url)
		xhr.upload.onprogress = (event) => onProgress?.(event.loaded)
		xhr.onload = () => {
			signal?.removeEventListener('abort', onAbort)
			resolve({ status: xhr.status, text: xhr.responseText })
		}
		xhr.onerror = () => {
			signal?.removeEventListener('abort', onAbort)
			reject(new TypeError('Network error'))
		}
		xhr.onabort = () => reject(abortError())
		signal?.addEventListener('abort', onAbort, { once: true })
		xhr.send(form)
	})

export type TargetUpload = { target: UploadTarget; file: Blob; filename?: string }

/**
 * Posts each file to its target in turn. `onProgress(loaded, total)` counts bytes across all of
 * them. A 2xx is success (S3 answers 201 or 204). Throws an Error whose message can be shown as
 * is, or an AbortError when the signal fired.
 */
export async function postToTargets(
	uploads: TargetUpload[],
	words: UploadWords,
	{
		post = fetchPost(),
		onProgress,
		signal,
	}: { post?: TargetPost; onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
	const total = uploads.reduce((sum, u) => sum + u.file.size, 0)
	let done = 0
	for (const { target, file, filename } of uploads) {
		let answer: { status: number; text: string }
		try {
			answer = await post(target.url, targetForm(target, file, filename), {
				signal,
				onProgress: (loaded) => onProgress?.(done + Math.min(loaded, file.size), total),
			})
		} catch (error) {
			if (isAbort(error) || signal?.aborted) throw abortError()
			// Offline, or a bucket that refuses this origin (CORS).
			throw new Error(words.failed)
		}
		if (answer.status < 200 || answer.status > 299)
			throw new Error(uploadFailureMessage(answer.status, answer.text, words) ?? words.failed)
		done += file.size
		onProgress?.(done, total)
	}
}
