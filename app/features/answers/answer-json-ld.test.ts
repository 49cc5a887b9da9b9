import { describe, expect, it } from 'vitest'
import type { PublicResponse } from './answers.schema'
import { isoDuration, recordedAnswersJsonLd } from './answer-json-ld'

const site = { siteName: 'Openroom', publicUrl: 'https://openroom.example' }

function answer(over: Partial<PublicResponse>): PublicResponse {
	return {
		id: '00000000-0000-4000-8000-000000000001',
		authorId: '00000000-0000-4000-8000-000000000002',
		questionId: 1,
		questionTitle: 'What is therapy like?',
		tagId: null,
		type: 'video',
		title: 'What is therapy like?',
		text: '',
		videoUrl: '/media/answers/a/b.webm',
		videoThumbUrl: '/media/answers/a/b-thumb.webp',
		audioUrl: null,
		audioTimeline: null,
		transcriptFull: '[0:00] Hello, I am Sam.\n[0:04] Therapy is a conversation.',
		mediaType: 'video/webm',
		mediaDuration: 161.4,
		isComplete: true,
		isDeleted: false,
		createdAt: '2026-11-01T10:00:00.000Z',
		...over,
	}
}

describe('recorded answers as structured data', () => {
	it('gives search engines a VideoObject with the transcript, duration and thumbnail', () => {
		const [video] = recordedAnswersJsonLd(site, [answer({})])
		expect(video).toMatchObject({
			'@type': 'VideoObject',
			name: 'What is therapy like?',
			contentUrl: 'https://openroom.example/media/answers/a/b.webm',
			thumbnailUrl: 'https://openroom.example/media/answers/a/b-thumb.webp',
			duration: 'PT2M41S',
			encodingFormat: 'video/webm',
			transcript: 'Hello, I am Sam.\nTherapy is a conversation.',
		})
	})

	it('an audio answer is an AudioObject; text answers, drafts and deleted answers are left out', () => {
		const objects = recordedAnswersJsonLd(site, [
			answer({ type: 'audio', videoUrl: null, videoThumbUrl: null, audioUrl: '/media/answers/a/c.weba' }),
			answer({ type: 'text', videoUrl: null, text: 'Written' }),
			answer({ isComplete: false }),
			answer({ isDeleted: true }),
		])
		expect(objects.map((o) => o['@type'])).toEqual(['AudioObject'])
	})

	it('durations are ISO 8601', () => {
		expect(isoDuration(3.2)).toBe('PT3S')
		expect(isoDuration(180)).toBe('PT3M0S')
	})
})
