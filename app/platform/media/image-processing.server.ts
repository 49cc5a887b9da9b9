// Uploaded photo → square WebP renditions. The type is judged by the file's first bytes, never by
// its name or the browser's claim; the image is fully decoded, so a damaged file is refused here.
import sharp from 'sharp'
import { AppError } from '~/lib/errors'
import { detectImageType, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from './photo-rules'
import { PHOTO_SIZES, type PhotoSize } from './photo-keys'

/** A 50-megapixel phone photo passes; a decompression bomb does not get decoded. */
const MAX_INPUT_PIXELS = 50_000_000
const LARGEST = PHOTO_SIZES[PHOTO_SIZES.length - 1]

type PhotoRendition = { size: PhotoSize; body: Buffer }

/**
 * Checks and converts one uploaded photo: auto-rotated by its EXIF orientation, cropped square around
 * the most interesting area, resized to every rendition size and written as WebP. sharp writes no
 * metadata unless asked (we never call withMetadata), so EXIF, GPS, XMP and comments are gone.
 */
export async function processPhoto(input: Uint8Array): Promise<PhotoRendition[]> {
	if (input.byteLength === 0) throw new AppError('invalid', PHOTO_MESSAGES.empty)
	if (input.byteLength > MAX_PHOTO_BYTES) throw new AppError('invalid', PHOTO_MESSAGES.tooLarge)
	if (!detectImageType(input)) throw new AppError('invalid', PHOTO_MESSAGES.wrongType)
	let square: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
	try {
		square = await sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
			.rotate()
			.resize(LARGEST, LARGEST, { fit: 'cover', position: sharp.strategy.attention })
			// Transparent areas become white rather than black.
			.flatten({ background: '#ffffff' })
			.raw()
			.toBuffer({ resolveWithObject: true })
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error)
		if (/pixel limit/i.test(message)) throw new AppError('invalid', PHOTO_MESSAGES.tooManyPixels)
		throw new AppError('invalid', PHOTO_MESSAGES.unreadable)
	}
	const raw = { width: square.info.width, height: square.info.height, channels: square.info.channels }
	return Promise.all(
		PHOTO_SIZES.map(async (size) => ({
			size,
			body: await sharp(square.data, { raw })
				.resize(size, size)
				.webp({ quality: size === LARGEST ? 82 : 80, effort: 4 })
				.toBuffer(),
		})),
	)
}
