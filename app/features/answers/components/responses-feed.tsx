import { useCallback, useEffect, useRef, useState } from 'react'
import { buttonClass } from '~/components/ui/button'
import type { Page, PublicResponse } from '../answers.schema'
import type { ResponseDoc } from '../response-doc'
import { deferred } from '~/components/ui/deferred'
import { ResponseCard, ResponseSkeleton } from './response-card'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import cardEn from '~/locales/en/card.json'

// Only the owner sees Edit Post and Delete Post: a visitor's profile page does not load their code
// (app/components/ui/deferred.tsx, issue 48).
const OwnerAnswerActions = deferred(async () => (await import('./owner-answer-actions')).OwnerAnswerActions)

registerEnglish(cardEn)

type ResponsesFeedProps = {
	author_id: string
	/** The first page, rendered on the server. */
	initial: Page<PublicResponse>
	/**
	 * The owner's own view (docs/product.md#answers): unfinished answers too, newest first, marked as visible only to them;
	 * it uses the owner listing of GET /api/response (no is_complete filter), which only the author may
	 * ask for, and loads more on 'See More' only.
	 */
	ownerView?: boolean
}

/** A provider's answers, 20 at a time: the next page loads near the end of the list or on 'See More'. */
export function ResponsesFeed({ author_id, initial, ownerView = false }: ResponsesFeedProps) {
	const [docs, setDocs] = useState(initial.docs)
	const [next, setNext] = useState(initial.next)
	const [loading, setLoading] = useState(false)
	const [failed, setFailed] = useState(false)
	const { t, locale } = useI18n()
	const sentinel = useRef<HTMLDivElement>(null)
	const inFlight = useRef(false)

	// A new profile (client navigation) starts over.
	useEffect(() => {
		setDocs(initial.docs)
		setNext(initial.next)
		setFailed(false)
	}, [initial])

	const loadMore = useCallback(async () => {
		if (next === null || inFlight.current) return
		inFlight.current = true
		setLoading(true)
		setFailed(false)
		try {
			const params = new URLSearchParams({
				author_id,
				...(ownerView ? {} : { is_complete: 'true' }),
				is_deleted: 'false',
				// pageSize is left to the API: its default is the profile page size (docs/product.md#limits).
				page: String(next),
				...(locale === 'es' ? { locale } : {}),
			})
			const response = await fetch(`/api/response?${params}`, { headers: { Accept: 'application/json' } })
			if (!response.ok) throw new Error(response.statusText)
			const page = (await response.json()) as Page<ResponseDoc>
			setDocs((current) => {
				const seen = new Set(current.map((d) => d.id))
				return [...current, ...page.docs.filter((d) => !seen.has(d.id))]
			})
			setNext(page.next)
		} catch {
			setFailed(true)
		} finally {
			inFlight.current = false
			setLoading(false)
		}
	}, [author_id, next, ownerView, locale])

	// Lazy-load offset 100 (docs/product.md#limits): start loading when the end is 100px away.
	useEffect(() => {
		const element = sentinel.current
		if (ownerView || !element || next === null || failed || typeof IntersectionObserver === 'undefined')
			return
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((e) => e.isIntersecting)) void loadMore()
			},
			{ rootMargin: '100px' },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [loadMore, next, failed, ownerView])

	if (docs.length === 0) return <p className="text-muted">{t('answers.empty')}</p>
	return (
		<div>
			<ul className="space-y-4">
				{docs.map((response) => (
					<li key={response.id}>
						<ResponseCard
							response={response}
							header={
								ownerView && !response.is_complete ? (
									<p className="mb-2 inline-block rounded-full bg-orange-50 px-3 py-1 font-medium text-orange-900 text-sm">
										{t('answers.draft')}
									</p>
								) : null
							}
							footer={
								ownerView ? (
									<OwnerAnswerActions
										answerId={response.id}
										title={response.title || response.question_title}
									/>
								) : null
							}
						/>
					</li>
				))}
			</ul>
			{loading ? (
				<div className="mt-4">
					<ResponseSkeleton />
				</div>
			) : null}
			<div ref={sentinel} />
			{next !== null && !loading ? (
				<div className="mt-4 text-center">
					{failed ? <p className="mb-2 text-red-700">{t('answers.loadFailed')}</p> : null}
					<button
						type="button"
						onClick={() => void loadMore()}
						className={buttonClass({ variant: 'secondary' })}
					>
						{failed ? t('answers.tryAgain') : t('answers.seeMore')}
					</button>
				</div>
			) : null}
		</div>
	)
}
