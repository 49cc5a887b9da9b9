import { useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/ui/use-hydrated'

// 'Calendar feed' in the Free consultation modal (docs/product.md#free-consultations): a private
// .ics link of the provider's booked calls for Google, Apple or Outlook. Only the link's hash is
// kept, so the link shows once, just after it is made; 'Make a new link' replaces it and the old one
// stops working. The form posts to the profile page (intent consultation_feed): through a fetcher
// with JavaScript, as a plain post without it (the page answers with the modal still open).
// English: provider pages are (docs/product.md#languages).

type FeedAnswer = { consultation_feed?: { url: string } }

/** The copy confirmation shows for 1500 ms, as the share modal's (docs/product.md#limits). */
const COPIED_MS = 1500

export function CalendarFeed({ hasFeed }: { hasFeed: boolean }) {
	const fetcher = useFetcher<FeedAnswer>()
	const posted = useActionData() as FeedAnswer | undefined
	const url = fetcher.data?.consultation_feed?.url ?? posted?.consultation_feed?.url ?? null
	const id = useId()
	return (
		<section
			aria-labelledby={`${id}-heading`}
			data-calendar-feed
			className="mt-6 border-stone-200 border-t pt-5"
		>
			<h3 id={`${id}-heading`} className="font-medium text-ink text-lg">
				Calendar feed
			</h3>
			<p className="mt-1 text-muted">
				Subscribe to your booked calls from Google, Apple or Outlook Calendar with a private link. Anyone with
				the link sees the names and times of your calls: keep it to yourself.
			</p>
			{url ? (
				<FeedLink url={url} />
			) : hasFeed ? (
				<p className="mt-2 text-muted">
					Your link is active. We show it only once: if you lost it, or shared it by mistake, make a new one.
				</p>
			) : null}
			<fetcher.Form method="post" className="mt-3">
				<input type="hidden" name="intent" value="consultation_feed" />
				<Button
					type="submit"
					variant="secondary"
					size="sm"
					loading={fetcher.state !== 'idle'}
					loadingText="Making the link…"
				>
					{url || hasFeed ? 'Make a new link' : 'Create link'}
				</Button>
				{url || hasFeed ? (
					<p className="mt-1 text-muted text-sm">The old link stops working at once.</p>
				) : null}
			</fetcher.Form>
		</section>
	)
}

function FeedLink({ url }: { url: string }) {
	const hydrated = useHydrated()
	const input = useRef<HTMLInputElement>(null)
	const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
	const id = useId()
	useEffect(() => {
		if (status !== 'copied') return
		const timer = setTimeout(() => setStatus('idle'), COPIED_MS)
		return () => clearTimeout(timer)
	}, [status])
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(url)
			setStatus('copied')
		} catch {
			// Outside a secure context: select it, so Ctrl+C copies it.
			input.current?.select()
			setStatus('failed')
		}
	}
	return (
		<div className="mt-3">
			<label htmlFor={`${id}-url`} className="block font-medium text-ink">
				Your calendar feed link
			</label>
			<div className="mt-1 flex flex-wrap gap-2">
				<input
					ref={input}
					id={`${id}-url`}
					readOnly
					value={url}
					aria-describedby={`${id}-hint`}
					onFocus={(event) => event.currentTarget.select()}
					className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-ink text-sm"
				/>
				{hydrated ? (
					<Button variant="secondary" size="sm" onClick={copy}>
						Copy
					</Button>
				) : null}
			</div>
			<p id={`${id}-hint`} className="mt-1 text-muted text-sm">
				Copy it now: we show it only once. In your calendar, add a calendar 'From URL' (or 'Subscribe') and
				paste it.
			</p>
			<p role="status" className="mt-1 text-sm text-brand-700">
				{status === 'copied' ? 'Copied.' : status === 'failed' ? 'Select the link and copy it.' : ''}
			</p>
		</div>
	)
}
