import { describe, expect, test } from 'vitest'
import { type CaptureEnv, CaptureSession } from './capture-session'

// Fakes of the browser's media objects that write what happens to them, in order, to `log`.
function fakeBrowser(options: { failWith?: string; holdStream?: boolean } = {}) {
	const log: string[] = []
	const tracks = ['audio', 'video'].map((kind) => {
		const listeners: (() => void)[] = []
		const track = {
			kind,
			readyState: 'live',
			listeners,
			addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
			stop() {
				track.readyState = 'ended'
				log.push(`track ${kind} stopped`)
			},
		}
		return track
	})
	const stream = { getTracks: () => tracks } as unknown as MediaStream
	let recorder: FakeRecorder | null = null
	class FakeRecorder {
		state: RecordingState = 'inactive'
		mimeType: string
		ondataavailable: ((event: { data: Blob }) => void) | null = null
		onstop: (() => void) | null = null
		onerror: (() => void) | null = null
		constructor(
			_stream: MediaStream,
			readonly options: MediaRecorderOptions,
		) {
			this.mimeType = options.mimeType ?? 'video/webm'
			recorder = this
		}
		start(timeslice: number) {
			log.push(`recorder start ${timeslice}`)
			this.state = 'recording'
		}
		emit(bytes: number) {
			this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) })
		}
		stop() {
			log.push('recorder stop')
			this.state = 'inactive'
			// Like the browser: the last chunk, then stop, both after the call returns.
			queueMicrotask(() => {
				this.emit(7)
				this.onstop?.()
			})
		}
	}
	let frames = 0
	const audio = {
		state: 'running',
		createMediaStreamSource: () => ({ connect() {}, disconnect: () => log.push('source disconnected') }),
		createAnalyser: () => ({
			fftSize: 0,
			getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.5),
		}),
		resume: async () => {},
		close: async () => {
			audio.state = 'closed'
			log.push('audio closed')
		},
	}
	let time = 0
	const pending = new Map<number, (time: number) => void>()
	const env: CaptureEnv = {
		getUserMedia: async () => {
			if (options.failWith) throw new DOMException('no', options.failWith)
			return stream
		},
		createRecorder: (s, o) => new FakeRecorder(s, o) as unknown as MediaRecorder,
		isTypeSupported: (type) => type === 'video/webm;codecs=vp9,opus' || type === 'audio/webm;codecs=opus',
		createAudioContext: () => audio as unknown as AudioContext,
		requestFrame: (callback) => {
			frames += 1
			pending.set(frames, callback)
			return frames
		},
		cancelFrame: (id) => {
			if (pending.delete(id)) log.push('frame cancelled')
		},
		now: () => time,
	}
	/** Runs the pending animation frames `count` times, `ms` apart. */
	const runFrames = (count: number, ms: number) => {
		for (let i = 0; i < count; i++) {
			time += ms
			const callbacks = [...pending.values()]
			pending.clear()
			for (const callback of callbacks) callback(time)
		}
	}
	/** The browser ending a track by itself (unplugged): the event fires, unlike after stop(). */
	const endTrack = (kind: string) => {
		const track = tracks.find((t) => t.kind === kind)!
		track.readyState = 'ended'
		for (const listener of track.listeners) listener()
	}
	return { env, log, tracks, audio, runFrames, endTrack, recorder: () => recorder }
}

describe('CaptureSession', () => {
	test('records with the best type and a 1 s timeslice, and stops into one blob with the devices off', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('video', browser.env)
		await session.open()
		const mimeType = session.start({ onLimit() {}, onError() {} })
		expect(mimeType).toBe('video/webm;codecs=vp9,opus')
		expect(browser.recorder()?.options).toMatchObject({ mimeType, videoBitsPerSecond: 1_200_000 })
		browser.recorder()?.emit(100)
		browser.runFrames(3, 1000)
		const result = await session.stop()
		expect(result.blob.size).toBe(107)
		expect(result.mimeType).toBe(mimeType)
		expect(result.duration).toBe(3)
		expect(result.timeline).toBeNull()
		expect(browser.tracks.every((t) => t.readyState === 'ended')).toBe(true)
		expect(browser.audio.state).toBe('closed')
	})

	test('audio: peaks sampled while recording become the timeline', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('audio', browser.env)
		await session.open()
		session.start({ onLimit() {}, onError() {} })
		browser.runFrames(10, 60)
		const result = await session.stop()
		expect(result.timeline?.length).toBeGreaterThan(5)
		expect(result.timeline?.every((p) => p === 0.5)).toBe(true)
	})

	test('dispose while recording: handlers off and chunks dropped before the recorder stops, then every track, the audio graph and the frames', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('video', browser.env)
		await session.open()
		session.start({ onLimit() {}, onError() {} })
		browser.recorder()?.emit(100)
		const recorder = browser.recorder()!
		session.dispose()
		// The handler was detached before stop(), so the final chunk the browser hands over is dropped.
		expect(recorder.ondataavailable).toBeNull()
		expect(browser.log).toEqual([
			'recorder start 1000',
			'recorder stop',
			'track audio stopped',
			'track video stopped',
			'source disconnected',
			'audio closed',
			'frame cancelled',
		])
		session.dispose()
		expect(browser.log.filter((l) => l === 'recorder stop')).toHaveLength(1)
	})

	test('dispose during stop(): the recording is discarded, not returned', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('audio', browser.env)
		await session.open()
		session.start({ onLimit() {}, onError() {} })
		const stopping = session.stop()
		session.dispose()
		await expect(stopping).rejects.toMatchObject({ name: 'AbortError' })
		expect(browser.tracks.every((t) => t.readyState === 'ended')).toBe(true)
	})

	test('disposed while the permission prompt is open: the stream that arrives later is stopped at once', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('video', browser.env)
		const opening = session.open()
		session.dispose()
		await expect(opening).rejects.toMatchObject({ name: 'AbortError' })
		expect(browser.tracks.every((t) => t.readyState === 'ended')).toBe(true)
	})

	test('a device that goes away while open is reported; stopping it ourselves is not', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('video', browser.env)
		await session.open()
		let lost = 0
		session.onDeviceLost(() => (lost += 1))
		browser.endTrack('video')
		expect(lost).toBe(1)
		session.dispose()
		expect(lost).toBe(1)
	})

	test("getUserMedia's error reaches the caller", async () => {
		const session = new CaptureSession('audio', fakeBrowser({ failWith: 'NotAllowedError' }).env)
		await expect(session.open()).rejects.toMatchObject({ name: 'NotAllowedError' })
	})

	test('warns once when the bytes near the limit', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('audio', browser.env)
		await session.open()
		let warnings = 0
		session.start({ onLimit: () => (warnings += 1), onError() {} })
		browser.recorder()?.emit(29 * 1024 * 1024)
		browser.recorder()?.emit(10)
		expect(warnings).toBe(1)
		session.dispose()
	})

	test('the level listener hears the meter at most every 100 ms', async () => {
		const browser = fakeBrowser()
		const session = new CaptureSession('audio', browser.env)
		await session.open()
		const levels: number[] = []
		session.onLevel((level) => levels.push(level))
		browser.runFrames(10, 20)
		expect(levels).toEqual([0.5, 0.5])
		session.dispose()
	})
})
