import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useI18n } from '~/lib/i18n'

/** The profile's offer (nextFreeCalls in booking-page.server.ts): made by the loader, in the page's language. */
export type FreeCalls = { minutes: number; zone_name: string; times: { start: string; label: string }[] }

/**
 * 'Book a free {n}-minute call' and the next three open times in the provider's zone, named, each a
 * link to the booking page (docs/product.md#free-consultations). No client code: plain links.
 */
export function FreeCallsOffer({ calls, path }: { calls: FreeCalls; path: string }) {
	const { t } = useI18n()
	const book = `${path}/book`
	return (
		<section
			aria-labelledby="free-calls-heading"
			data-free-calls
			className="mt-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
		>
			<h2 id="free-calls-heading" className="font-serif text-2xl text-ink">
				<Link to={book} className="hover:underline">
					{t('profile.bookCall', { minutes: calls.minutes })}
				</Link>
			</h2>
			<p className="mt-2 text-muted">{t('profile.nextCalls', { zone: calls.zone_name })}</p>
			<ul className="mt-3 flex flex-wrap gap-2">
				{calls.times.map((time) => (
					<li key={time.start}>
						<Link
							to={`${book}?start=${encodeURIComponent(time.start)}`}
							className={buttonClass({ variant: 'secondary', size: 'sm' })}
						>
							{time.label}
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
