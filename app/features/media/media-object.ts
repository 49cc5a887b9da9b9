// What every media store answers, in its own module so the stores and their chooser
// (media-store.server.ts) do not import each other.

export type MediaObjectInfo = { size: number; contentType: string; etag: string }
export type MediaObject = MediaObjectInfo & { body: ReadableStream<Uint8Array> }

export interface MediaStore {
	put(key: string, body: Uint8Array, contentType: string): Promise<void>
	/** The object as a web stream, or null when there is none. */
	get(key: string): Promise<MediaObject | null>
	head(key: string): Promise<MediaObjectInfo | null>
	/** Deleting a missing object is not an error. */
	delete(key: string): Promise<void>
	/** Keys under a prefix, sorted (uploads waiting to be processed, in S3 mode). */
	list(prefix: string): Promise<string[]>
}
