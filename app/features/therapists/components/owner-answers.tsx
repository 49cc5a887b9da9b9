import { useEffect, useState } from 'react'
import { type Page, type PublicResponse, RESPONSE_PAGE_SIZE } from '~/features/answers/answers.schema'
import { ResponseCard, ResponseSkeleton } from '~/features/answers/components/response-card'

/**
 * The owner's own answers (§6): unfinished ones too, newest first, 20 at a time. Uses the owner
 * listing of GET /api/response (no is_complete filter), which only the author may ask for.
 */
export function OwnerAnswers({ authorId, initial }: { authorId: string; initial: Page<PublicResponse> }) {
	const [docs, setDocs] = useState(initial.docs)
	const [next, setNext] = useState(initial.next)
	const [loading, setLoading] = useState(false)
	const [failed, setFailed] = useState(false)

	useEffect(() => {
		setDocs(initial.docs)
		setNext(initial.next)
	}, [initial])

	const loadMore = async () => {
		if (next === null || loading) return
		setLoading(true)
		setFailed(false)
		try {
			const params = new URLSearchParams({
				author_id: authorId,
				is_deleted: 'false',
				pageSize: String(RESPONSE_PAGE_SIZE),
				page: String(next),
			})
			const response = await fetch(`/api/response?${params}`, { headers: { Accept: 'application/json' } })
			if (!response.ok) throw new Error(response.statusText)
			const page = (await response.json()) as Page<PublicResponse>
			setDocs((current) => [...current, ...page.docs.filter((d) => !current.some((c) => c.id === d.id))])
			setNext(page.next)
		} catch {
			setFailed(true)
		} finally {
			setLoading(false)
		}
	}

	if (docs.length === 0) return <p className="text-muted">No posts yet.</p>
	return (
		<div>
			<ul className="space-y-4">
				{docs.map((response) => (
					<li key={response.id}>
						<ResponseCard
							response={response}
							header={
								response.isComplete ? null : (
									<p className="mb-2 inline-block rounded-full bg-orange-50 px-3 py-1 font-medium text-orange-900 text-sm">
										Unfinished: only you can see this answer
									</p>
								)
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
			{next !== null && !loading ? (
				<div className="mt-4 text-center">
					{failed ? <p className="mb-2 text-red-700">Could not load more answers.</p> : null}
					<button
						type="button"
						onClick={() => void loadMore()}
						className="min-h-11 rounded-full border border-brand-700 px-5 font-medium text-brand-700 hover:bg-brand-50"
					>
						{failed ? 'Try Again' : 'See More'}
					</button>
				</div>
			) : null}
		</div>
	)
}
