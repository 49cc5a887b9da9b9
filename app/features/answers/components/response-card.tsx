import type { ReactNode } from 'react'
import { SeeMoreText } from '~/features/therapists/components/see-more-text'
import type { PublicResponse } from '../answers.schema'
import { transcriptPlainText } from '../transcript'
import { deferred } from '~/components/ui/deferred'

// The players' code arrives after the page starts (app/components/ui/deferred.tsx): a listing's
// cards and a profile show their HTML at once and load it on the side (issue 48).
const VideoPlayer = deferred(async () => (await import('./media-players')).VideoPlayer)
const AudioPlayer = deferred(async () => (await import('./media-players')).AudioPlayer)

type ResponseBodyProps = {
	response: Pick<
		PublicResponse,
		| 'id'
		| 'type'
		| 'text'
		| 'video_url'
		| 'video_thumb_url'
		| 'audio_url'
		| 'audio_timeline'
		| 'transcript_full'
		| 'media_duration'
	>
	variant?: 'long' | 'short'
}

/** The answer itself: text with See More, or a player with captions and its transcript. */
export function ResponseBody({ response, variant = 'long' }: ResponseBodyProps) {
	const transcript = response.transcript_full?.trim() ?? ''
	const compact = variant === 'short'
	const media = {
		answerId: response.id,
		duration: response.media_duration,
		hasCaptions: transcript !== '',
		compact,
	}
	if (response.type === 'video' && response.video_url) {
		return (
			<div>
				<VideoPlayer {...media} src={response.video_url} poster={response.video_thumb_url} />
				{transcript ? <Transcript text={transcript} /> : null}
			</div>
		)
	}
	if (response.type === 'audio' && response.audio_url) {
		return (
			<div>
				<AudioPlayer {...media} src={response.audio_url} peaks={response.audio_timeline} />
				{transcript ? <Transcript text={transcript} /> : null}
			</div>
		)
	}
	if (response.type === 'audio' || response.type === 'video')
		return <p className="text-muted">Not recorded yet.</p>
	if (!response.text.trim()) return <p className="text-muted">Not written yet.</p>
	return <SeeMoreText text={response.text} variant={variant} />
}

/** Behind a 'Transcript' toggle; in the page's HTML either way, so search engines read the words. */
function Transcript({ text }: { text: string }) {
	return (
		<details className="mt-3">
			<summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">Transcript</summary>
			<p className="whitespace-pre-line text-ink leading-relaxed">{transcriptPlainText(text)}</p>
		</details>
	)
}

type ResponseCardProps = {
	response: PublicResponse
	/** Shown above the question (the author on the Ask Therapists pages). */
	header?: ReactNode
	/** Under the answer (the owner's Edit Post and Delete Post). */
	footer?: ReactNode
}

export function ResponseCard({ response, header, footer }: ResponseCardProps) {
	return (
		<article className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
			{header}
			<h3 className="font-semibold text-ink text-lg">{response.title || response.question_title}</h3>
			<div className="mt-2">
				<ResponseBody response={response} />
			</div>
			{footer}
		</article>
	)
}

/** Placeholder cards while the next page of answers loads. */
export function ResponseSkeleton({ count = 2 }: { count?: number }) {
	return (
		<div role="status" aria-live="polite" className="space-y-4">
			<span className="sr-only">Loading more answers…</span>
			{Array.from({ length: count }, (_, i) => (
				<div
					// biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
					key={i}
					aria-hidden="true"
					className="animate-pulse rounded-xl border border-stone-200 bg-white p-6"
				>
					<div className="h-5 w-2/3 rounded bg-stone-200" />
					<div className="mt-4 h-4 w-full rounded bg-stone-100" />
					<div className="mt-2 h-4 w-11/12 rounded bg-stone-100" />
					<div className="mt-2 h-4 w-4/5 rounded bg-stone-100" />
				</div>
			))}
		</div>
	)
}
