// Display rules for provider data (docs/product.md#display). Pure functions: used by pages, cards, e-mails and meta.
import { PHOTO_SIZES, type PhotoSize, photoRenditionKey, STORED_PHOTO_KEY } from '~/platform/media/photo-keys'
import { truncate } from '~/lib/meta'

const HEADLINE_MAX = 50

/** (AAA) BBB-CCCC for 10 digits, or 11 digits starting with 1; any other length as entered. */
export function formatPhone(phone: string): string {
	const digits = phone.replace(/\D/g, '')
	const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
	if (ten.length !== 10) return phone.trim()
	return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`
}

/** The tel: URL for a phone number (US numbers get +1). */
export function phoneHref(phone: string): string {
	const digits = phone.replace(/\D/g, '')
	if (digits.length === 10) return `tel:+1${digits}`
	if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
	return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

/** First and last name, or N/A without a first name. */
export function displayName(p: { first_name: string; last_name: string }): string {
	const first = p.first_name.trim()
	if (!first) return 'N/A'
	return `${first} ${p.last_name.trim()}`.trim()
}

/** Up to two letters for the avatar placeholder. */
export function initials(p: { first_name: string; last_name: string }): string {
	const letters = `${p.first_name.trim().charAt(0)}${p.last_name.trim().charAt(0)}`.toUpperCase()
	return letters || '?'
}

export function displayHeadline(headline: string): string {
	return truncate(headline, HEADLINE_MAX)
}

/** An uploaded photo (or a demo avatar) is a key base with one WebP file per size. */
const PHOTO_KEY = STORED_PHOTO_KEY

/** A photo's URL at a given width (uploaded photos have 96, 256 and 512 px renditions). */
export function photoUrl(photo: string | null, size: PhotoSize = 256): string | null {
	if (!photo) return null
	if (photo.startsWith('/') || /^https?:\/\//.test(photo)) return photo
	if (PHOTO_KEY.test(photo)) return `/media/${photoRenditionKey(photo, size)}`
	return `/media/${photo}`
}

/**
 * srcset of an uploaded photo's renditions up to `upTo` px wide (what the rendered size can use at
 * 4× density), or undefined for other photos.
 */
export function photoSrcSet(photo: string | null, upTo: PhotoSize = 512): string | undefined {
	if (!photo || !PHOTO_KEY.test(photo)) return undefined
	return PHOTO_SIZES.filter((size) => size <= upTo)
		.map((size) => `/media/${photoRenditionKey(photo, size)} ${size}w`)
		.join(', ')
}

/** The canonical public path of a profile. */
export function profilePath(p: { url_tag: string; short_id: number }): string {
	return p.url_tag ? `/therapist/${encodeURIComponent(p.url_tag)}/${p.short_id}` : `/therapist/${p.short_id}`
}

type TextCut = { text: string; isCut: boolean }

/** Long-text rule (docs/product.md#display): cut past `maxChars` characters or `maxLines` lines, on a word boundary. */
export function cutText(text: string, maxChars: number, maxLines: number): TextCut {
	const clean = text.trim()
	const lines = clean.split('\n')
	let head = lines.length > maxLines ? lines.slice(0, maxLines).join('\n') : clean
	if (head.length > maxChars) {
		const slice = head.slice(0, maxChars)
		const lastSpace = slice.search(/\s\S*$/)
		head = lastSpace > maxChars * 0.6 ? slice.slice(0, lastSpace) : slice
	}
	if (head.length >= clean.length) return { text: clean, isCut: false }
	return { text: `${head.replace(/[\s.,;:!?-]+$/, '')}…`, isCut: true }
}

export const LONG_TEXT = { maxChars: 1000, maxLines: 10 } as const
export const SHORT_TEXT = { maxChars: 200, maxLines: 5 } as const

/** A provider's website as a safe http(s) URL (bare domains get https://), or null. */
export function websiteUrl(link: string): URL | null {
	const trimmed = link.trim()
	if (!trimmed) return null
	try {
		const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`)
		return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
	} catch {
		return null
	}
}

// Whole numbers are grouped here, not by Intl.NumberFormat: a page's first NumberFormat costs the
// browser 30-45 ms (loading the number data), the longest step of a listing's start on this machine
// (docs/benchmarks.md, Lighthouse). Other numbers use one formatter, made when first needed (not per
// call: a listing prints about 150 counts). Every page's shell loads this module.
let fractional: Intl.NumberFormat | undefined

/** 12345 → '12,345', as Intl.NumberFormat('en-US') writes it, the same on the server and in the browser. */
export function formatCount(n: number): string {
	if (!Number.isSafeInteger(n)) {
		fractional ??= new Intl.NumberFormat('en-US')
		return fractional.format(n)
	}
	const digits = String(Math.abs(n))
	const head = digits.length % 3 || 3
	let grouped = digits.slice(0, head)
	for (let at = head; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`
	return n < 0 ? `-${grouped}` : grouped
}

/** '1 result', '12,345 results': the noun agrees with the number. */
export function formatCountOf(n: number, one: string, many: string): string {
	return `${formatCount(n)} ${n === 1 ? one : many}`
}
