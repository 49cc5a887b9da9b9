// Where media files live: the local disk under DATA_DIR by default, or an S3-compatible bucket.
// Both sit behind one small interface so the photo pipeline and the /media route never care which.

import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type Dirent } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { getEnv } from '~/env.server'
import type { ByteRange, MediaObject, MediaObjectInfo, MediaStore } from './media-object'
import { type S3Config, S3MediaStore } from './s3-store.server'
import { isDiskFailure, storageUnavailable } from './storage-errors.server'

export type { ByteRange, MediaObject, MediaObjectInfo, MediaStore } from './media-object'

/**
 * Keys are our own: a few lower-case folders and a file name of letters, digits, '-' and '_', with
 * an optional extension. Anything else (dots in folders, '..', backslashes, absolute paths) is refused.
 */
const SAFE_KEY = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+(?:\.[a-z0-9]{1,5})?$/

export function isSafeMediaKey(key: string): boolean {
	return key.length <= 300 && SAFE_KEY.test(key)
}

function assertSafeKey(key: string): void {
	if (!isSafeMediaKey(key)) throw new Error(`unsafe media key: ${JSON.stringify(key)}`)
}

const TYPES_BY_EXTENSION: Record<string, string> = {
	webp: 'image/webp',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	// Recorded answers (docs/product.md#answers): the extension says container and kind.
	webm: 'video/webm',
	weba: 'audio/webm',
	mp4: 'video/mp4',
	m4a: 'audio/mp4',
}

function contentTypeForKey(key: string): string {
	const ext = key.match(/\.([a-z0-9]+)$/)?.[1] ?? ''
	return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream'
}

/** Files under one directory; the content type follows the file extension. */
export class LocalDiskMediaStore implements MediaStore {
	constructor(readonly rootDir: string) {}

	private pathOf(key: string): string {
		assertSafeKey(key)
		const root = path.resolve(this.rootDir)
		const file = path.resolve(root, key)
		// Belt and braces: the key pattern already rules out '..'.
		if (!file.startsWith(root + path.sep)) throw new Error(`media key outside the store: ${key}`)
		return file
	}

	async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
		const file = this.pathOf(key)
		// Write then rename, so a reader never sees half a file; a failed write leaves nothing behind.
		const temp = `${file}.${randomUUID()}.tmp`
		try {
			await mkdir(path.dirname(file), { recursive: true })
			await writeFile(temp, body)
			await rename(temp, file)
		} catch (error) {
			await rm(temp, { force: true })
			throw isDiskFailure(error) ? storageUnavailable(error, `writing ${key}`) : error
		}
	}

	async putStream(key: string, body: ReadableStream<Uint8Array> | NodeJS.ReadableStream): Promise<number> {
		const file = this.pathOf(key)
		try {
			await mkdir(path.dirname(file), { recursive: true })
		} catch (error) {
			throw isDiskFailure(error) ? storageUnavailable(error, `writing ${key}`) : error
		}
		const temp = `${file}.${randomUUID()}.tmp`
		const source: AsyncIterable<Uint8Array> =
			body instanceof ReadableStream ? Readable.fromWeb(body as never) : (body as AsyncIterable<Uint8Array>)
		let size = 0
		const counted = async function* () {
			for await (const chunk of source) {
				size += chunk.byteLength
				yield chunk
			}
		}
		try {
			await pipeline(Readable.from(counted()), createWriteStream(temp))
			await rename(temp, file)
		} catch (error) {
			await rm(temp, { force: true })
			// Only the disk's own failures: a refused or cut-short upload keeps its own error.
			throw isDiskFailure(error) ? storageUnavailable(error, `writing ${key}`) : error
		}
		return size
	}

	async move(from: string, to: string, _contentType: string): Promise<void> {
		const target = this.pathOf(to)
		try {
			await mkdir(path.dirname(target), { recursive: true })
			await rename(this.pathOf(from), target)
		} catch (error) {
			throw isDiskFailure(error) ? storageUnavailable(error, `moving ${from} to ${to}`) : error
		}
	}

	async head(key: string): Promise<MediaObjectInfo | null> {
		try {
			const info = await stat(this.pathOf(key))
			if (!info.isFile()) return null
			return {
				size: info.size,
				content_type: contentTypeForKey(key),
				etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
			}
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
			throw error
		}
	}

	async get(key: string, range?: ByteRange): Promise<MediaObject | null> {
		const info = await this.head(key)
		if (!info) return null
		const file = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {})
		const stream = Readable.toWeb(file) as ReadableStream<Uint8Array>
		return { ...info, body: stream }
	}

	async delete(key: string): Promise<void> {
		await rm(this.pathOf(key), { force: true })
	}

	/**
	 * Every file under the prefix, in subfolders too, as S3 lists a prefix: folders themselves are not
	 * keys (deleting one would fail with EISDIR), nor are files still being written (`.tmp`).
	 */
	async list(prefix: string): Promise<string[]> {
		const folder = prefix.replace(/\/?$/, '/')
		const dir = path.resolve(this.rootDir, folder)
		if (!dir.startsWith(path.resolve(this.rootDir) + path.sep)) return []
		const keys: string[] = []
		const walk = async (relative: string) => {
			let entries: Dirent[]
			try {
				entries = await readdir(path.join(dir, relative), { withFileTypes: true })
			} catch (error) {
				// Gone meanwhile (or never there): nothing under it.
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
				throw error
			}
			for (const entry of entries) {
				const name = `${relative}${entry.name}`
				if (entry.isDirectory()) await walk(`${name}/`)
				else if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(`${folder}${name}`)
			}
		}
		await walk('')
		return keys.sort()
	}
}

export type MediaStorage =
	| { mode: 'local'; store: MediaStore; uploadUrl: string }
	| { mode: 's3'; store: S3MediaStore; config: S3Config; uploadUrl: string }

/** Storage on an S3-compatible bucket: browsers post uploads straight to the bucket URL. */
export function s3MediaStorage(config: S3Config): Extract<MediaStorage, { mode: 's3' }> {
	const store = new S3MediaStore(config)
	return { mode: 's3', store, config, uploadUrl: store.bucketUrl() }
}

/** The configured storage: S3 when S3_BUCKET is set, else DATA_DIR/media served by the app. */
export function getMediaStorage(): MediaStorage {
	const env = getEnv()
	if (env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
		return s3MediaStorage({
			bucket: env.S3_BUCKET,
			region: env.S3_REGION,
			endpoint: env.S3_ENDPOINT,
			credentials: {
				accessKeyId: env.S3_ACCESS_KEY_ID,
				secretAccessKey: env.S3_SECRET_ACCESS_KEY,
				sessionToken: env.S3_SESSION_TOKEN,
			},
		})
	}
	return {
		mode: 'local',
		store: new LocalDiskMediaStore(path.resolve(env.DATA_DIR, 'media')),
		uploadUrl: `${env.PUBLIC_URL}/uploads/local`,
	}
}
