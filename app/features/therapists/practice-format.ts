// Display rules for a provider's practice (docs/product.md#display): where they are licensed, what a
// session costs, where the office is. Apart from format.ts, which every page's shell loads, as only
// the profile and the loaders that write cards use them.
import { findStateByCode } from '~/platform/reference/states'
import { ENGLISH_I18N, type Translate } from '~/lib/i18n'

const PLACES_SHOWN = 3

/** Licensed states: the first three by name, then 'and N more...' (in the page's language with `t`). */
export function formatPlaces(stateCodes: readonly string[], t: Translate = ENGLISH_I18N.t): string {
	const labels = stateCodes.map((code) => findStateByCode(code)?.label ?? code)
	const shown = labels.slice(0, PLACES_SHOWN).join(', ')
	const rest = labels.length - PLACES_SHOWN
	return rest > 0 ? t('shell.placesMore', { shown, rest }) : shown
}

export function formatPriceRange(min_cost: number | null, max_cost: number | null): string | null {
	if (min_cost == null && max_cost == null) return null
	if (min_cost != null && max_cost != null && min_cost !== max_cost) return `$${min_cost} - $${max_cost}`
	return `$${min_cost ?? max_cost}`
}

/**
 * What a session costs, for cards and the profile's top card: "$135–185 per session", "Sliding scale"
 * when the provider offers one (docs/product.md#display), in the page's language (`t` reads
 * app/locales/{en,es}/profile.json).
 */
export function sessionFee(
	t: Translate,
	min_cost: number | null,
	max_cost: number | null,
	sliding_scale: boolean,
): string | null {
	const lo = min_cost ?? max_cost
	const hi = max_cost ?? min_cost
	const fee =
		lo == null || hi == null ? null : t('fee.perSession', { fee: lo === hi ? `$${lo}` : `$${lo}–${hi}` })
	const sliding = sliding_scale ? t('fee.sliding') : null
	return [fee, sliding].filter(Boolean).join(' · ') || null
}

/** The office address as lines, or an empty list without one. */
export function addressLines(p: {
	addressOne: string
	addressTwo: string
	city: string
	state: string | null
	zip: string
}): string[] {
	const cityLine = [p.city.trim(), [p.state ?? '', p.zip.trim()].filter(Boolean).join(' ')]
		.filter(Boolean)
		.join(', ')
	if (!p.addressOne.trim() && !p.city.trim()) return []
	return [p.addressOne.trim(), p.addressTwo.trim(), cityLine].filter(Boolean)
}

export function directionsUrl(lines: string[]): string {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`
}
