import type {
	Answer,
	AudioObject,
	CollectionPage,
	Graph,
	Person,
	QAPage,
	Question,
	VideoObject,
} from 'schema-dts'
import type { PostSeed } from '~/platform/reference/posts'
import { displayName, photoUrl, profilePath } from '~/features/therapists/format'
import { localizedPath } from '~/lib/i18n'
import { jsonLdGraph, profileIds } from '~/lib/json-ld'
import { absoluteUrl, type SiteInfo } from '~/lib/meta'
import type { Page, PostAnswer, PublicResponse } from './answers.schema'
import { formatClock } from './format-clock'
import { transcriptPlainText } from './transcript'

// schema.org structured data for answers (docs/product.md#search-engines): each video or audio
// answer as a VideoObject or AudioObject with its transcript, so search engines get the words; the
// Ask Therapists pages as a QAPage (one question, therapists' answers) or a CollectionPage (a topic).

/** Who recorded the answers: the provider whose Person node (profile-meta.ts) they point to. */
type AnswerAuthor = {
	/** Absolute URL of their profile, as its canonical link writes it. */
	profileUrl: string
	name: string
	/** Absolute URL of their photo, or null: a video without its own thumbnail shows it. */
	image: string | null
}

/** ISO 8601 duration, as schema.org wants it: 'PT2M41S'. */
export function isoDuration(seconds: number): string {
	const whole = Math.max(0, Math.round(seconds))
	const minutes = Math.floor(whole / 60)
	return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`
}

/** A provider's answer author as the byline of a post page gives it. */
function answerAuthorOf(site: SiteInfo, author: PostAnswer['author']): AnswerAuthor {
	const photo = photoUrl(author.photo, 512)
	return {
		profileUrl: `${site.publicUrl}${profilePath(author)}`,
		name: displayName(author),
		image: photo ? absoluteUrl(site, photo) : null,
	}
}

function personRef(author: AnswerAuthor): Person {
	return {
		'@type': 'Person',
		'@id': profileIds(author.profileUrl).person,
		name: author.name,
		url: author.profileUrl,
	}
}

/** The words of a recording: its transcript, or its title and length when it has none. */
function recordingText(a: PublicResponse): string {
	const transcript = transcriptPlainText(a.transcript_full ?? '')
	const length = a.media_duration ? ` (${formatClock(a.media_duration)})` : ''
	return transcript || `${a.title || a.question_title}${length}`
}

function recordingJsonLd(
	site: SiteInfo,
	a: PublicResponse,
	author: AnswerAuthor,
): VideoObject | AudioObject | null {
	const url = a.type === 'video' ? a.video_url : a.type === 'audio' ? a.audio_url : null
	if (!url || !a.is_complete || a.is_deleted) return null
	const transcript = transcriptPlainText(a.transcript_full ?? '')
	const common = {
		'@id': profileIds(author.profileUrl).recording(a.id),
		name: a.title || a.question_title,
		description: recordingText(a).slice(0, 300),
		contentUrl: absoluteUrl(site, url),
		uploadDate: a.created_at,
		inLanguage: 'en',
		...(a.media_type ? { encodingFormat: a.media_type } : {}),
		...(a.media_duration ? { duration: isoDuration(a.media_duration) } : {}),
		...(transcript ? { transcript } : {}),
		author: personRef(author),
	}
	if (a.type === 'audio') return { '@type': 'AudioObject', ...common }
	// Google requires a thumbnail on every video: the answer's own, else the author's photo, else
	// the site's share image.
	const thumbnail = a.video_thumb_url
		? absoluteUrl(site, a.video_thumb_url)
		: (author.image ?? absoluteUrl(site, '/og-image.png'))
	return { '@type': 'VideoObject', ...common, thumbnailUrl: thumbnail }
}

/** The recorded answers of one author (text answers, drafts and deleted ones are left out). */
export function recordedAnswersJsonLd(
	site: SiteInfo,
	answers: readonly PublicResponse[],
	author: AnswerAuthor,
): Array<VideoObject | AudioObject> {
	return answers.flatMap((a) => recordingJsonLd(site, a, author) ?? [])
}

/** An answer on a post page; `withQuestion` names its question when the page has several. */
function answerJsonLd(site: SiteInfo, a: PostAnswer, withQuestion: boolean): Answer | null {
	const author = answerAuthorOf(site, a.author)
	const recording = recordingJsonLd(site, a, author)
	const text = recording ? recordingText(a) : a.text.trim()
	if (!text) return null
	return {
		'@type': 'Answer',
		'@id': profileIds(author.profileUrl).answer(a.id),
		text,
		datePublished: a.created_at,
		author: personRef(author),
		...(withQuestion ? { parentItem: { '@type': 'Question', name: a.question_title } } : {}),
		...(recording?.['@type'] === 'VideoObject' ? { video: recording } : {}),
		...(recording?.['@type'] === 'AudioObject' ? { audio: recording } : {}),
	}
}

/**
 * An Ask Therapists page: one General question and its answers is a QAPage (therapists submit the
 * answers, as Google's Q&A rules ask); a topic gathering answers to many questions, or a question
 * still without answers, is a CollectionPage of the answers shown.
 */
export function postJsonLd(
	site: SiteInfo,
	post: Pick<PostSeed, 'slug' | 'title' | 'description' | 'question_id'>,
	answers: Page<PostAnswer>,
): Graph {
	// The canonical address (pageMeta, in the page's language), so the ids match it.
	const locale = site.locale ?? 'en'
	const url = `${site.publicUrl}${localizedPath(`/posts/${post.slug}`, locale)}`
	const oneQuestion = post.question_id !== null
	const shown = answers.docs.flatMap((a) => answerJsonLd(site, a, !oneQuestion) ?? [])
	const page = { '@id': url, url, name: post.title, description: post.description, inLanguage: locale }
	if (oneQuestion && shown.length > 0) {
		const question_title = answers.docs[0].question_title
		const question: Question = {
			'@type': 'Question',
			'@id': `${url}#question`,
			name: question_title,
			text: question_title,
			answerCount: answers.count,
			suggestedAnswer: shown,
			author: { '@type': 'Organization', name: site.siteName, url: absoluteUrl(site, '/') },
		}
		const qaPage: QAPage = { '@type': 'QAPage', ...page, mainEntity: { '@id': question['@id'] as string } }
		return jsonLdGraph([qaPage, question])
	}
	const collection: CollectionPage = {
		'@type': 'CollectionPage',
		...page,
		...(shown.length > 0 ? { hasPart: shown } : {}),
	}
	return jsonLdGraph([collection])
}
