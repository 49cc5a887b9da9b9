import { useId } from 'react'
import { Form } from '~/components/local-link'
import { Button } from '~/components/ui/button'
import type { UpcomingCall } from '../provider-bookings.server'

/**
 * The provider's upcoming free calls on their own profile (docs/product.md#free-consultations): who,
 * how to reach them, their note, and Cancel with a message to the person. The form posts to the
 * profile page (with or without JavaScript). English: provider pages are (docs/product.md#languages).
 */
export function UpcomingCalls({ calls }: { calls: UpcomingCall[] }) {
	if (calls.length === 0) return null
	return (
		<section
			aria-labelledby="upcoming-calls-heading"
			data-upcoming-calls
			className="mb-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
		>
			<h2 id="upcoming-calls-heading" className="font-serif text-2xl text-ink">
				Your upcoming free calls
			</h2>
			<ul className="mt-3 divide-y divide-stone-200">
				{calls.map((call) => (
					<Call key={call.id} call={call} />
				))}
			</ul>
		</section>
	)
}

function Call({ call }: { call: UpcomingCall }) {
	const id = useId()
	return (
		<li className="py-4">
			<p className="font-medium text-ink">{call.time}</p>
			<p className="mt-1 text-ink">
				{call.name} ·{' '}
				<a href={`mailto:${call.email}`} className="text-brand-700 underline">
					{call.email}
				</a>
				{call.phone ? <> · {call.phone}</> : null}
			</p>
			{call.note ? <p className="mt-1 whitespace-pre-line text-muted">{call.note}</p> : null}
			<details className="mt-2">
				<summary className="cursor-pointer text-brand-700 underline">Cancel this call</summary>
				<Form method="post" className="mt-2">
					<input type="hidden" name="intent" value="consultation_cancel" />
					<input type="hidden" name="booking_id" value={call.id} />
					<label htmlFor={`${id}-message`} className="block font-medium text-ink">
						A message to {call.name} <span className="font-normal text-muted">(optional)</span>
					</label>
					<textarea
						id={`${id}-message`}
						name="message"
						rows={3}
						maxLength={1000}
						className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
					/>
					<Button type="submit" variant="danger" size="sm" className="mt-2">
						Cancel the call and tell {call.name}
					</Button>
				</Form>
			</details>
		</li>
	)
}
