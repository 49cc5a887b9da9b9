/**
 * Personal data and secrets taken out of text before it leaves the process: log messages, error
 * reports (docs/product.md#logs-metrics-and-error-reports). Used on the server and in the browser.
 */

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi
/** Values of query parameters that carry a secret (sign-in links, reset links, unsubscribe links). */
const SECRET_PARAM =
	/([?&;](?:token|code|key|secret|password|signature|sig|session|auth)[^=&#\s]*=)[^&#\s"']+/gi
/** Where a visitor searched from (docs/search.md#near-a-zip-code): a ZIP or coordinates are theirs. */
const PLACE_PARAM = /([?&;](?:near|lat|lng|latitude|longitude)=)[^&#\s"']+/gi
const BEARER = /\b(bearer|basic)\s+[\w.~+/-]+=*/gi
/**
 * A run of 32+ URL-safe characters mixing upper and lower case: our tokens and MACs are 43
 * base64url characters. UUIDs and hex digests (lower case only) are kept: they are ids, not secrets.
 */
const TOKEN_LIKE = /[\w-]{32,}/g
/**
 * Drizzle's "Failed query: … params: …" quotes every value of the query (a message, a name): all of
 * it up to the stack's first frame, since a value may span lines.
 */
const QUERY_PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/

const EMAIL_MARK = '[email]'
const SECRET_MARK = '[redacted]'

export function scrubText(text: string): string {
	return text
		.replace(QUERY_PARAMS, `$1${SECRET_MARK}`)
		.replace(EMAIL, EMAIL_MARK)
		.replace(SECRET_PARAM, `$1${SECRET_MARK}`)
		.replace(PLACE_PARAM, `$1${SECRET_MARK}`)
		.replace(BEARER, `$1 ${SECRET_MARK}`)
		.replace(TOKEN_LIKE, (run) => (/[A-Z]/.test(run) && /[a-z]/.test(run) ? SECRET_MARK : run))
}

/** A URL without its query string and fragment, scrubbed (a path may carry a token: /unsubscribe/…). */
export function scrubUrl(url: string): string {
	return scrubText(url.replace(/[?#].*$/s, ''))
}

/** Crawlers, link previews, audits and headless browsers: never traced, never reported (product spec §9). */
const BOT_USER_AGENT =
	/bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|ptst|curl\/|wget|python-requests|httpclient|monitor/i

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
	return !userAgent || BOT_USER_AGENT.test(userAgent)
}
