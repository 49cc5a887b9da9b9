import { describe, expect, it } from 'vitest'
import { type BookedTime, dayIn, type OpenTimeSettings, openTimes } from './open-times'
import { timeInWords } from './time-words'

const base: OpenTimeSettings = {
	enabled: true,
	minutes: 15,
	time_zone: 'America/New_York',
	windows: [{ day: 'tue', from: '09:00', to: '11:00' }],
	notice_hours: 24,
	horizon_days: 21,
	per_day: null,
	days_off: [],
}
const at = (iso: string) => new Date(iso)
const starts = (slots: { start: string }[]) => slots.map((s) => s.start)
const booking = (start: string, minutes = 15, zone = 'America/New_York'): BookedTime => ({
	start_at: at(start),
	end_at: new Date(at(start).getTime() + minutes * 60_000),
	local_day: dayIn(at(start), zone),
})

describe('openTimes', () => {
	it('lists a Tuesday 9:00–11:00 New York window, which a visitor in Los Angeles reads from 6:00 am', () => {
		// Sunday 29 November 2026, noon in New York.
		const slots = openTimes(base, [], at('2026-11-29T17:00:00Z'), { days: 7 })
		expect(slots).toHaveLength(8)
		expect(slots[0]).toEqual({ start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:15:00.000Z' })
		expect(slots[7].start).toBe('2026-12-01T15:45:00.000Z')
		expect(timeInWords(at(slots[0].start), 'America/Los_Angeles', 'en')).toBe(
			'Tuesday 1 December, 6:00 am Pacific',
		)
		expect(timeInWords(at(slots[0].start), 'America/New_York', 'en')).toBe(
			'Tuesday 1 December, 9:00 am Eastern',
		)
		expect(timeInWords(at(slots[0].start), 'America/Los_Angeles', 'es')).toBe(
			'martes 1 de diciembre, 6:00 (hora del Pacífico)',
		)
	})

	it('keeps the wall times on the March change day in New York, and skips the hour that does not exist', () => {
		const settings = {
			...base,
			windows: [
				{ day: 'sat', from: '09:00', to: '09:30' },
				{ day: 'sun', from: '01:00', to: '04:00' },
				{ day: 'sun', from: '09:00', to: '09:30' },
			],
		} satisfies OpenTimeSettings
		const slots = starts(openTimes(settings, [], at('2026-03-05T12:00:00Z'), { from: '2026-03-07', days: 2 }))
		expect(slots.slice(0, 2)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-07T14:15:00.000Z'])
		// 1:00 EST to 4:00 EDT is two hours: 1:00–1:45 EST, then 3:00 EDT on; no 2:xx.
		const night = slots.filter((s) => s.startsWith('2026-03-08T0'))
		expect(night).toEqual([
			'2026-03-08T06:00:00.000Z',
			'2026-03-08T06:15:00.000Z',
			'2026-03-08T06:30:00.000Z',
			'2026-03-08T06:45:00.000Z',
			'2026-03-08T07:00:00.000Z',
			'2026-03-08T07:15:00.000Z',
			'2026-03-08T07:30:00.000Z',
			'2026-03-08T07:45:00.000Z',
		])
		expect(timeInWords(at('2026-03-08T07:00:00Z'), 'America/New_York', 'en')).toContain('3:00 am')
		// Summer time from then on: 9:00 is 13:00 UTC.
		expect(slots.slice(-2)).toEqual(['2026-03-08T13:00:00.000Z', '2026-03-08T13:15:00.000Z'])
	})

	it('keeps the wall times on the November change day in New York, the repeated hour included', () => {
		const settings = {
			...base,
			windows: [
				{ day: 'sat', from: '09:00', to: '09:15' },
				{ day: 'sun', from: '01:00', to: '03:00' },
				{ day: 'sun', from: '09:00', to: '09:15' },
			],
		} satisfies OpenTimeSettings
		const slots = starts(openTimes(settings, [], at('2026-10-28T12:00:00Z'), { from: '2026-10-31', days: 2 }))
		expect(slots[0]).toBe('2026-10-31T13:00:00.000Z')
		// 1:00 EDT to 3:00 EST is three hours: twelve slots, 1:00–1:45 twice.
		const night = slots.filter((s) => s >= '2026-11-01T05' && s < '2026-11-01T08')
		expect(night).toHaveLength(12)
		expect(night[0]).toBe('2026-11-01T05:00:00.000Z')
		expect(night[11]).toBe('2026-11-01T07:45:00.000Z')
		expect(slots.at(-1)).toBe('2026-11-01T14:00:00.000Z')
	})

	it('has no summer time in America/Phoenix: 9:00 is 16:00 UTC in March and in July', () => {
		const settings = {
			...base,
			time_zone: 'America/Phoenix',
			windows: [{ day: 'mon', from: '09:00', to: '09:15' }],
		} satisfies OpenTimeSettings
		const march = openTimes(settings, [], at('2026-03-06T12:00:00Z'), { limit: 1 })
		const july = openTimes(settings, [], at('2026-07-01T12:00:00Z'), { limit: 1 })
		expect(march[0].start).toBe('2026-03-09T16:00:00.000Z')
		expect(july[0].start).toBe('2026-07-06T16:00:00.000Z')
		expect(timeInWords(at(july[0].start), 'America/Phoenix', 'en')).toBe(
			'Monday 6 July, 9:00 am Mountain Standard',
		)
	})

	it('leaves out what starts within the notice', () => {
		// Monday 30 November, 10:00 in New York: Tuesday before 10:00 is less than 24 hours away.
		const slots = starts(openTimes(base, [], at('2026-11-30T15:00:00Z'), { days: 2 }))
		expect(slots[0]).toBe('2026-12-01T15:00:00.000Z')
		expect(slots).toHaveLength(4)
		expect(openTimes({ ...base, notice_hours: 0 }, [], at('2026-11-30T15:00:00Z'), { days: 2 })).toHaveLength(
			8,
		)
	})

	it('lists nothing past the horizon', () => {
		const now = at('2026-11-29T17:00:00Z')
		const slots = openTimes({ ...base, horizon_days: 21 }, [], now)
		expect(slots).toHaveLength(3 * 8)
		expect(slots.every((s) => Date.parse(s.start) < now.getTime() + 21 * 86_400_000)).toBe(true)
		expect(openTimes({ ...base, horizon_days: 1 }, [], now)).toHaveLength(0)
		// Two days from Sunday 9:45 am end on Tuesday 9:45 am: three slots of that morning.
		expect(openTimes({ ...base, horizon_days: 2 }, [], at('2026-11-29T14:45:00Z'))).toHaveLength(3)
	})

	it('closes a day once it holds per_day bookings, and leaves out booked times', () => {
		const now = at('2026-11-29T17:00:00Z')
		const booked = [booking('2026-12-01T14:30:00Z')]
		const open = starts(openTimes(base, booked, now, { days: 7 }))
		expect(open).toHaveLength(7)
		expect(open).not.toContain('2026-12-01T14:30:00.000Z')
		expect(openTimes({ ...base, per_day: 1 }, booked, now, { days: 7 })).toEqual([])
		expect(openTimes({ ...base, per_day: 2 }, booked, now, { days: 7 })).toHaveLength(7)
		// A longer booking (the length changed since) covers every slot it overlaps.
		expect(openTimes(base, [booking('2026-12-01T14:00:00Z', 30)], now, { days: 7 })).toHaveLength(6)
	})

	it('leaves out days off, and lists nothing when turned off', () => {
		const now = at('2026-11-29T17:00:00Z')
		const slots = openTimes({ ...base, days_off: ['2026-12-01'] }, [], now, { days: 14 })
		expect(slots).toHaveLength(8)
		expect(slots[0].start).toBe('2026-12-08T14:00:00.000Z')
		expect(openTimes({ ...base, enabled: false }, [], now)).toEqual([])
	})

	it('starts no earlier than today, and counts days from `from`', () => {
		const now = at('2026-11-29T17:00:00Z')
		expect(openTimes(base, [], now, { from: '2020-01-01', days: 7 })).toEqual([])
		expect(starts(openTimes(base, [], now, { from: '2026-12-08', days: 1 }))[0]).toBe(
			'2026-12-08T14:00:00.000Z',
		)
		expect(openTimes(base, [], now, { limit: 3 })).toHaveLength(3)
	})
})
