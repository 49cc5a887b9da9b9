import { PlainLink, useLinkClicks } from '~/components/local-link'
import { useI18n } from '~/lib/i18n'

/** 'Cities in {State}': a state's city pages (docs/search.md#city-pages), the largest first. */
export function CityLinks({
	stateLabel,
	cities,
}: {
	stateLabel: string
	cities: Array<{ name: string; href: string }>
}) {
	const { t } = useI18n()
	const onLinkClick = useLinkClicks()
	if (cities.length === 0) return null
	const heading = t('listing.citiesIn', { state: stateLabel })
	return (
		// A dozen links, plain anchors navigated by one handler (PlainLink: issue 48).
		// biome-ignore lint/a11y/useKeyWithClickEvents: it only navigates its own links, which Enter clicks too
		<nav aria-label={heading} className="mt-10" onClick={onLinkClick}>
			<h2 className="font-serif text-2xl text-ink">{heading}</h2>
			<ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
				{cities.map((city) => (
					<li key={city.href}>
						<PlainLink to={city.href} className="block rounded py-1.5 text-brand-700 hover:underline">
							{city.name}
						</PlainLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
