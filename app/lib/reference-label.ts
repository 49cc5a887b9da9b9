import type { Locale, Translate } from './i18n'

/**
 * A label of the reference lists (a tag, an option, an access need, a price tier) in a language:
 * English is the reference's own label; Spanish is `label.<English>` in app/locales/es/labels.json.
 * Insurer names are proper names and stay as they are (they have no entry).
 */
export function referenceLabel(i18n: { locale: Locale; t: Translate }, english: string): string {
	if (i18n.locale === 'en') return english
	const key = `label.${english}`
	const label = i18n.t(key)
	return label === key ? english : label
}
