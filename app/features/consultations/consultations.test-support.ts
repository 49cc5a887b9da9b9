import type { saveConsultationSettings } from './settings.server'

/** The settings most consultation tests start from: 15-minute phone calls, Tuesdays 9–11 in New York. */
export const TUESDAY_MORNINGS = {
	enabled: true,
	minutes: 15,
	by: 'phone',
	time_zone: 'America/New_York',
	windows: [{ day: 'tue', from: '09:00', to: '11:00' }],
} satisfies Parameters<typeof saveConsultationSettings>[2]
