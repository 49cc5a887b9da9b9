// Pure rules of the in-browser recorder (docs/product.md#answers): no DOM, no React, unit-tested.
import { formatClock } from '../format-clock'
import {
	AUDIO_TIMELINE_POINTS,
	MAX_RECORDING_BYTES,
	MAX_RECORDING_SECONDS,
	type RecordingKind,
} from '../recording-rules'

/**
 * Best first. MP4 first because Safari and Chrome record H.264/AAC in it (plays everywhere);
 * Debian's Chromium answers yes to video/mp4 but records VP9 + Opus in fragmented MP4 (see the
 * shared stack notes). Probe, never assume.
 */
const MIME_CANDIDATES: Record<RecordingKind, readonly string[]> = {
	video: [
		'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
		'video/mp4',
		'video/webm;codecs=vp9,opus',
		'video/webm;codecs=vp8,opus',
		'video/webm',
	],
	audio: ['audio/mp4;codecs=mp4a.40.2', 'audio/mp4', 'audio/webm;codecs=opus', 'audio/webm'],
}

/** The first supported type, or '' to let the browser choose its default. */
export function chooseMimeType(kind: RecordingKind, isTypeSupported: (type: string) => boolean): string {
	for (const type of MIME_CANDIDATES[kind]) {
		try {
			if (isTypeSupported(type)) return type
		} catch {
			// Some old implementations throw on types they do not know.
		}
	}
	return ''
}

/** Modest bitrates: 3 minutes of video is about 30 MB, far under the 150 MB limit. */
export const BITRATES: Record<RecordingKind, { videoBitsPerSecond?: number; audioBitsPerSecond: number }> = {
	video: { videoBitsPerSecond: 1_200_000, audioBitsPerSecond: 96_000 },
	audio: { audioBitsPerSecond: 96_000 },
}

/** What getUserMedia asks for: the front camera near 720p, or a cleaned-up microphone. */
export function mediaConstraints(kind: RecordingKind): MediaStreamConstraints {
	const audio = { echoCancellation: true, noiseSuppression: true, autoGainControl: true }
	if (kind === 'audio') return { audio, video: false }
	return {
		audio,
		video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
	}
}

/** The recorder stops a little before the byte limit, so the last chunk still fits. */
export function isNearByteLimit(kind: RecordingKind, bytes: number): boolean {
	return bytes >= MAX_RECORDING_BYTES[kind] * 0.95
}

/** The two texts of the running timer: elapsed 'm:ss' and '2:41 left'. */
export function timerText(kind: RecordingKind, elapsedSeconds: number) {
	const max = MAX_RECORDING_SECONDS[kind]
	const elapsed = Math.min(Math.max(0, elapsedSeconds), max)
	return { elapsed: formatClock(elapsed), left: `${formatClock(max - Math.floor(elapsed))} left` }
}

/** 'Up to 3 minutes' / 'Up to 5 minutes'. */
export function limitText(kind: RecordingKind): string {
	const minutes = MAX_RECORDING_SECONDS[kind] / 60
	return `Up to ${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** The loudest sample of a time-domain buffer (-1…1), as 0–1. */
export function peakOf(samples: ArrayLike<number>): number {
	let peak = 0
	for (let i = 0; i < samples.length; i++) {
		const value = Math.abs(samples[i])
		if (value > peak) peak = value
	}
	return Math.min(1, peak)
}

/**
 * At most `points` values in 0–1, each the loudest peak of its stretch (a waveform keeps the
 * peaks, not the average), rounded to 3 decimals to keep the JSON small.
 */
export function downsamplePeaks(peaks: readonly number[], points = AUDIO_TIMELINE_POINTS): number[] {
	const clean = peaks.map((p) => (Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0))
	const round = (p: number) => Math.round(p * 1000) / 1000
	if (clean.length <= points) return clean.map(round)
	const out: number[] = []
	for (let i = 0; i < points; i++) {
		const from = Math.floor((i * clean.length) / points)
		const to = Math.floor(((i + 1) * clean.length) / points)
		let peak = 0
		for (let j = from; j < to; j++) if (clean[j] > peak) peak = clean[j]
		out.push(round(peak))
	}
	return out
}

/** A file name the server can log; the server reads the real type from the bytes. */
export function recordingFileName(kind: RecordingKind, mimeType: string): string {
	const container = mimeType.split(';')[0].trim()
	if (container.endsWith('/webm')) return `answer.webm`
	if (container.endsWith('/mp4')) return kind === 'audio' ? 'answer.m4a' : 'answer.mp4'
	return kind === 'audio' ? 'answer.audio' : 'answer.video'
}

export type DeviceProblem = 'denied' | 'not-found' | 'in-use' | 'other'

/** getUserMedia's failure, by the DOMException's name (OverconstrainedError is its own class in some browsers). */
export function deviceProblemOf(error: unknown): DeviceProblem {
	const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : ''
	if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
		return 'denied'
	if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
		return 'not-found'
	if (name === 'NotReadableError' || name === 'TrackStartError') return 'in-use'
	return 'other'
}

/** What to tell the provider, and what to do about it. */
export function deviceProblemText(
	kind: RecordingKind,
	problem: DeviceProblem,
): { title: string; help: string } {
	const devices = kind === 'video' ? 'camera and microphone' : 'microphone'
	switch (problem) {
		case 'denied':
			return {
				title: `Your browser is blocking the ${devices}`,
				help: `To allow it, open the site settings (the icon left of the web address, or your phone's browser settings), set ${kind === 'video' ? 'Camera and Microphone' : 'Microphone'} to Allow, then press Try Again.`,
			}
		case 'not-found':
			return kind === 'video'
				? {
						title: 'No camera or microphone found',
						help: 'Plug in a camera (or use a device that has one), then press Try Again. You can also record an audio answer instead.',
					}
				: {
						title: 'No microphone found',
						help: 'Plug in a microphone or headset, then press Try Again.',
					}
		case 'in-use':
			return {
				title: `Your ${kind === 'video' ? 'camera' : 'microphone'} is in use by another app`,
				help: 'Close other apps or tabs that use it (a video call, for example), then press Try Again.',
			}
		default:
			return {
				title: `We could not start your ${devices}`,
				help: 'Please press Try Again. If it keeps failing, reload the page or try another browser.',
			}
	}
}

/** When the browser has no recorder at all. */
export const UNSUPPORTED_TEXT =
	'Recording needs a current browser such as Chrome, Edge, Firefox or Safari 14.1 or later. You can still write a text answer.'

/** Client-side words for failures the server does not word itself. */
export const RECORDER_MESSAGES = {
	uploadFailed: 'Your answer could not be uploaded. Please check your connection and try again.',
	expired: 'The upload link has expired. Please try again.',
	saveFailed: 'Your answer was uploaded but could not be saved. Please try again.',
	recordingFailed: 'The recording stopped unexpectedly. Please record again.',
	empty: 'Nothing was recorded. Please record again.',
	deviceLost: 'The camera or microphone was disconnected. Reconnect it, then press Try Again.',
} as const
