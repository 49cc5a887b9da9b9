import { describe, expect, test } from 'vitest'
import { AUDIO_TIMELINE_POINTS } from '../recording-rules'
import {
	chooseMimeType,
	deviceProblemOf,
	deviceProblemText,
	downsamplePeaks,
	isNearByteLimit,
	mediaConstraints,
	peakOf,
	recordingFileName,
	timerText,
} from './recording-helpers'

describe('chooseMimeType', () => {
	test('takes the first supported type in the order of preference', () => {
		// Debian's Chromium: no H.264, but video/mp4 (VP9 + Opus inside).
		const debian = new Set([
			'video/mp4',
			'video/webm;codecs=vp9,opus',
			'video/webm',
			'audio/mp4',
			'audio/webm',
		])
		expect(chooseMimeType('video', (t) => debian.has(t))).toBe('video/mp4')
		expect(chooseMimeType('audio', (t) => debian.has(t))).toBe('audio/mp4')
		const safari = () => true
		expect(chooseMimeType('video', safari)).toBe('video/mp4;codecs=avc1.42E01E,mp4a.40.2')
		expect(chooseMimeType('audio', safari)).toBe('audio/mp4;codecs=mp4a.40.2')
		const firefox = new Set([
			'video/webm;codecs=vp8,opus',
			'video/webm',
			'audio/webm;codecs=opus',
			'audio/webm',
		])
		expect(chooseMimeType('video', (t) => firefox.has(t))).toBe('video/webm;codecs=vp8,opus')
		expect(chooseMimeType('audio', (t) => firefox.has(t))).toBe('audio/webm;codecs=opus')
	})

	test("none supported (or the probe throws) leaves it to the browser's default", () => {
		expect(chooseMimeType('video', () => false)).toBe('')
		expect(
			chooseMimeType('audio', () => {
				throw new Error('unknown')
			}),
		).toBe('')
	})
})

describe('downsamplePeaks', () => {
	test('keeps at most AUDIO_TIMELINE_POINTS values, each the loudest of its stretch', () => {
		const peaks = Array.from({ length: 1000 }, (_, i) => (i % 5 === 0 ? 0.8 : 0.1))
		const out = downsamplePeaks(peaks)
		expect(out).toHaveLength(AUDIO_TIMELINE_POINTS)
		expect(out.every((p) => p === 0.8)).toBe(true)
		expect(downsamplePeaks([0, 0.5, 1, 0.25], 2)).toEqual([0.5, 1])
	})

	test('short recordings keep every value; values are clamped to 0–1 and rounded', () => {
		expect(downsamplePeaks([0.12345, 2, -1, Number.NaN])).toEqual([0.123, 1, 0, 0])
		expect(downsamplePeaks([])).toEqual([])
	})
})

test('peakOf: the loudest sample as 0–1', () => {
	expect(peakOf(new Float32Array([0.1, -0.6, 0.3]))).toBeCloseTo(0.6)
	expect(peakOf(new Float32Array([1.5]))).toBe(1)
	expect(peakOf(new Float32Array())).toBe(0)
})

test('timerText: elapsed and time left, within the limit', () => {
	expect(timerText('video', 19.4)).toEqual({ elapsed: '0:19', left: '2:41 left' })
	expect(timerText('audio', 0)).toEqual({ elapsed: '0:00', left: '5:00 left' })
	expect(timerText('video', 200)).toEqual({ elapsed: '3:00', left: '0:00 left' })
})

test('isNearByteLimit stops short of the limit', () => {
	expect(isNearByteLimit('audio', 10 * 1024 * 1024)).toBe(false)
	expect(isNearByteLimit('audio', 29 * 1024 * 1024)).toBe(true)
})

test('mediaConstraints: camera and microphone for video, the microphone alone for audio', () => {
	const video = mediaConstraints('video')
	expect(video.video).toMatchObject({ facingMode: 'user' })
	expect(video.audio).toMatchObject({ echoCancellation: true, noiseSuppression: true })
	expect(mediaConstraints('audio').video).toBe(false)
})

test('recordingFileName follows the container', () => {
	expect(recordingFileName('video', 'video/webm;codecs=vp9,opus')).toBe('answer.webm')
	expect(recordingFileName('video', 'video/mp4')).toBe('answer.mp4')
	expect(recordingFileName('audio', 'audio/mp4;codecs=mp4a.40.2')).toBe('answer.m4a')
})

describe('device problems', () => {
	test("by the error's name", () => {
		const named = (name: string) => new DOMException('x', name)
		expect(deviceProblemOf(named('NotAllowedError'))).toBe('denied')
		expect(deviceProblemOf(named('SecurityError'))).toBe('denied')
		expect(deviceProblemOf(named('NotFoundError'))).toBe('not-found')
		expect(deviceProblemOf({ name: 'OverconstrainedError', constraint: 'width' })).toBe('not-found')
		expect(deviceProblemOf(named('NotReadableError'))).toBe('in-use')
		expect(deviceProblemOf(new TypeError('x'))).toBe('other')
		expect(deviceProblemOf(null)).toBe('other')
	})

	test('each says what to do', () => {
		expect(deviceProblemText('video', 'denied').help).toContain('Camera and Microphone')
		expect(deviceProblemText('video', 'not-found').help).toContain('audio answer')
		expect(deviceProblemText('audio', 'not-found').title).toBe('No microphone found')
		expect(deviceProblemText('video', 'in-use').help).toContain('Close other apps')
	})
})
