import { type RowText, SpanMap } from './packed-row'

/**
 * What a build asks of a row: its keys, places, office and rank, as small integers into per-build
 * dictionaries (docs/search.md#building-the-index). The product's encoder reads its rows' fields
 * (app/features/search/provider-encoder.ts) with the tools here and packed-row.ts: every distinct
 * value is turned into its key once per build and then found by its characters, so no string is
 * made per row.
 */

/** Strings ↔ small integers: each facet key, place key and city is held once per build. */
export class Dictionary {
	private readonly ids = new Map<string, number>()
	readonly names: string[] = []
	id(name: string): number {
		let id = this.ids.get(name)
		if (id === undefined) {
			id = this.names.length
			this.ids.set(name, id)
			this.names.push(name)
		}
		return id
	}
	/** The id of a name already seen (no new id). */
	find(name: string): number | undefined {
		return this.ids.get(name)
	}
}

/** One row, encoded (reused from row to row: copy what you keep). */
export type EncodedRow = {
	short_id: number
	/** Where the row's id (a UUID, 36 characters) begins in the row's text. */
	idAt: number
	/** Facet key ids (`facetKeys`). */
	keyIds: number[]
	/** Place key ids (`placeKeys`: keyword-index.ts, cityPlaceKey and zipPlaceKeys), at most three. */
	placeIds: number[]
	/** The office's city (an id in `cities`), -1 without an office. */
	cityId: number
	/** The office's point (zip-geography.server.ts), -1 without an office. */
	point: number
	/**
	 * The rank: by group (0–31) first, then by shuffle (a 32-bit number), then in the order the rows
	 * are read (short id order).
	 */
	rankGroup: number
	rankShuffle: number
}

/** Reads row texts into keys (one per build and per worker thread: it keeps its dictionaries). */
export interface RowEncoder {
	readonly facetKeys: Dictionary
	readonly placeKeys: Dictionary
	readonly cities: Dictionary
	/** A row's text → its keys, places, office and rank, as of `now` (the rotation of `day`: dayOf). */
	encode(text: string, day: string, now: Date): EncodedRow
	/** Lets the build's lookups go once it is done (later patches are a few rows: they fill them again). */
	forgetLookups(): void
}

type ListValue = { id: number; value: string }
/** Tag ids read as numbers below this (larger ones, or not plain digits, by their text). */
const NUMBERS_BELOW = 1_000_000

/**
 * One list field: each distinct value keyed once per build. Lists of numbers (tag ids: most of a
 * row's values) are found by their number; other values by their characters.
 */
export class ListField {
	private readonly values: SpanMap<ListValue>
	/** By number, for the lists of numbers. */
	private readonly byNumber: Array<ListValue | undefined> | null
	constructor(key: (value: string) => string, keys: Dictionary, numbers: boolean) {
		this.values = new SpanMap((value) => ({ id: keys.id(key(value)), value }))
		this.byNumber = numbers ? [] : null
	}

	/** Reads the row's next field, a list: its key ids into `ids`, its values into `texts` if given; returns how many. */
	read(row: RowText, ids: number[], texts?: string[]): number {
		const byNumber = this.byNumber
		let count = 0
		row.list()
		while (row.nextValue()) {
			const byTag = byNumber !== null && row.valueNumber < NUMBERS_BELOW
			let value = byTag ? byNumber[row.valueNumber] : undefined
			if (!value) {
				value = this.values.find(row.valueHash, row.text, row.valueFrom, row.valueTo)
				if (byTag) byNumber[row.valueNumber] = value
			}
			ids.push(value.id)
			texts?.push(value.value)
			count++
		}
		return count
	}
}
