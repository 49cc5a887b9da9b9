// What every media store answers, in its own module so the stores and their chooser
// (media-store.server.ts) do not import each other.

/** `size` is always the whole object's, also when only a range of it is read. */
export type MediaObjectInfo = { size: number; content_type: string; etag: string }
export type MediaObject = MediaObjectInfo & { body: ReadableStream<Uint8Array> }

/** Bytes start to end, both included (as in an HTTP Range). */
export type ByteRange = { start: number; end: number }

export interface MediaStore {
	put(key: string, body: Uint8Array, content_type: string): Promise<void>
	/**
	 * Streams a body to `key` (write then rename: nobody sees half a file); resolves with the bytes
	 * written. Only the stores the app receives uploads into have it (the local disk): in S3 mode
	 * browsers post straight to the bucket.
	 */
	putStream?(key: string, body: ReadableStream<Uint8Array> | NodeJS.ReadableStream): Promise<number>
	/** Moves an object to a new key (with the content type the new key calls for). */
	move(from: string, to: string, content_type: string): Promise<void>
	/** The object (or only `range` of it) as a web stream, or null when there is none. */
	get(key: string, range?: ByteRange): Promise<MediaObject | null>
	head(key: string): Promise<MediaObjectInfo | null>
	/** Deleting a missing object is not an error. */
	delete(key: string): Promise<void>
	/** Keys under a prefix, sorted (uploads waiting to be processed, in S3 mode). */
	list(prefix: string): Promise<string[]>
}
