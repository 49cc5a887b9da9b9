import { Link } from '~/components/local-link'
import { formatCount } from '~/features/therapists/format'
import type { ListingLink, WayOut } from '../way-out.server'
import type { CardView } from './card-view'
import { chipClass, FilterChips } from './filter-chips'
import { ResultCard } from './result-card'
import { useI18n } from '~/lib/i18n'

// FilterSuggestion and EmptyResults show on the listing only: their strings are the listing's
// (app/locales/en/listing.json, registered by listing-page.ts), which a profile need not load.

/** A way out as a page sends it: the similar therapists as their cards. */
export type WayOutView = Omit<WayOut, 'similar'> & { similar: CardView[] }

/** "Language: Spanish (22)": the filter the search text names, one tap to apply it instead. */
export function FilterSuggestion({ suggestion }: { suggestion: ListingLink }) {
	const { t } = useI18n()
	return (
		<p className="mt-3 text-ink text-sm">
			{t('wayOut.suggest')}{' '}
			<Link to={suggestion.href} className={chipClass} data-testid="filter-suggestion">
				{suggestion.label} ({formatCount(suggestion.count)})
			</Link>
		</p>
	)
}

/** Therapists who take new clients: after an empty search, or on a Not Accepting profile. */
export function SimilarTherapists({ title, cards }: { title: string; cards: CardView[] }) {
	if (cards.length === 0) return null
	return (
		<section aria-labelledby="similar-heading" className="mt-8">
			<h2 id="similar-heading" className="font-serif text-2xl text-ink">
				{title}
			</h2>
			<ul className="mt-4 space-y-4">
				{cards.map((card) => (
					<li key={card.short_id}>
						<ResultCard card={card} />
					</li>
				))}
			</ul>
		</section>
	)
}

/**
 * The empty results page: the spec's two sentences, then the ways out: remove one filter (with what
 * it would give), clear all, look online, or accepting therapists in the state.
 */
export function EmptyResults({ wayOut, stateLabel }: { wayOut: WayOutView; stateLabel: string | null }) {
	const chips = wayOut.chips.filter((c) => c.count > 0)
	const { t } = useI18n()
	return (
		<div className="mt-4 rounded-2xl border border-stone-200 bg-white p-6">
			<p className="text-ink">{t('wayOut.none')}</p>
			<p className="mt-2 text-muted">{t('wayOut.update')}</p>
			{chips.length > 0 ? (
				<>
					<p className="mt-4 text-muted">{t('wayOut.removeOne')}</p>
					<FilterChips chips={chips} label={t('wayOut.removeOneLabel')} />
				</>
			) : null}
			<div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
				<Link to={wayOut.clearAll} className="font-medium text-brand-800 underline">
					{t('wayOut.clearAll')}
				</Link>
				{wayOut.online && wayOut.online.count > 0 ? (
					<Link to={wayOut.online.href} className="font-medium text-brand-800 underline">
						{wayOut.online.label} ({formatCount(wayOut.online.count)})
					</Link>
				) : null}
			</div>
			{/* The similar therapists are licensed anywhere in the state, not near the visitor. */}
			{stateLabel ? (
				<SimilarTherapists title={t('wayOut.acceptingIn', { state: stateLabel })} cards={wayOut.similar} />
			) : null}
		</div>
	)
}
