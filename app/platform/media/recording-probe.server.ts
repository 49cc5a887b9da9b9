// What a recording really is, read from its bytes (never its name or the browser's claim): the
// container by its magic bytes, then the container parsed for its tracks and its duration.
// MediaRecorder's WebM has unknown-size clusters and no Duration, and its MP4 is fragmented with an
// empty moov: ts-ebml and mp4box read both, chunk by chunk (docs/decisions/0008-recorded-answers.md).
import { createFile, MP4BoxBuffer } from 'mp4box'
import { Decoder } from 'ts-ebml'

type RecordingProbe = {
	container: 'webm' | 'mp4'
	hasVideo: boolean
	hasAudio: boolean
	/** Seconds, from the media itself (the last frame's time, or the sum of sample durations). */
	duration: number
}

/** 'unsupported': not a WebM or MP4 at all (a text file, an image); 'unreadable': damaged or odd. */
export class ProbeError extends Error {
	constructor(
		readonly reason: 'unsupported' | 'unreadable',
		message: string,
	) {
		super(message)
		this.name = 'ProbeError'
	}
}

/**
 * A real recording's elements are small (a frame, a fragment's header). A parser still waiting for
 * more after this many bytes is holding a claimed-huge element in memory: refuse the file.
 */
const MAX_PENDING_BYTES = 8 * 1024 * 1024

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]

interface ContainerReader {
	push(chunk: Uint8Array): void
	finish(): RecordingProbe
}

/** Reads a recording from a stream of chunks; the stream is always consumed or cancelled. */
export async function probeRecording(body: ReadableStream<Uint8Array>): Promise<RecordingProbe> {
	const reader = body.getReader()
	let head: Uint8Array = new Uint8Array(0)
	let parser: ContainerReader | null = null
	try {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			if (!parser) {
				head = concat(head, value)
				if (head.length < 12) continue
				parser = readerFor(head)
				parser.push(head)
			} else {
				parser.push(value)
			}
		}
		if (!parser) throw new ProbeError('unsupported', 'too short to be a recording')
		return parser.finish()
	} catch (error) {
		await reader.cancel().catch(() => {})
		if (error instanceof ProbeError) throw error
		throw new ProbeError('unreadable', error instanceof Error ? error.message : String(error))
	} finally {
		reader.releaseLock()
	}
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
	const out = new Uint8Array(a.length + b.length)
	out.set(a)
	out.set(b, a.length)
	return out
}

function readerFor(head: Uint8Array): ContainerReader {
	if (EBML_MAGIC.every((byte, i) => head[i] === byte)) return new WebmReader()
	if (String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return new Mp4Reader()
	throw new ProbeError('unsupported', 'neither WebM nor MP4')
}

/** WebM: DocType 'webm', TrackType per track, and the last block's time (Cluster Timestamp + relative). */
class WebmReader implements ContainerReader {
	private decoder = new Decoder()
	private docType = ''
	private timestampScale = 1_000_000
	private clusterTime = 0
	private lastTime = 0
	private declaredDuration = 0
	private trackTypes = new Set<number>()
	private blocks = 0
	private pending = 0

	push(chunk: Uint8Array): void {
		const elements = this.decoder.decode(chunk as unknown as ArrayBuffer)
		this.pending = elements.length === 0 ? this.pending + chunk.length : 0
		if (this.pending > MAX_PENDING_BYTES) throw new ProbeError('unreadable', 'an element larger than a frame')
		for (const element of elements) {
			const value = (element as { value?: unknown }).value
			switch (element.name) {
				case 'DocType':
					this.docType = String(value)
					break
				case 'TimestampScale':
					this.timestampScale = Number(value)
					break
				case 'Duration':
					this.declaredDuration = Number(value)
					break
				case 'TrackType':
					this.trackTypes.add(Number(value))
					break
				case 'Timestamp':
					this.clusterTime = Number(value)
					break
				case 'SimpleBlock':
				case 'Block':
					if (value instanceof Uint8Array) this.block(value)
					break
			}
		}
	}

	/** A block starts with its track number (an EBML varint), then a signed 16-bit relative time. */
	private block(data: Uint8Array): void {
		const first = data[0] ?? 0
		const length = first === 0 ? 9 : Math.clz32(first) - 23
		if (data.length < length + 2) return
		this.blocks += 1
		const relative = (((data[length] << 8) | data[length + 1]) << 16) >> 16
		this.lastTime = Math.max(this.lastTime, this.clusterTime + relative)
	}

	finish(): RecordingProbe {
		if (this.docType !== 'webm') throw new ProbeError('unsupported', `DocType ${this.docType || 'missing'}`)
		if (this.trackTypes.size === 0) throw new ProbeError('unreadable', 'no tracks')
		if (this.blocks === 0) throw new ProbeError('unreadable', 'no frames')
		const ticks = Math.max(this.lastTime, this.declaredDuration)
		return {
			container: 'webm',
			hasVideo: this.trackTypes.has(1),
			hasAudio: this.trackTypes.has(2),
			duration: (ticks * this.timestampScale) / 1e9,
		}
	}
}

/** MP4 (fragmented, as MediaRecorder writes it, or not): tracks and the sum of sample durations. */
class Mp4Reader implements ContainerReader {
	private file = createFile()
	private offset = 0
	private error = ''
	private ready = false

	constructor() {
		this.file.onError = (module, message) => {
			this.error = `${module}: ${message}`
		}
		this.file.onReady = () => {
			this.ready = true
		}
	}

	push(chunk: Uint8Array): void {
		const copy = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) as ArrayBuffer
		this.file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, this.offset))
		this.offset += chunk.byteLength
		if (this.error) throw new ProbeError('unreadable', this.error)
		if (!this.ready && this.offset > MAX_PENDING_BYTES) throw new ProbeError('unreadable', 'no moov box')
	}

	finish(): RecordingProbe {
		this.file.flush()
		if (this.error) throw new ProbeError('unreadable', this.error)
		const info = this.file.getInfo()
		if (!this.ready || !info.tracks?.length) throw new ProbeError('unreadable', 'no tracks')
		if (info.tracks.every((t) => t.nb_samples === 0)) throw new ProbeError('unreadable', 'no frames')
		const fromSamples = Math.max(
			0,
			...info.tracks.map((t) => (t.timescale > 0 ? t.samples_duration / t.timescale : 0)),
		)
		const fromHeader = info.timescale > 0 ? info.duration / info.timescale : 0
		return {
			container: 'mp4',
			hasVideo: info.videoTracks.length > 0,
			hasAudio: info.audioTracks.length > 0,
			duration: fromSamples > 0 ? fromSamples : fromHeader,
		}
	}
}
