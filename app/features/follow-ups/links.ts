import type { FollowUpOutcome } from '~/db/schema/follow-ups'

// The follow-up's answers as they appear in its links (`?answer=not-yet`) and on its page
// (docs/product.md#follow-ups). No server code: the answer page's browser code imports it.

/** The four answers, in the e-mail's order. */
export const OUTCOME_LABELS = {
	yes: 'Yes, we are in touch',
	'not-yet': 'Not yet',
	'not-taking': 'They are not taking new clients',
	cost: 'Cost or insurance did not work',
} as const satisfies Record<FollowUpOutcome, string>

export const OUTCOMES = Object.keys(OUTCOME_LABELS) as FollowUpOutcome[]

export function isOutcome(value: unknown): value is FollowUpOutcome {
	return typeof value === 'string' && Object.hasOwn(OUTCOME_LABELS, value)
}

/** The question, in the subject and on the page. */
export function followUpQuestion(name: { first_name: string; last_name: string }): string {
	return `Did ${`${name.first_name} ${name.last_name}`.trim()} get back to you?`
}

export const followUpAnswerPath = (token: string, outcome: FollowUpOutcome) =>
	`/follow-up/${token}?answer=${outcome}`

export const followUpUnsubscribePath = (token: string) => `/follow-up/${token}/unsubscribe`

/** "November 26, 2026": the day a message was written, as the e-mails and pages say it. */
export function writtenOn(date: Date): string {
	return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** "3 days", "2 hours", "20 seconds": FOLLOW_UP_DELAY in words. */
export function delayInWords(ms: number): string {
	const units: [number, string][] = [
		[86_400_000, 'day'],
		[3_600_000, 'hour'],
		[60_000, 'minute'],
		[1000, 'second'],
	]
	for (const [size, unit] of units) {
		if (ms >= size && ms % size === 0) {
			const n = ms / size
			return `${n} ${unit}${n === 1 ? '' : 's'}`
		}
	}
	return `${Math.round(ms / 1000)} seconds`
}
