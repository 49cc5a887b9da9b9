// Upload rules shared by the browser helper and the server pipeline (docs/product.md#photos); where
// stored photos are is photo-keys.ts.

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
