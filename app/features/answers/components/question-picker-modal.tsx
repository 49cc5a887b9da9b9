import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import type { Page } from '../answers.schema'
import type { QuestionDoc } from '../question-bank.server'
import { useOpenAnswer } from './use-answer-dialog'

/** The picker's tabs, as GET /api/question's `tag` parameter (docs/product.md#answers). */
const TABS = [
	{ tag: 'all', label: 'All' },
	{ tag: 'specialties', label: 'Specialties' },
	{ tag: 'approaches', label: 'Approaches' },
	{ tag: 'general', label: 'General' },
] as const
type Tab = (typeof TABS)[number]['tag']

/** Search debounce (docs/product.md#limits). */
const SEARCH_DEBOUNCE_MS = 300
const PAGE_SIZE = 20

type PickerProps = { profile: { id: string }; onClose: () => void }

type Listing = { docs: QuestionDoc[]; next: number | null; count: number }

/** The bank for one tab and search, 20 at a time; a new tab or search starts over. */
function useQuestionBank(user_id: string, tag: Tab, search: string) {
	const [listing, setListing] = useState<Listing | null>(null)
	const [loading, setLoading] = useState(false)
	const [failed, setFailed] = useState(false)
	const generation = useRef(0)

	const load = useCallback(
		async (page: number) => {
			const mine = ++generation.current
			setLoading(true)
			setFailed(false)
			const params = new URLSearchParams({
				tag,
				user_id,
				is_deprecating: 'false',
				pageSize: String(PAGE_SIZE),
				page: String(page),
			})
			if (search) params.set('search', search)
			try {
				const response = await fetch(`/api/question?${params}`, { headers: { Accept: 'application/json' } })
				if (!response.ok) throw new Error(response.statusText)
				const found = (await response.json()) as Page<QuestionDoc>
				if (mine !== generation.current) return
				setListing((current) => ({
					docs: page === 1 || !current ? found.docs : [...current.docs, ...found.docs],
					next: found.next,
					count: found.count,
				}))
			} catch {
				if (mine === generation.current) setFailed(true)
			} finally {
				if (mine === generation.current) setLoading(false)
			}
		},
		[tag, search, user_id],
	)

	useEffect(() => {
		void load(1)
	}, [load])

	const nextPage = listing?.next ?? null
	return {
		listing,
		loading,
		failed,
		loadMore: () => (nextPage === null ? undefined : void load(nextPage)),
		retry: () => void load(listing && listing.docs.length > 0 ? (listing.next ?? 1) : 1),
	}
}

/**
 * 'Pick a Question to Answer': search (debounced), tabs, and a 'See More' list. A question the
 * provider already answered opens that answer; any other opens the editor on the question, and
 * nothing is written until the first save.
 */
export default function QuestionPickerModal({ profile, onClose }: PickerProps) {
	const [tag, setTag] = useState<Tab>('all')
	const [typed, setTyped] = useState('')
	const [search, setSearch] = useState('')
	const bank = useQuestionBank(profile.id, tag, search)
	const openAnswer = useOpenAnswer()
	const listId = useId()

	useEffect(() => {
		const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS)
		return () => clearTimeout(timer)
	}, [typed])

	// Opening a question writes nothing: its answer is made by the first save (docs/product.md#answers).
	const pick = (question: QuestionDoc) =>
		question.response_id
			? openAnswer(question.response_id, { replace: true })
			: openAnswer({ question_id: question.id }, { replace: true, question_title: question.title })

	const { listing } = bank
	return (
		<Dialog title="Pick a Question to Answer" size="lg" onClose={onClose}>
			<div className="mb-4">
				<label htmlFor={`${listId}-search`} className="block font-medium text-ink">
					Search questions
				</label>
				<input
					id={`${listId}-search`}
					type="search"
					value={typed}
					onChange={(event) => setTyped(event.currentTarget.value)}
					placeholder="e.g. anxiety, first session, couples"
					autoComplete="off"
					enterKeyHint="search"
					aria-controls={listId}
					className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
				/>
			</div>
			<div role="tablist" aria-label="Question topics" className="mb-4 flex flex-wrap gap-2">
				{TABS.map((t) => (
					<button
						key={t.tag}
						type="button"
						role="tab"
						aria-selected={tag === t.tag}
						aria-controls={listId}
						onClick={() => setTag(t.tag)}
						className={`min-h-11 rounded-full border px-3.5 py-2 font-medium text-sm ${
							tag === t.tag
								? 'border-brand-700 bg-brand-700 text-white'
								: 'border-stone-300 bg-white text-ink hover:border-brand-700'
						}`}
					>
						{t.label}
					</button>
				))}
			</div>
			<div id={listId} role="tabpanel" aria-busy={bank.loading} aria-label="Questions">
				<p className="sr-only" aria-live="polite">
					{listing && !bank.loading ? `${listing.count} questions` : ''}
				</p>
				{listing && listing.docs.length === 0 && !bank.loading ? (
					<p className="py-6 text-center text-muted">No questions found.</p>
				) : null}
				{listing && listing.docs.length > 0 ? (
					<ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
						{listing.docs.map((question) => (
							<li key={question.id}>
								<button
									type="button"
									onClick={() => pick(question)}
									className="flex min-h-11 w-full items-start gap-3 px-4 py-3 text-left hover:bg-brand-50"
								>
									<span className="min-w-0 flex-1">
										<span className="block font-medium text-ink">{question.title}</span>
										{question.description ? (
											<span className="mt-0.5 block text-muted text-sm">{question.description}</span>
										) : null}
									</span>
									{question.response_id ? (
										<span className="flex-none rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800 text-xs">
											Answered
										</span>
									) : null}
								</button>
							</li>
						))}
					</ul>
				) : null}
				{bank.loading ? <QuestionSkeleton /> : null}
				{bank.failed ? (
					<div role="alert" className="mt-4 text-center">
						<p className="text-red-700">Could not load questions.</p>
						<Button variant="secondary" className="mt-2" onClick={bank.retry}>
							Try Again
						</Button>
					</div>
				) : null}
				{listing?.next && !bank.loading && !bank.failed ? (
					<div className="mt-4 text-center">
						<Button variant="secondary" onClick={bank.loadMore}>
							See More
						</Button>
					</div>
				) : null}
			</div>
		</Dialog>
	)
}

function QuestionSkeleton() {
	return (
		<div aria-hidden="true" className="mt-2 space-y-2">
			{[0, 1, 2].map((i) => (
				<div key={i} className="animate-pulse rounded-lg border border-stone-200 px-4 py-3">
					<div className="h-4 w-3/4 rounded bg-stone-200" />
					<div className="mt-2 h-3 w-1/2 rounded bg-stone-100" />
				</div>
			))}
		</div>
	)
}
