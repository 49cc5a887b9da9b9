// Photo rules shared by the browser helper, the server pipeline and the pages (docs/product.md#photos).

/** Square WebP renditions written for every photo, smallest first. */
export const PHOTO_SIZES = [96, 256, 512] as const
export type PhotoSize = (typeof PHOTO_SIZES)[number]

/** "Under 30MB": the largest accepted file is one byte less than 30 MiB. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024 - 1

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

export const PHOTO_MESSAGES = {
	tooLarge: 'Please choose a file less than 30MB in size.',
	wrongType: 'Please choose a PNG, JPEG or WebP image.',
	unreadable: 'This image could not be read. It may be damaged; please choose another file.',
	tooManyPixels: 'This image is too large to process. Please choose one under 50 megapixels.',
	empty: 'Please choose a file to upload.',
	missing: 'Please upload a photo first.',
	expired: 'The upload link has expired. Please try again.',
	badSignature: 'The upload was refused because its signature is not valid.',
	notYours: 'You can only upload your own photo.',
	uploadFailed: 'The photo could not be uploaded. Please try again.',
} as const

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

type DetectedImageType = (typeof PHOTO_TYPES)[number]

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** png, jpeg or webp from the magic bytes, else null. */
export function detectImageType(bytes: Uint8Array): DetectedImageType | null {
	if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png'
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
	const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
	if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
	return null
}
