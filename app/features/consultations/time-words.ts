import { dateFormat } from '~/lib/date-formats'
import type { Locale } from '~/lib/i18n'

// A consultation's time in words in the reader's zone and language (docs/product.md#free-consultations):
// 'Tuesday 3 December, 4:15 pm Pacific', 'martes 3 de diciembre, 16:15 (hora del Pacífico)'. The
// names come from Intl (the zone's generic name, so a winter and a summer date read alike).

function format(locale: Locale, zone: string): Intl.DateTimeFormat {
	return dateFormat(locale === 'es' ? 'es' : 'en-US', {
		timeZone: zone,
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		hour: 'numeric',
		minute: '2-digit',
		hourCycle: locale === 'es' ? 'h23' : 'h12',
		timeZoneName: 'longGeneric',
	})
}

/** Whether the runtime knows an IANA zone name. */
export function isTimeZone(name: string): boolean {
	if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) && name !== 'UTC') return false
	try {
		new Intl.DateTimeFormat('en', { timeZone: name })
		return true
	} catch {
		return false
	}
}

// formatToParts with a zone's generic name costs a fraction of a millisecond; the same few times are
// written again and again (the next three times offered with every refusal of a contested slot:
// docs/benchmarks.md, free consultations), so their words are kept, a bounded number.
const words = new Map<string, string>()

export function timeInWords(instant: Date, zone: string, locale: Locale): string {
	const key = `${instant.getTime()} ${zone} ${locale}`
	let found = words.get(key)
	if (found === undefined) {
		found = inWords(instant, zone, locale)
		if (words.size >= 10_000) words.clear()
		words.set(key, found)
	}
	return found
}

function inWords(instant: Date, zone: string, locale: Locale): string {
	const parts: Record<string, string> = {}
	for (const part of format(locale, zone).formatToParts(instant)) parts[part.type] = part.value
	const time = `${parts.hour}:${parts.minute}`
	if (locale === 'es') {
		return `${parts.weekday} ${parts.day} de ${parts.month}, ${time} (${parts.timeZoneName})`
	}
	const zoneWords = parts.timeZoneName.replace(/ Time$/, '')
	return `${parts.weekday} ${parts.day} ${parts.month}, ${time} ${parts.dayPeriod.toLowerCase()} ${zoneWords}`
}
