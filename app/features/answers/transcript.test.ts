import { describe, expect, test } from 'vitest'
import { parseTranscript, toWebVtt, transcriptPlainText } from './transcript'

describe('parseTranscript', () => {
	test('untimed sentences are spread over the recording in proportion to their length', () => {
		const cues = parseTranscript('Hi. I work with couples every day.', 10)
		expect(cues.map((c) => c.text)).toEqual(['Hi.', 'I work with couples every day.'])
		expect(cues[0].start).toBe(0)
		expect(cues[1].end).toBe(10)
		expect(cues[0].end).toBeCloseTo((10 * 3) / 33, 2)
		expect(cues[1].start).toBe(cues[0].end)
	})

	test('timestamps at line starts ([0:05] or 0:05) set when cues start', () => {
		const cues = parseTranscript('[0:00] Welcome.\n0:05 Therapy helps.\n[1:00:00] Late.', 3605)
		expect(cues).toEqual([
			{ start: 0, end: 5, text: 'Welcome.' },
			{ start: 5, end: 3600, text: 'Therapy helps.' },
			{ start: 3600, end: 3605, text: 'Late.' },
		])
	})

	test('untimed lines continue the timed segment before them; long sentences become cues of at most 80 characters', () => {
		const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')
		const cues = parseTranscript(`[0:10] First part\nand more.\n${long}`, 60)
		expect(cues[0]).toMatchObject({ start: 10, text: 'First part and more.' })
		expect(cues.every((c) => c.text.length <= 80)).toBe(true)
		expect(cues.at(-1)?.end).toBe(60)
	})

	test('without a duration, cues get a reading time; empty text gives no cues', () => {
		expect(parseTranscript('Hello there.', null)[0].end).toBeGreaterThan(0)
		expect(parseTranscript('  \n ', 5)).toEqual([])
	})
})

describe('toWebVtt', () => {
	test('writes WEBVTT cues with escaped text', () => {
		expect(toWebVtt([{ start: 1.5, end: 62, text: 'a --> b <i> & c' }])).toBe(
			'WEBVTT\n\n00:00:01.500 --> 00:01:02.000\na --&gt; b &lt;i&gt; &amp; c\n\n',
		)
		expect(toWebVtt([])).toBe('WEBVTT\n\n')
	})
})

test('transcriptPlainText leaves the timestamps out', () => {
	expect(transcriptPlainText('[0:00] Hello.\n0:05 Again.\nNo stamp 1:00 here.')).toBe(
		'Hello.\nAgain.\nNo stamp 1:00 here.',
	)
})
