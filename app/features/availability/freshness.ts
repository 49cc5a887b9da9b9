import { ENGLISH_I18N, type Translate } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import availabilityEn from '~/locales/en/availability.json'

registerEnglish(availabilityEn)

/**
 * How fresh a provider's availability is, from when they last saved or confirmed it
 * (docs/product.md#availability-freshness). Pure, so cards, profiles, the search ranking and the
 * reminder scheduler share one rule and the browser can import it.
 */

export const DAY_MS = 86_400_000

/** Past this many days unconfirmed a profile ranks after the confirmed ones of its class and shows a notice. */
export const STALE_AFTER_DAYS = 60
/** Past this many days unconfirmed, Accepting is shown as 'Availability unknown' and the profile leaves the sitemap. */
export const UNKNOWN_AFTER_DAYS = 180
/** The first confirmation e-mail goes out this long after the last confirmation… */
export const FIRST_REMINDER_AFTER_DAYS = 30
/** …and one reminder this long after it when unanswered; then none until the provider logs in. */
export const SECOND_REMINDER_AFTER_DAYS = 14

export const STALE_NOTICE = 'This therapist has not confirmed their availability recently.'
export const AVAILABILITY_UNKNOWN = 'Availability unknown'

export type Freshness = {
	/** Whole days since the last confirmation (0 on the day itself). */
	days: number
	/** Unconfirmed for more than STALE_AFTER_DAYS. */
	stale: boolean
	/** Unconfirmed for more than UNKNOWN_AFTER_DAYS. */
	unknown: boolean
	/** 'Availability confirmed this week', '… 3 weeks ago', '… over 2 months ago'. */
	label: string
}

/** A confirmation time as a Date, an ISO string or epoch milliseconds (the search index reads numbers). */
type ConfirmedAt = Date | string | number

function elapsedMs(confirmedAt: ConfirmedAt, now: Date): number {
	const at =
		typeof confirmedAt === 'number'
			? confirmedAt
			: typeof confirmedAt === 'string'
				? Date.parse(confirmedAt)
				: confirmedAt.getTime()
	return Math.max(0, now.getTime() - at)
}

/**
 * The label follows `stale`, never its own cut-off: 'over 2 months' exactly when the notice shows and
 * the profile ranks after the confirmed ones (docs/product.md#availability-freshness). In the page's
 * language on visitor pages (app/locales/{en,es}/availability.json).
 */
export function confirmedLabel(days: number, stale: boolean, words: { t: Translate } = ENGLISH_I18N): string {
	// A listing asks for twenty of these per page, a few dozen distinct ones in all: each message is
	// formatted once per language (docs/benchmarks.md, uncached listing pages).
	let made = labelsMade.get(words)
	if (!made) {
		made = new Map()
		labelsMade.set(words, made)
	}
	const key = stale ? -1 - days : days
	let label = made.get(key)
	if (label === undefined) {
		label = formatConfirmed(days, stale, words)
		if (made.size < 2048) made.set(key, label)
	}
	return label
}
const labelsMade = new WeakMap<object, Map<number, string>>()

function formatConfirmed(days: number, stale: boolean, words: { t: Translate }): string {
	if (!stale) {
		if (days < 7) return words.t('availability.thisWeek')
		return words.t('availability.weeksAgo', { weeks: Math.floor(days / 7) })
	}
	if (days < 365) return words.t('availability.monthsAgo', { months: Math.max(2, Math.floor(days / 30)) })
	return words.t('availability.yearAgo')
}

/**
 * The one freshness rule: "over N days" is measured to the millisecond (60 days and 1 hour is over 60
 * days), so the label, the stale notice, the rank (search/provider-encoder.ts) and the sitemap's cut-off
 * change at the same instant.
 */
export function freshnessOf(confirmedAt: ConfirmedAt, now: Date): Freshness {
	const flags = freshnessFlags(confirmedAt, now)
	return { ...flags, label: confirmedLabel(flags.days, flags.stale) }
}

/** freshnessOf without the label (the search index reads a million of these at start-up). */
export function freshnessFlags(confirmedAt: ConfirmedAt, now: Date): Omit<Freshness, 'label'> {
	const elapsed = elapsedMs(confirmedAt, now)
	return {
		days: Math.floor(elapsed / DAY_MS),
		stale: elapsed > STALE_AFTER_DAYS * DAY_MS,
		unknown: elapsed > UNKNOWN_AFTER_DAYS * DAY_MS,
	}
}

/** What visitors see as a provider's availability: Accepting becomes 'Availability unknown' once unconfirmed too long. */
export type ShownAvailability =
	| 'Accepting New Clients'
	| 'Waitlist for New Clients'
	| 'Not Accepting New Clients'
	| typeof AVAILABILITY_UNKNOWN
/** A provider's own value (the schema's AVAILABILITY). */
export type Availability = Exclude<ShownAvailability, typeof AVAILABILITY_UNKNOWN>

/**
 * The availability a visitor is shown (docs/product.md#availability-freshness). Only Accepting turns
 * into 'Availability unknown': a stale Waitlist or Not Accepting promises less, so it stays. The owner
 * always sees their own value; contact still follows the stored value.
 */
export function shownAvailability(
	availability: Availability,
	freshness: Pick<Freshness, 'unknown'>,
): ShownAvailability {
	return availability === 'Accepting New Clients' && freshness.unknown ? AVAILABILITY_UNKNOWN : availability
}
