import { absoluteUrl, type SiteInfo } from '~/lib/meta'
import type { PublicResponse } from './answers.schema'
import { formatClock } from './recording-rules'
import { transcriptPlainText } from './transcript'

// schema.org structured data for recorded answers (docs/product.md#search-engines): each video or
// audio answer as a VideoObject or AudioObject with its transcript, so search engines get the words.

/** ISO 8601 duration, as schema.org wants it: 'PT2M41S'. */
export function isoDuration(seconds: number): string {
	const whole = Math.max(0, Math.round(seconds))
	const minutes = Math.floor(whole / 60)
	return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`
}

export function recordedAnswersJsonLd(
	site: SiteInfo,
	answers: readonly PublicResponse[],
	author?: { name: string; url: string },
): Record<string, unknown>[] {
	return answers.flatMap((a) => {
		const url = a.type === 'video' ? a.videoUrl : a.type === 'audio' ? a.audioUrl : null
		if (!url || !a.isComplete || a.isDeleted) return []
		const name = a.title || a.questionTitle
		const transcript = transcriptPlainText(a.transcriptFull ?? '')
		const length = a.mediaDuration ? ` (${formatClock(a.mediaDuration)})` : ''
		return [
			{
				'@type': a.type === 'video' ? 'VideoObject' : 'AudioObject',
				name,
				description: transcript.slice(0, 300) || `${name}${length}`,
				contentUrl: absoluteUrl(site, url),
				uploadDate: a.createdAt,
				inLanguage: 'en',
				...(a.mediaType ? { encodingFormat: a.mediaType } : {}),
				...(a.mediaDuration ? { duration: isoDuration(a.mediaDuration) } : {}),
				...(a.videoThumbUrl ? { thumbnailUrl: absoluteUrl(site, a.videoThumbUrl) } : {}),
				...(transcript ? { transcript } : {}),
				...(author ? { author: { '@type': 'Person', name: author.name, url: author.url } } : {}),
			},
		]
	})
}
