import type { Db } from '~/db/client.server'
import type { MediaStorage } from './media-store.server'
import { presignPost } from './sigv4.server'
import { createLocalPostFields, getUploadSigningSecret } from './upload-policy.server'

// The spec's upload helper, step 1, for every kind of upload (photos, recordings): where and how
// the browser may post one file (docs/product.md#photos).

/** Upload links are short-lived: enough to pick a file on a slow phone, not to be passed around. */
const UPLOAD_TTL_SECONDS = 600

/**
 * One signed, short-lived, size-limited target for `key`: a presigned POST straight to the bucket,
 * or a signed policy for the app's own /uploads/local.
 */
export async function signedUploadTarget(
	db: Db,
	storage: MediaStorage,
	key: string,
	maxBytes: number,
	now: Date,
): Promise<{ url: string; fields: Record<string, string> }> {
	if (storage.mode === 's3') {
		const fields = presignPost({
			bucket: storage.config.bucket,
			key,
			region: storage.config.region,
			credentials: storage.config.credentials,
			now,
			expiresInSeconds: UPLOAD_TTL_SECONDS,
			conditions: [['content-length-range', 1, maxBytes]],
			fields: { success_action_status: '201' },
		})
		return { url: storage.uploadUrl, fields }
	}
	const secret = await getUploadSigningSecret(db)
	const fields = createLocalPostFields({ key, secret, now, expiresInSeconds: UPLOAD_TTL_SECONDS, maxBytes })
	return { url: storage.uploadUrl, fields }
}
