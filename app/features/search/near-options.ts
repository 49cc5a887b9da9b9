// Near-a-ZIP search's choices, shared by the listing's form (browser) and the server
// (docs/search.md#near-a-zip-code).

import type { Translate } from '~/lib/i18n'

export const DEFAULT_MILES = 25
export const MIN_MILES = 1
export const MAX_MILES = 100
/** What the miles select offers; the API takes any whole number from 1 to 100. */
export const MILES_CHOICES = [5, 10, 25, 50, 100] as const
/** Upper bounds of the distance bands in miles; past the last is the fifth band (50+). */
export const MILES_BANDS = [5, 10, 25, 50] as const
/** A city page searches this far around the city's centroid. */
export const CITY_MILES = 10

export const ZIP_PATTERN = /^\d{5}$/
export const ZIP_MESSAGE = 'Please enter a 5-digit US ZIP code.'

/** Miles from a URL: a whole number from 1 to 100, or the default. */
export function milesFrom(value: string | null): number {
	const miles = Number(value)
	return Number.isInteger(miles) && miles >= MIN_MILES && miles <= MAX_MILES ? miles : DEFAULT_MILES
}

/** '3.2 mi away' on cards and profiles, in the page's language (app/locales/{en,es}/profile.json). */
export function milesAway(miles: number, t: Translate): string {
	return t('card.milesAway', { miles: miles.toFixed(1) })
}
