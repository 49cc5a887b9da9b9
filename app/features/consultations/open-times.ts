import { TZDate } from '@date-fns/tz'
import type { ConsultationWindow, Weekday } from '~/db/schema/consultations'

// docs/product.md#free-consultations: the open times of one provider, from their settings, their
// bookings and the clock. Wall-clock times are turned into instants by @date-fns/tz in the
// provider's IANA zone (never a hand offset): a window keeps its wall times on the days clocks
// change, a time that does not exist (02:30 on the spring-forward day) moves forward like a clock.

export type OpenTimeSettings = {
	enabled: boolean
	minutes: number
	time_zone: string
	windows: ConsultationWindow[]
	notice_hours: number
	horizon_days: number
	per_day: number | null
	days_off: string[]
}

/** A booked consultation as the open times see it. */
export type BookedTime = { start_at: Date; end_at: Date; local_day: string }

export type Slot = { start: string; end: string }

export type OpenTimeRange = {
	/** The first of the provider's days to list (YYYY-MM-DD in their zone); today when absent. */
	from?: string
	/** How many of the provider's days, from `from`. */
	days?: number
	/** Stop after this many slots (the next three on a profile). */
	limit?: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY_MS = 24 * HOUR
/** getUTCDay() order: Sunday first. */
const DAY_OF_WEEK: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** 'HH:MM' → [hours, minutes]. */
function clock(time: string): [number, number] {
	return [Number(time.slice(0, 2)), Number(time.slice(3, 5))]
}

/** A calendar date as YYYY-MM-DD. */
function isoDay(year: number, monthIndex: number, day: number): string {
	return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

// The library's conversions cost tens of microseconds each; the same zone, date and wall time recur
// across providers and requests, so their instants are kept (bounded) for the slots' 5 ms budget
// (docs/benchmarks.md, free consultations).
const instants = new Map<string, number>()
function wallInstant(y: number, m: number, d: number, h: number, min: number, zone: string): number {
	const key = `${zone} ${y} ${m} ${d} ${h} ${min}`
	let found = instants.get(key)
	if (found === undefined) {
		found = new TZDate(y, m, d, h, min, 0, zone).getTime()
		if (instants.size >= 100_000) instants.clear()
		instants.set(key, found)
	}
	return found
}

/** The provider's calendar day (YYYY-MM-DD) an instant falls on. */
export function dayIn(instant: Date, zoneName: string): string {
	const local = new TZDate(instant.getTime(), zoneName)
	return isoDay(local.getFullYear(), local.getMonth(), local.getDate())
}

/** The provider's day of an instant, as the UTC midnight of that calendar date (for calendar arithmetic only). */
function calendarDate(day: string): Date {
	return new Date(`${day}T00:00:00Z`)
}

function plainDay(date: Date): string {
	return isoDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/**
 * The open times, earliest first, as ISO 8601 UTC instants. A slot is open when it lies inside a
 * weekly window on the provider's grid of `minutes` from the window's start, starts at least
 * `notice_hours` from now and before `horizon_days` from now, falls on no day off, on no day that
 * already has `per_day` bookings, and overlaps no booking.
 */
export function openTimes(
	settings: OpenTimeSettings,
	booked: readonly BookedTime[],
	now: Date,
	range: OpenTimeRange = {},
): Slot[] {
	if (!settings.enabled || settings.windows.length === 0) return []
	const zone = settings.time_zone
	const earliest = now.getTime() + settings.notice_hours * HOUR
	const latest = now.getTime() + settings.horizon_days * DAY_MS
	const step = settings.minutes * MINUTE
	const offDays = new Set(settings.days_off)
	const bookedPerDay = new Map<string, number>()
	for (const booking of booked)
		bookedPerDay.set(booking.local_day, (bookedPerDay.get(booking.local_day) ?? 0) + 1)
	const sortedBooked = [...booked].sort((a, b) => a.start_at.getTime() - b.start_at.getTime())

	const today = calendarDate(dayIn(now, zone))
	const first = range.from ? calendarDate(range.from) : today
	const start = Math.max(first.getTime(), today.getTime())
	const lastDay =
		range.days === undefined ? Number.POSITIVE_INFINITY : first.getTime() + (range.days - 1) * DAY_MS
	const slots: Slot[] = []
	// The horizon ends the walk: no day after the one `latest` falls on can hold a slot.
	const end = Math.min(lastDay, calendarDate(dayIn(new Date(latest), zone)).getTime())
	for (let day = start; day <= end; day += DAY_MS) {
		const date = new Date(day)
		const name = plainDay(date)
		if (offDays.has(name)) continue
		if (settings.per_day !== null && (bookedPerDay.get(name) ?? 0) >= settings.per_day) continue
		const weekday = DAY_OF_WEEK[date.getUTCDay()]
		const windows = settings.windows
			.filter((w) => w.day === weekday)
			.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
		for (const window of windows) {
			const [fromH, fromM] = clock(window.from)
			const [toH, toM] = clock(window.to)
			const y = date.getUTCFullYear()
			const m = date.getUTCMonth()
			const d = date.getUTCDate()
			const opensAt = wallInstant(y, m, d, fromH, fromM, zone)
			const windowEnd = wallInstant(y, m, d, toH, toM, zone)
			for (let at = opensAt; at + step <= windowEnd; at += step) {
				if (at < earliest || at >= latest) continue
				if (overlaps(sortedBooked, at, at + step)) continue
				slots.push({ start: new Date(at).toISOString(), end: new Date(at + step).toISOString() })
				if (range.limit !== undefined && slots.length >= range.limit) return slots
			}
		}
	}
	return slots
}

/** Whether [start, end) overlaps a booking; bookings sorted by start (a provider has few). */
function overlaps(sorted: readonly BookedTime[], start: number, end: number): boolean {
	for (const booking of sorted) {
		const bookedStart = booking.start_at.getTime()
		if (bookedStart >= end) return false
		if (booking.end_at.getTime() > start) return true
	}
	return false
}
