// Everything the recorder holds on to in the browser (camera and microphone stream, Web Audio
// analyser, MediaRecorder, chunks, frames, timers) in one object with one dispose(), so leaving the
// recorder always turns the camera light off. The browser's APIs come in through CaptureEnv, so
// the order of the cleanup is tested in Node with fakes (capture-session.test.ts).
import { MAX_THUMBNAIL_BYTES, type RecordingKind } from '../recording-rules'
import {
	BITRATES,
	chooseMimeType,
	downsamplePeaks,
	isNearByteLimit,
	mediaConstraints,
	peakOf,
} from './recording-helpers'

export type CaptureEnv = {
	getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>
	createRecorder: (stream: MediaStream, options: MediaRecorderOptions) => MediaRecorder
	isTypeSupported: (type: string) => boolean
	/** null where Web Audio is missing: no meter and no waveform, recording still works. */
	createAudioContext: () => AudioContext | null
	requestFrame: (callback: (time: number) => void) => number
	cancelFrame: (id: number) => void
	now: () => number
}

/** Chunks are handed over every second, so a crash loses little and the size is known as we go. */
const TIMESLICE_MS = 1000
/** The level meter re-renders at most this often; the peaks are sampled every frame. */
const LEVEL_EVERY_MS = 100
/** One timeline peak per stretch of this length (downsampled to 200 points at the end). */
const PEAK_EVERY_MS = 50
/** Bars of the live waveform. */
const RECENT_PEAKS = 48
/** The thumbnail is taken this far in, once the face is settled. */
const THUMBNAIL_AT_MS = 1000

export function isRecordingSupported(): boolean {
	return (
		typeof window !== 'undefined' &&
		typeof navigator !== 'undefined' &&
		typeof navigator.mediaDevices?.getUserMedia === 'function' &&
		typeof window.MediaRecorder === 'function'
	)
}

