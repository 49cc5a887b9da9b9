import { describe, expect, it, test } from 'vitest'
import type { PostAnswer, PublicResponse } from './answers.schema'
import { isoDuration, postJsonLd, recordedAnswersJsonLd } from './answer-json-ld'

const site = { siteName: 'Openroom', publicUrl: 'https://openroom.example' }
const PROFILE = 'https://openroom.example/therapist/sam-lee/7'
const author = {
	profileUrl: PROFILE,
	name: 'Sam Lee',
	image: 'https://openroom.example/media/p/sam-512.webp',
}

function answer(over: Partial<PublicResponse>): PublicResponse {
	return {
		id: '00000000-0000-4000-8000-000000000001',
		author_id: '00000000-0000-4000-8000-000000000002',
		question_id: 1,
		question_title: 'What is therapy like?',
		tag_id: null,
		type: 'video',
		title: 'What is therapy like?',
		text: '',
		video_url: '/media/answers/a/b.webm',
		video_thumb_url: '/media/answers/a/b-thumb.webp',
		audio_url: null,
		audio_timeline: null,
		transcript_full: '[0:00] Hello, I am Sam.\n[0:04] Therapy is a conversation.',
		media_type: 'video/webm',
		media_duration: 161.4,
		is_complete: true,
		is_deleted: false,
		created_at: '2026-11-01T10:00:00.000Z',
		...over,
	}
}

describe('recorded answers as structured data', () => {
	it('gives search engines a VideoObject with the transcript, duration and thumbnail', () => {
		const [video] = recordedAnswersJsonLd(site, [answer({})], author)
		expect(video).toMatchObject({
			'@type': 'VideoObject',
			'@id': `${PROFILE}#recording-00000000-0000-4000-8000-000000000001`,
			author: { '@type': 'Person', '@id': `${PROFILE}#person`, name: 'Sam Lee', url: PROFILE },
			name: 'What is therapy like?',
			contentUrl: 'https://openroom.example/media/answers/a/b.webm',
			thumbnailUrl: 'https://openroom.example/media/answers/a/b-thumb.webp',
			duration: 'PT2M41S',
			encodingFormat: 'video/webm',
			transcript: 'Hello, I am Sam.\nTherapy is a conversation.',
		})
	})

	it('an audio answer is an AudioObject; text answers, drafts and deleted answers are left out', () => {
		const objects = recordedAnswersJsonLd(
			site,
			[
				answer({
					type: 'audio',
					video_url: null,
					video_thumb_url: null,
					audio_url: '/media/answers/a/c.weba',
				}),
				answer({ type: 'text', video_url: null, text: 'Written' }),
				answer({ is_complete: false }),
				answer({ is_deleted: true }),
			],
			author,
		)
		expect(objects.map((o) => (o as { '@type': string })['@type'])).toEqual(['AudioObject'])
	})

	test("a video without its own thumbnail shows the author's photo, or the site's share image", () => {
		const bare = answer({ video_thumb_url: null })
		const [withPhoto] = recordedAnswersJsonLd(site, [bare], author)
		expect(parsed(withPhoto).thumbnailUrl).toBe(author.image)
		const [withoutPhoto] = recordedAnswersJsonLd(site, [bare], { ...author, image: null })
		expect(parsed(withoutPhoto).thumbnailUrl).toBe('https://openroom.example/og-image.png')
	})

	it('durations are ISO 8601', () => {
		expect(isoDuration(3.2)).toBe('PT3S')
		expect(isoDuration(180)).toBe('PT3M0S')
	})
})

function postAnswer(id: string, over: Partial<PublicResponse>): PostAnswer {
	const author = {
		id: '00000000-0000-4000-8000-000000000002',
		short_id: 7,
		url_tag: 'sam-lee',
		first_name: 'Sam',
		last_name: 'Lee',
		headline: 'LCSW',
		photo: null,
		availability: 'Accepting New Clients' as const,
		freshness: { days: 3, stale: false, unknown: false, label: 'Availability confirmed this week' },
	}
	return { ...answer({ id, ...over }), author }
}

/** The structured data as a JSON-LD processor reads it. */
function parsed(value: unknown): Record<string, unknown> {
	return JSON.parse(JSON.stringify(value))
}

describe('Ask Therapists pages as structured data', () => {
	const post = {
		slug: 'what-is-therapy-like',
		title: 'What Is Therapy Like?',
		description: 'Therapists describe it.',
		question_id: 4,
	}
	const PAGE = 'https://openroom.example/posts/what-is-therapy-like'
	const docs = [
		postAnswer('00000000-0000-4000-8000-00000000000a', { video_thumb_url: null }),
		postAnswer('00000000-0000-4000-8000-00000000000b', {
			type: 'text',
			video_url: null,
			text: 'It is a talk.',
		}),
	]

	test('one question with answers is a QAPage whose Question carries every answer shown, with distinct ids', () => {
		const ld = parsed(postJsonLd(site, post, { docs, page: 1, next: 2, count: 25 }))
		const [page, question] = ld['@graph'] as Array<Record<string, unknown>>
		expect(page).toMatchObject({ '@type': 'QAPage', '@id': PAGE, mainEntity: { '@id': `${PAGE}#question` } })
		expect(question).toMatchObject({
			'@type': 'Question',
			'@id': `${PAGE}#question`,
			name: 'What is therapy like?',
			answerCount: 25,
		})
		const answers = question.suggestedAnswer as Array<Record<string, unknown>>
		expect(answers.map((a) => a.text)).toEqual([
			'Hello, I am Sam.\nTherapy is a conversation.',
			'It is a talk.',
		])
		const video = answers[0].video as Record<string, unknown>
		// The author has no photo: the site's share image stands in.
		expect(video).toMatchObject({
			'@type': 'VideoObject',
			thumbnailUrl: 'https://openroom.example/og-image.png',
		})
		const ids = [page, question, ...answers, video].map((n) => n['@id'])
		expect(new Set(ids).size).toBe(ids.length)
		expect(answers[1].author).toMatchObject({ '@id': `${PROFILE}#person`, name: 'Sam Lee' })
	})

	test('a topic page, or a question without answers, is a CollectionPage', () => {
		const topic = parsed(
			postJsonLd(site, { ...post, question_id: null }, { docs, page: 1, next: null, count: 2 }),
		)
		const [page] = topic['@graph'] as Array<Record<string, unknown>>
		expect(page['@type']).toBe('CollectionPage')
		const parts = page.hasPart as Array<Record<string, unknown>>
		expect(parts.map((a) => a.parentItem)).toEqual([
			{ '@type': 'Question', name: 'What is therapy like?' },
			{ '@type': 'Question', name: 'What is therapy like?' },
		])
		const empty = parsed(postJsonLd(site, post, { docs: [], page: 1, next: null, count: 0 }))
		expect(empty['@graph']).toEqual([
			{
				'@type': 'CollectionPage',
				'@id': PAGE,
				url: PAGE,
				name: post.title,
				description: post.description,
				inLanguage: 'en',
			},
		])
	})
})
