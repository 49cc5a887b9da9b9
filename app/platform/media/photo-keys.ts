// Where a stored photo's files are (docs/product.md#photos): read by every page that shows a
// photo, so it is apart from the upload rules below it (photo-rules.ts), which only the uploaders need.

/** Square WebP renditions written for every photo, smallest first. */
export const PHOTO_SIZES = [96, 256, 512] as const
export type PhotoSize = (typeof PHOTO_SIZES)[number]

/**
 * Demo avatars (app/features/demo/demo-avatars.server.ts) are a small pool shared by many demo
 * providers: 'photos/demo-<content hash>'. Their files are never deleted by the photo pipeline, so one
 * provider replacing their photo cannot take it from the others (docs/product.md#photos).
 */
export const DEMO_PHOTO_PREFIX = 'photos/demo-'

export function isSharedDemoPhoto(key: string): boolean {
	return key.startsWith(DEMO_PHOTO_PREFIX)
}

/** A processed photo's key base: an upload's 'photos/<uuid>' or a demo avatar's 'photos/demo-<hash>'. */
export const STORED_PHOTO_KEY = /^photos\/(?:[0-9a-f-]{36}|demo-[0-9a-f]{16})$/

/** A stored photo is a key base such as 'photos/<uuid>'; each size is its own file. */
export function photoRenditionKey(photo: string, size: PhotoSize): string {
	return `${photo}-${size}.webp`
}
