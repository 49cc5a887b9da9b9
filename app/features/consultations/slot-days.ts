import { dateFormat } from '~/lib/date-formats'
import type { Locale } from '~/lib/i18n'
import type { Slot } from './open-times'

// The booking page's open times grouped by the reader's calendar day, in their zone and language
// (docs/product.md#free-consultations). Formatted on the server: the page sends strings, not Intl code.

/** Common US zones for the no-JavaScript picker; the provider's own and the shown one are added. */
export const US_ZONES = [
	'America/New_York',
	'America/Chicago',
	'America/Denver',
	'America/Phoenix',
	'America/Los_Angeles',
	'America/Anchorage',
	'Pacific/Honolulu',
	'America/Puerto_Rico',
] as const

export type SlotDay = { day: string; label: string; times: { start: string; label: string }[] }

function format(locale: Locale, zone: string, kind: 'day' | 'key' | 'time' | 'zone'): Intl.DateTimeFormat {
	const tag = locale === 'es' ? 'es' : 'en-US'
	const options: Intl.DateTimeFormatOptions =
		kind === 'day'
			? { weekday: 'long', day: 'numeric', month: 'long' }
			: kind === 'key'
				? { year: 'numeric', month: '2-digit', day: '2-digit' }
				: kind === 'time'
					? { hour: 'numeric', minute: '2-digit', hourCycle: locale === 'es' ? 'h23' : 'h12' }
					: { timeZoneName: 'longGeneric' }
	return dateFormat(kind === 'key' ? 'en-CA' : tag, { timeZone: zone, ...options })
}

/** '6:00 am' (English) or '6:00' (Spanish): the time of day in the zone. */
export function timeOfDay(instant: Date, zone: string, locale: Locale): string {
	const text = format(locale, zone, 'time').format(instant)
	return locale === 'es' ? text : text.replace(/\s?AM$/, ' am').replace(/\s?PM$/, ' pm')
}

/** The zone's generic name in the language: 'Pacific Time', 'hora del Pacífico'. */
export function zoneName(zone: string, locale: Locale): string {
	const part = format(locale, zone, 'zone')
		.formatToParts(new Date())
		.find((p) => p.type === 'timeZoneName')
	return part?.value ?? zone
}

/** 'Tuesday 1 December', 'martes 1 de diciembre' (the order time-words.ts uses). */
export function dayLabel(instant: Date, zone: string, locale: Locale): string {
	const parts: Record<string, string> = {}
	for (const part of format(locale, zone, 'day').formatToParts(instant)) parts[part.type] = part.value
	return locale === 'es'
		? `${parts.weekday} ${parts.day} de ${parts.month}`
		: `${parts.weekday} ${parts.day} ${parts.month}`
}

/** The open times by the reader's day, at most `maxDays` days. */
export function slotsByDay(slots: readonly Slot[], zone: string, locale: Locale, maxDays: number): SlotDay[] {
	const days: SlotDay[] = []
	for (const slot of slots) {
		const instant = new Date(slot.start)
		const day = format(locale, zone, 'key').format(instant)
		let last = days[days.length - 1]
		if (!last || last.day !== day) {
			if (days.length >= maxDays) break
			last = { day, label: dayLabel(instant, zone, locale), times: [] }
			days.push(last)
		}
		last.times.push({ start: slot.start, label: timeOfDay(instant, zone, locale) })
	}
	return days
}

/** The picker's zones: the common ones, then the provider's and the shown one when not among them. */
export function zoneChoices(providerZone: string, shown: string, locale: Locale) {
	const names = [...new Set<string>([...US_ZONES, providerZone, shown])]
	return names.map((name) => ({
		value: name,
		label: `${zoneName(name, locale)} (${name.replace(/_/g, ' ')})`,
	}))
}
