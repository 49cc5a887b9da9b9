// Receiving one uploaded file from a multipart body as a stream, never the whole body in memory:
// the one way uploads reach the app (photos and recordings, POST /uploads/local and /uploads/user).
// docs/decisions/0008-recorded-answers.md explains the choice of busboy.
import { Readable, Transform, type TransformCallback } from 'node:stream'
import busboy from 'busboy'
import { hasUnstorableText, UNSTORABLE_MESSAGE } from '~/lib/storable-input.server'
import { PHOTO_MESSAGES } from './photo-rules'
import { UploadRefusal } from './upload-policy.server'

/** What to do with the file, decided from the fields sent before it. */
type FilePlan = {
	minBytes: number
	maxBytes: number
	tooLargeMessage: string
	emptyMessage: string
	/** Consumes the whole stream (it errors past maxBytes or under minBytes); resolves when stored. */
	sink: (file: Readable) => Promise<unknown>
}

/** Form fields are short (a key, a policy, a signature): these bound what precedes the file. */
const LIMITS = { fields: 32, fieldSize: 16 * 1024, files: 1, parts: 40, headerPairs: 50 }
/** Multipart framing and fields on top of the file itself. */
const FORM_OVERHEAD_BYTES = 1024 * 1024
/** Until the file's own limit is known: the largest upload there is (a 150 MB video) and its form. */
const MAX_BODY_BEFORE_PLAN = 151 * 1024 * 1024

/** Counts the file's bytes and stops the stream as soon as it is over the limit. */
class ByteCounter extends Transform {
	bytes = 0
	constructor(private readonly plan: FilePlan) {
		super()
	}
	override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
		this.bytes += chunk.length
		if (this.bytes > this.plan.maxBytes) callback(new UploadRefusal('too_large', this.plan.tooLargeMessage))
		else callback(null, chunk)
	}
	override _flush(callback: TransformCallback): void {
		if (this.bytes < Math.max(1, this.plan.minBytes))
			callback(new UploadRefusal('invalid', this.plan.emptyMessage))
		else callback()
	}
}

/**
 * Parses `request`'s multipart body: collects the fields up to the first file field named in
 * `fileFields`, asks `plan(fields)` what to do with the file (verify a policy, pick a key: a
 * refusal thrown there stops reading at once), then streams the file through a byte counter into
 * the plan's sink. Fields after the file are ignored, as S3 does. Resolves with the fields and
 * the file's size; rejects with an UploadRefusal (or the sink's error) and stops reading the body.
 */
export async function receiveMultipartFile(
	request: Request,
	fileFields: readonly string[],
	plan: (fields: Record<string, string>) => Promise<FilePlan>,
): Promise<{ fields: Record<string, string>; size: number }> {
	const content_type = request.headers.get('content-type') ?? ''
	if (!content_type.startsWith('multipart/form-data')) {
		throw new UploadRefusal('unsupported_media_type', 'Uploads must be sent as multipart/form-data.')
	}
	if (!request.body) throw new UploadRefusal('invalid', PHOTO_MESSAGES.empty)
	let parser: busboy.Busboy
	try {
		parser = busboy({ headers: { 'content-type': content_type }, limits: LIMITS })
	} catch {
		throw new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)
	}
	const source = Readable.fromWeb(request.body as never)
	const fields: Record<string, string> = {}
	let bodyLimit = MAX_BODY_BEFORE_PLAN
	let tooLargeMessage = PHOTO_MESSAGES.tooLarge as string
	let bodyBytes = 0

	return new Promise((resolve, reject) => {
		let settled = false
		let fileDone: Promise<number> | null = null
		let fileStream: Readable | null = null
		const fail = (error: unknown) => {
			if (settled) return
			settled = true
			source.unpipe(parser)
			source.destroy()
			// Ends a sink still writing, so it removes its temporary file.
			fileStream?.destroy(error instanceof Error ? error : new Error(String(error)))
			parser.removeAllListeners('file')
			reject(error instanceof UploadRefusal ? error : toRefusal(error))
		}
		source.on('data', (chunk: Buffer) => {
			bodyBytes += chunk.length
			if (bodyBytes > bodyLimit) fail(new UploadRefusal('too_large', tooLargeMessage))
		})
		source.on('error', fail)
		parser.on('field', (name, value, info) => {
			if (info.valueTruncated || info.nameTruncated)
				fail(new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed))
			// The input rule (docs/product.md#input), for the bodies the root middleware leaves to us.
			else if (hasUnstorableText(name) || hasUnstorableText(value))
				fail(new UploadRefusal('invalid', UNSTORABLE_MESSAGE))
			else if (!fileDone) fields[name] = value
		})
		parser.on('file', (name, stream) => {
			if (fileDone || !fileFields.includes(name)) {
				stream.resume()
				return
			}
			fileStream = stream
			let counter: ByteCounter | null = null
			// Listened to at once: fail() may destroy the stream before the plan is chosen.
			stream.on('error', (error) => counter?.destroy(error))
			fileDone = (async () => {
				const chosen = await plan({ ...fields })
				bodyLimit = chosen.maxBytes + FORM_OVERHEAD_BYTES
				tooLargeMessage = chosen.tooLargeMessage
				counter = new ByteCounter(chosen)
				// The sink may not read yet (it opens its file first): the refusal must not go unheard.
				counter.on('error', fail)
				stream.pipe(counter)
				await chosen.sink(counter)
				return counter.bytes
			})()
			fileDone.catch(fail)
		})
		parser.on('partsLimit', () => fail(new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)))
		parser.on('fieldsLimit', () => fail(new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)))
		parser.on('error', fail)
		parser.on('close', () => {
			if (!fileDone) return fail(new UploadRefusal('invalid', PHOTO_MESSAGES.empty))
			fileDone.then((size) => {
				if (settled) return
				settled = true
				resolve({ fields, size })
			}, fail)
		})
		source.pipe(parser)
	})
}

function toRefusal(error: unknown): unknown {
	// A body cut short or not multipart at all: busboy's own errors are the client's fault.
	if (error instanceof Error && /Unexpected end of form|Malformed|boundary/i.test(error.message)) {
		return new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)
	}
	return error
}

/** A sink that keeps the file in memory: for photos (at most 30 MB), decoded by sharp afterwards. */
export function memorySink(): { sink: (file: Readable) => Promise<void>; bytes: () => Uint8Array } {
	const chunks: Buffer[] = []
	return {
		sink: async (file) => {
			for await (const chunk of file) chunks.push(chunk as Buffer)
		},
		bytes: () => Buffer.concat(chunks),
	}
}
