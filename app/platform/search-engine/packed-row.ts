/**
 * A row as the search index reads it: one text, its fields split by \x1e and list values by \x1f
 * (its definition's rowText; the directory's: app/features/search/index-definition.server.ts,
 * drizzle/0010_index_row.sql). A build reads a million of them: they are read in place, character
 * by character, and each distinct value is found by its characters in a dictionary of the build, so
 * no string is made per field or per value (splitting each row into some thirty strings and finding
 * each list by its text made a boot's encoding about a third longer:
 * docs/benchmarks.md#boot-at-1000000-providers).
 */

export const PACK_FIELD = '\x1e'
export const PACK_VALUE = '\x1f'
const VALUE_CODE = PACK_VALUE.charCodeAt(0)
const DIGIT_0 = 48
const DIGIT_9 = 57
const DOT = 46
const LETTER_T = 116
/** Digits a whole number may have and still be read exactly (below 2^53). */
const MAX_DIGITS = 15

/** FNV-1a, 32 bits: a hash of a span's characters, one character at a time (hashStep). */
const HASH_START = 0x811c9dc5
const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, 0x01000193)

function hashSpan(text: string, from: number, to: number): number {
	let hash = HASH_START
	for (let i = from; i < to; i++) hash = hashStep(hash, text.charCodeAt(i))
	return hash
}

type Entry<T> = { key: string; value: T; next: Entry<T> | null }

/**
 * Values by the text of a span of a row: each distinct text is made into its value once (`make`),
 * and found again by a hash of its characters, checked character by character.
 */
export class SpanMap<T> {
	private readonly byHash = new Map<number, Entry<T>>()
	constructor(private readonly make: (key: string) => T) {}

	get(text: string, from: number, to: number): T {
		return this.find(hashSpan(text, from, to), text, from, to)
	}

	/** `get`, the span's hash already made (RowText.valueHash). */
	find(hash: number, text: string, from: number, to: number): T {
		const first = this.byHash.get(hash)
		for (let entry: Entry<T> | null = first ?? null; entry; entry = entry.next)
			if (entry.key.length === to - from && text.startsWith(entry.key, from)) return entry.value
		// A copy: a slice would hold on to the whole row.
		const key = text.slice(from, to).split('').join('')
		const value = this.make(key)
		this.byHash.set(hash, { key, value, next: first ?? null })
		return value
	}
}

/** A cursor over one row text: each read takes the next field. */
export class RowText {
	text = ''
	/** The current field is text[from, to). */
	from = 0
	to = -1
	/** In a list (list(), nextValue()): the current value is text[valueFrom, valueTo). */
	valueFrom = 0
	valueTo = -1
	/** The current value's hash (SpanMap.find's), and its number: NaN unless it is plain digits. */
	valueHash = HASH_START
	valueNumber = Number.NaN

	/** Starts a row; the first read takes its first field. */
	start(text: string): this {
		this.text = text
		this.to = -1
		return this
	}

	/** Moves to the next field; returns where it begins. */
	next(): number {
		this.from = this.to + 1
		const end = this.text.indexOf(PACK_FIELD, this.from)
		this.to = end < 0 ? this.text.length : end
		return this.from
	}

	/** The rest of the row as one field, separators and all (the city: free text, last). */
	rest(): number {
		this.from = this.to + 1
		this.to = this.text.length
		return this.from
	}

	/** The next field as a whole number, null when empty (Number's reading when not plain digits). */
	int(): number | null {
		this.next()
		const { text, from, to } = this
		if (from === to) return null
		if (to - from > MAX_DIGITS) return Number(text.slice(from, to))
		let value = 0
		for (let i = from; i < to; i++) {
			const c = text.charCodeAt(i)
			if (c < DIGIT_0 || c > DIGIT_9) return Number(text.slice(from, to))
			value = value * 10 + (c - DIGIT_0)
		}
		return value
	}

	/** The next field, seconds since the epoch with a fraction, as whole milliseconds (truncated). */
	epochMs(): number {
		this.next()
		const { text, from, to } = this
		let seconds = 0
		let fraction = 0
		let fractionDigits = 0
		let dot = -1
		let plain = to > from && to - from <= 2 * MAX_DIGITS
		for (let i = from; plain && i < to; i++) {
			const c = text.charCodeAt(i)
			if (c === DOT && dot < 0 && i > from) dot = i
			else if (c < DIGIT_0 || c > DIGIT_9 || (dot < 0 && i - from >= MAX_DIGITS - 3)) plain = false
			else if (dot < 0) seconds = seconds * 10 + (c - DIGIT_0)
			else if (fractionDigits < 3) {
				fraction = fraction * 10 + (c - DIGIT_0)
				fractionDigits++
			}
		}
		// A sign or an exponent: read as a number (a float's text form depends on its size).
		if (!plain) return Math.trunc(Number(text.slice(from, to)) * 1000)
		return seconds * 1000 + fraction * 10 ** (3 - fractionDigits)
	}

	/** The next field as PostgreSQL's boolean text ('true' or 'false'). */
	bool(): boolean {
		this.next()
		return this.to > this.from && this.text.charCodeAt(this.from) === LETTER_T
	}

	/** The next field's value in `map`. */
	value<T>(map: SpanMap<T>): T {
		this.next()
		return map.get(this.text, this.from, this.to)
	}

	/** Takes the next field as a list (values split by \x1f): nextValue() then moves to each value. */
	list(): void {
		this.next()
		this.valueTo = this.from - 1
	}

	/**
	 * Moves to the list's next value, its hash and its number made as its characters go by; false
	 * past the last one (an empty field has none).
	 */
	nextValue(): boolean {
		const { text, to } = this
		const from = this.valueTo + 1
		if (from > to || this.from === to) return false
		let hash = HASH_START
		let number = 0
		let end = from
		for (; end < to; end++) {
			const c = text.charCodeAt(end)
			if (c === VALUE_CODE) break
			hash = hashStep(hash, c)
			number = c >= DIGIT_0 && c <= DIGIT_9 ? number * 10 + (c - DIGIT_0) : Number.NaN
		}
		this.valueFrom = from
		this.valueTo = end
		this.valueHash = hash
		this.valueNumber = end > from ? number : Number.NaN
		return true
	}
}
