// Intl.DateTimeFormat objects are costly to make and cheap to use: each locale and set of options is
// made once and kept (the cards' days, the consultations' times and days in a zone).
const made = new Map<string, Intl.DateTimeFormat>()

/** The one formatter of a locale tag and these options (a time zone among them). */
export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${tag} ${JSON.stringify(options)}`
	let found = made.get(key)
	if (!found) {
		found = new Intl.DateTimeFormat(tag, options)
		made.set(key, found)
	}
	return found
}
