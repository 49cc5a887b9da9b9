import { dateFormat } from '~/lib/date-formats'
import type { Locale } from '~/lib/i18n'

// A day in words in an IANA zone, shared by the cards (the search feature) and the consultations
// (docs/product.md#free-consultations): the names come from Intl.

/**
 * A day in short words in a zone: 'Tue 3 Dec', 'mar 3 dic' (the cards' 'Next free call', in the
 * provider's zone: the day their open time falls on).
 */
export function dayInWords(instant: Date, zone: string, locale: Locale): string {
	const found = dateFormat(locale === 'es' ? 'es' : 'en-GB', {
		timeZone: zone,
		weekday: 'short',
		day: 'numeric',
		month: 'short',
	})
	const parts: Record<string, string> = {}
	for (const part of found.formatToParts(instant)) parts[part.type] = part.value
	return `${parts.weekday} ${parts.day} ${parts.month}`.replace(/\./g, '')
}