function browserCaptureEnv(): CaptureEnv {
	return {
		getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
		createRecorder: (stream, options) => new MediaRecorder(stream, options),
		isTypeSupported: (type) => MediaRecorder.isTypeSupported(type),
		createAudioContext: () => {
			const Context =
				window.AudioContext ??
				(window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
			return Context ? new Context() : null
		},
		requestFrame: (callback) => window.requestAnimationFrame(callback),
		cancelFrame: (id) => window.cancelAnimationFrame(id),
		now: () => performance.now(),
	}
}

export type CapturedRecording = {
	blob: Blob
	mimeType: string
	/** Seconds, measured while recording (the files MediaRecorder writes often carry none). */
	duration: number
	/** Audio only: peak levels 0–1, at most AUDIO_TIMELINE_POINTS. */
	timeline: number[] | null
	/** Video only: a JPEG frame, or null when none could be taken. */
	thumbnail: Blob | null
}

type LevelListener = (level: number, recentPeaks: number[]) => void

export class CaptureSession {
	stream: MediaStream | null = null
	private audio: AudioContext | null = null
	private analyser: AnalyserNode | null = null
	private source: MediaStreamAudioSourceNode | null = null
	private samples: Float32Array<ArrayBuffer> | null = null
	private recorder: MediaRecorder | null = null
	private chunks: Blob[] = []
	private bytes = 0
	private peaks: number[] = []
	private pendingPeak = 0
	private lastPeakAt = 0
	private lastLevelAt = 0
	private shownLevel = 0
	private frame: number | null = null
	private timers = new Set<ReturnType<typeof setTimeout>>()
	private startedAt: number | null = null
	private stoppedAt: number | null = null
	private thumbnail: Blob | null = null
	private disposed = false
	private listener: LevelListener | null = null
	private deviceLost: (() => void) | null = null

	constructor(
		readonly kind: RecordingKind,
		private readonly env: CaptureEnv = browserCaptureEnv(),
	) {}

	/** Asks for the devices. Rejects with getUserMedia's error, or an AbortError if disposed meanwhile. */
	async open(): Promise<MediaStream> {
		const stream = await this.env.getUserMedia(mediaConstraints(this.kind))
		if (this.disposed) {
			// Left while the permission prompt was open: the devices must not stay on.
			for (const track of stream.getTracks()) track.stop()
			throw new DOMException('The recorder was closed.', 'AbortError')
		}
		this.stream = stream
		// A track ends by itself when the device is unplugged or the permission revoked (stop() fires no event).
		for (const track of stream.getTracks())
			track.addEventListener('ended', () => this.deviceLost?.(), { once: true })
		this.startAnalyser(stream)
		return stream
	}

	/** Called when a camera or microphone goes away while open. */
	onDeviceLost(callback: (() => void) | null) {
		this.deviceLost = callback
	}

	/** Level (0–1) for the meter, at most every 100 ms, with the live waveform's recent peaks. */
	onLevel(listener: LevelListener | null) {
		this.listener = listener
	}

	get isRecording() {
		return this.recorder !== null && this.recorder.state !== 'inactive'
	}

	/** Seconds since recording started. */
	elapsed(): number {
		if (this.startedAt === null) return 0
		return ((this.stoppedAt ?? this.env.now()) - this.startedAt) / 1000
	}

	/**
	 * Starts MediaRecorder with the best type. `onLimit` fires once when the bytes near the limit
	 * (the caller stops); the time limit is the caller's timer. `preview` gives the frame for the
	 * thumbnail.
	 */
	start({
		onLimit,
		onError,
		preview,
	}: {
		onLimit: () => void
		onError: (error: unknown) => void
		preview?: () => HTMLVideoElement | null
	}) {
		if (!this.stream || this.disposed) throw new Error('The devices are not open.')
		void this.audio?.resume().catch(() => {})
		const mimeType = chooseMimeType(this.kind, this.env.isTypeSupported)
		const recorder = this.env.createRecorder(this.stream, {
			...(mimeType ? { mimeType } : {}),
			...BITRATES[this.kind],
		})
		this.recorder = recorder
		this.chunks = []
		this.bytes = 0
		this.peaks = []
		this.thumbnail = null
		let warned = false
		recorder.ondataavailable = (event) => {
			if (!event.data || event.data.size === 0) return
			this.chunks.push(event.data)
			this.bytes += event.data.size
			if (!warned && isNearByteLimit(this.kind, this.bytes)) {
				warned = true
				onLimit()
			}
		}
		recorder.onerror = (event) => onError((event as Event & { error?: unknown }).error ?? event)
		recorder.start(TIMESLICE_MS)
		this.startedAt = this.env.now()
		this.stoppedAt = null
		this.lastPeakAt = this.startedAt
		if (this.kind === 'video' && preview)
			this.later(THUMBNAIL_AT_MS, () => void this.takeThumbnail(preview()))
		return mimeType
	}

	/** Stops recording and releases the devices; resolves with the recording once the last chunk is in. */
	async stop(preview?: () => HTMLVideoElement | null): Promise<CapturedRecording> {
		const recorder = this.recorder
		if (!recorder || this.disposed) throw new DOMException('Not recording.', 'AbortError')
		// A very short video may not have reached the 1 s thumbnail yet: take it while the camera is on.
		if (this.kind === 'video' && !this.thumbnail && preview) await this.takeThumbnail(preview())
		if (this.disposed) throw new DOMException('The recorder was closed.', 'AbortError')
		this.stoppedAt = this.env.now()
		const stopped = new Promise<void>((resolve) => {
			recorder.onstop = () => resolve()
		})
		if (recorder.state !== 'inactive') recorder.stop()
		await stopped
		if (this.disposed) throw new DOMException('The recorder was closed.', 'AbortError')
		if (this.pendingPeak > 0) this.peaks.push(this.pendingPeak)
		const mimeType = recorder.mimeType || this.chunks[0]?.type || ''
		const result: CapturedRecording = {
			blob: new Blob(this.chunks, mimeType ? { type: mimeType } : undefined),
			mimeType,
			duration: this.elapsed(),
			timeline: this.kind === 'audio' ? downsamplePeaks(this.peaks) : null,
			thumbnail: this.thumbnail,
		}
		this.chunks = []
		this.dispose()
		return result
	}

	/**
	 * Leaves, whatever the state: first detach the handlers and drop the chunks (nothing recorded
	 * may surface afterwards), then stop the recorder, every track (the camera light goes off), the
	 * audio graph, frames and timers. Safe to call twice.
	 */
	dispose() {
		this.disposed = true
		this.listener = null
		this.deviceLost = null
		const recorder = this.recorder
		if (recorder) {
			recorder.ondataavailable = null
			recorder.onerror = null
			// A stop() in progress is waiting for onstop: let it settle (it then sees `disposed`).
			const onstop = recorder.onstop
			recorder.onstop = null
			this.chunks = []
			this.bytes = 0
			try {
				if (recorder.state !== 'inactive') recorder.stop()
			} catch {
				// Already stopped by the browser (a track ended).
			}
			if (onstop) onstop.call(recorder, new Event('stop'))
			this.recorder = null
		}
		for (const track of this.stream?.getTracks() ?? []) track.stop()
		this.stream = null
		try {
			this.source?.disconnect()
		} catch {
			// Nothing to disconnect.
		}
		if (this.audio && this.audio.state !== 'closed') void this.audio.close().catch(() => {})
		this.audio = null
		this.analyser = null
		this.source = null
		if (this.frame !== null) this.env.cancelFrame(this.frame)
		this.frame = null
		for (const timer of this.timers) clearTimeout(timer)
		this.timers.clear()
	}

	private later(ms: number, run: () => void) {
		const timer = setTimeout(() => {
			this.timers.delete(timer)
			if (!this.disposed) run()
		}, ms)
		this.timers.add(timer)
	}

	private startAnalyser(stream: MediaStream) {
		try {
			const audio = this.env.createAudioContext()
			if (!audio) return
			this.audio = audio
			this.source = audio.createMediaStreamSource(stream)
			this.analyser = audio.createAnalyser()
			this.analyser.fftSize = 1024
			this.source.connect(this.analyser)
			this.samples = new Float32Array(this.analyser.fftSize)
			void audio.resume().catch(() => {})
		} catch {
			// No meter (old Web Audio): recording still works.
			return
		}
		const tick = (time: number) => {
			this.frame = null
			if (this.disposed || !this.analyser || !this.samples) return
			this.analyser.getFloatTimeDomainData(this.samples)
			const peak = peakOf(this.samples)
			if (this.isRecording) {
				this.pendingPeak = Math.max(this.pendingPeak, peak)
				if (time - this.lastPeakAt >= PEAK_EVERY_MS) {
					this.peaks.push(this.pendingPeak)
					this.pendingPeak = 0
					this.lastPeakAt = time
				}
			}
			// The meter falls back slowly rather than flickering between syllables.
			this.shownLevel = Math.max(this.shownLevel, peak)
			if (this.listener && time - this.lastLevelAt >= LEVEL_EVERY_MS) {
				this.lastLevelAt = time
				this.listener(this.shownLevel, this.isRecording ? this.peaks.slice(-RECENT_PEAKS) : [])
				this.shownLevel *= 0.6
			}
			this.frame = this.env.requestFrame(tick)
		}
		this.frame = this.env.requestFrame(tick)
	}

	private async takeThumbnail(video: HTMLVideoElement | null | undefined) {
		if (this.thumbnail || !video || !video.videoWidth || typeof document === 'undefined') return
		const scale = Math.min(1, 1280 / video.videoWidth)
		const canvas = document.createElement('canvas')
		canvas.width = Math.round(video.videoWidth * scale)
		canvas.height = Math.round(video.videoHeight * scale)
		const context = canvas.getContext('2d')
		if (!context) return
		context.drawImage(video, 0, 0, canvas.width, canvas.height)
		for (const quality of [0.85, 0.6, 0.4]) {
			// JPEG everywhere (Safari writes PNG when asked for WebP); the server re-encodes to WebP.
			const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
			if (blob && blob.size <= MAX_THUMBNAIL_BYTES) {
				if (!this.disposed) this.thumbnail = blob
				return
			}
		}
	}
}
