// The spec's upload helper for photos, in the browser: check the file, ask for signed targets, post
// the file to each (app/lib/upload-targets.client.ts). The caller then saves { photo: true } with
// POST /api/user.
import { fetchPost, postToTargets, requestUploadTargets, type UploadWords } from '~/lib/upload-targets.client'
import { detectImageType, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '~/platform/media/photo-rules'

const TARGETS_ENDPOINT = '/uploads/user'

const WORDS: UploadWords = {
	tooLarge: PHOTO_MESSAGES.tooLarge,
	expired: PHOTO_MESSAGES.expired,
	failed: PHOTO_MESSAGES.uploadFailed,
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
	const targets = await requestUploadTargets(TARGETS_ENDPOINT, WORDS, { fetchImpl })
	await postToTargets(
		targets.map((target) => ({ target, file })),
		WORDS,
		{ post: fetchPost(fetchImpl) },
	)
}
