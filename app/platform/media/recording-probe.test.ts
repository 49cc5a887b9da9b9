import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { type ProbeError, probeRecording } from './recording-probe.server'

/** The file as a stream of small chunks, as a store hands it over. */
function chunked(bytes: Uint8Array, size = 4096): ReadableStream<Uint8Array> {
	let at = 0
	return new ReadableStream({
		pull(controller) {
			if (at >= bytes.length) return controller.close()
			controller.enqueue(bytes.subarray(at, at + size))
			at += size
		},
	})
}
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/media', name))

describe('probeRecording', () => {
	test.each([
		['video-3s.webm', 'webm', true],
		['audio-3s.weba', 'webm', false],
		['video-3s.mp4', 'mp4', true],
		['audio-3s.m4a', 'mp4', false],
	] as const)('%s: container, tracks and duration from the file', async (name, container, hasVideo) => {
		const probe = await probeRecording(chunked(fixture(name)))
		expect(probe).toMatchObject({ container, hasVideo, hasAudio: true })
		expect(probe.duration).toBeGreaterThan(2.5)
		expect(probe.duration).toBeLessThan(3.5)
	})

	test('anything else is unsupported; a cut-off or Matroska file is refused', async () => {
		const reason = (bytes: Uint8Array) => probeRecording(chunked(bytes)).catch((e: ProbeError) => e.reason)
		expect(await reason(Buffer.from('just some text, long enough'))).toBe('unsupported')
		expect(await reason(Buffer.from('abc'))).toBe('unsupported')
		expect(await reason(fixture('video-3s.webm').subarray(0, 200))).toBe('unreadable')
		const matroska = Buffer.from(fixture('video-3s.webm'))
		const at = matroska.indexOf('webm')
		matroska.write('mkv\0', at)
		expect(await reason(matroska)).toBe('unsupported')
	})
})
