import type { FollowUpOutcome } from '~/db/schema/follow-ups'
import type { Locale, Translate } from '~/lib/i18n'

// The follow-up's answers as they appear in its links (`?answer=not-yet`) and on its page
// (docs/product.md#follow-ups). No server code: the answer page's browser code imports it. The words
// are in the catalogs (app/locales/{en,es}/followups.json: `followups.outcome.{answer}`).

/** The four answers, in the e-mail's order. */
export const OUTCOMES = ['yes', 'not-yet', 'not-taking', 'cost'] as const satisfies readonly FollowUpOutcome[]

export function isOutcome(value: unknown): value is FollowUpOutcome {
	return typeof value === 'string' && (OUTCOMES as readonly string[]).includes(value)
}

/** An answer's words, as the e-mail's link and the page's button say it. */
export const outcomeLabel = (t: Translate, outcome: FollowUpOutcome) => t(`followups.outcome.${outcome}`)

/** The question, in the subject and on the page. */
export function followUpQuestion(t: Translate, name: { first_name: string; last_name: string }): string {
	return t('followups.question', { name: `${name.first_name} ${name.last_name}`.trim() })
}

export const followUpAnswerPath = (token: string, outcome: FollowUpOutcome) =>
	`/follow-up/${token}?answer=${outcome}`

export const followUpUnsubscribePath = (token: string) => `/follow-up/${token}/unsubscribe`

/** "November 26, 2026" / "26 de noviembre de 2026": the day a message was written, as e-mails and pages say it. */
export function writtenOn(date: Date, locale: Locale = 'en'): string {
	return date.toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	})
}

/** "3 days", "2 hours", "20 seconds": FOLLOW_UP_DELAY in words. */
export function delayInWords(t: Translate, ms: number): string {
	const units: [number, string][] = [
		[86_400_000, 'day'],
		[3_600_000, 'hour'],
		[60_000, 'minute'],
		[1000, 'second'],
	]
	for (const [size, unit] of units) {
		if (ms >= size && ms % size === 0) return t(`followups.delay.${unit}`, { count: ms / size })
	}
	return t('followups.delay.second', { count: Math.round(ms / 1000) })
}
