import type { ConsultationWindow, Weekday } from '~/db/schema/consultations'
import { WEEKDAYS } from '~/db/schema/consultations'
import type { ConsultationSettingsInput } from './consultations.schema'

// The provider's 'Free consultation' modal as form values (docs/product.md#free-consultations): the
// same values with JavaScript (the modal posts JSON `consultation` to POST /api/user) and without it
// (the modal's plain form posts to the profile page, whose action reads these names).

/** Window rows a form without JavaScript shows at least; 'Add another window' posts for one more. */
export const WINDOW_ROWS = 3
export const MAX_WINDOW_ROWS = 28

export type WindowRow = { day: Weekday | ''; from: string; to: string }

export type SettingsFormValues = {
	enabled: boolean
	minutes: '15' | '20' | '30'
	by: 'phone' | 'video'
	/** With video: a link, or '' for 'I will send a link'. */
	video_link: string
	time_zone: string
	windows: WindowRow[]
	notice_hours: string
	horizon_days: string
	per_day: string
	/** Dates off, YYYY-MM-DD, one per line or separated by commas. */
	days_off: string
}

export type StoredConsultation = {
	enabled: boolean
	minutes: number
	by: 'phone' | 'video'
	video_link: string | null
	time_zone: string
	windows: ConsultationWindow[]
	notice_hours: number
	horizon_days: number
	per_day: number | null
	days_off: string[]
}

const EMPTY_ROW: WindowRow = { day: '', from: '', to: '' }

/** The rows, filled up with empty ones to at least `rows`. */
export function padRows(windows: readonly WindowRow[], rows = WINDOW_ROWS): WindowRow[] {
	const filled = [...windows]
	while (filled.length < Math.min(rows, MAX_WINDOW_ROWS)) filled.push({ ...EMPTY_ROW })
	return filled
}

/** The saved settings as the form's values (or the defaults, in the proposed zone). */
export function settingsToValues(
	stored: StoredConsultation | null,
	proposedZone: string,
): SettingsFormValues {
	return {
		enabled: stored?.enabled ?? false,
		minutes: String(stored?.minutes ?? 15) as SettingsFormValues['minutes'],
		by: stored?.by ?? 'phone',
		video_link: stored?.video_link ?? '',
		time_zone: stored?.time_zone ?? proposedZone,
		windows: padRows(stored?.windows ?? []),
		notice_hours: String(stored?.notice_hours ?? 24),
		horizon_days: String(stored?.horizon_days ?? 21),
		per_day: stored?.per_day ? String(stored.per_day) : '',
		days_off: (stored?.days_off ?? []).join('\n'),
	}
}

/** A whole number typed in a box: '' stays missing, anything else not a number fails the schema. */
function count(text: string): number | undefined {
	const trimmed = text.trim()
	if (trimmed === '') return undefined
	return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The values as `consultation` of POST /api/user; empty window rows are left out. */
export function valuesToInput(values: SettingsFormValues): ConsultationSettingsInput {
	const windows = values.windows
		.filter((row) => row.day !== '' || row.from !== '' || row.to !== '')
		.map((row) => ({ day: row.day, from: row.from, to: row.to }) as ConsultationWindow)
	const per_day = count(values.per_day)
	return {
		enabled: values.enabled,
		minutes: Number(values.minutes) as 15 | 20 | 30,
		by: values.by,
		video_link: values.by === 'video' && values.video_link.trim() ? values.video_link.trim() : null,
		time_zone: values.time_zone.trim(),
		windows,
		notice_hours: count(values.notice_hours),
		horizon_days: count(values.horizon_days),
		per_day: per_day ?? null,
		days_off: values.days_off
			.split(/[\s,]+/)
			.map((day) => day.trim())
			.filter(Boolean),
	}
}

const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value)

/** A posted form (no JavaScript) as the modal's values: rows `window_day_N`, `window_from_N`, `window_to_N`. */
export function valuesFromForm(body: Record<string, string>): SettingsFormValues {
	const windows: WindowRow[] = []
	for (let row = 0; row < MAX_WINDOW_ROWS; row++) {
		if (!(`window_day_${row}` in body)) break
		const day = body[`window_day_${row}`] ?? ''
		windows.push({
			day: isWeekday(day) ? day : '',
			from: body[`window_from_${row}`] ?? '',
			to: body[`window_to_${row}`] ?? '',
		})
	}
	const minutes = ['15', '20', '30'].includes(body.minutes) ? body.minutes : '15'
	return {
		enabled: body.enabled === 'true' || body.enabled === 'on',
		minutes: minutes as SettingsFormValues['minutes'],
		by: body.by === 'video' ? 'video' : 'phone',
		video_link: body.video_link ?? '',
		time_zone: body.time_zone ?? '',
		windows,
		notice_hours: body.notice_hours ?? '',
		horizon_days: body.horizon_days ?? '',
		per_day: body.per_day ?? '',
		days_off: body.days_off ?? '',
	}
}
