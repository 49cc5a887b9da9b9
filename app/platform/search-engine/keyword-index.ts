import { Bitset, type BitsetPool } from './bitset'
import type { Vocabulary } from './definition'
import type { FacetKey } from './index-query'

/**
 * The keyword side of the search index (docs/search.md#keyword-search). A visitor's word matches a
 * provider through:
 * - a label the provider has (specialty, approach, language, insurer, identity, age group, state):
 *   the label's tokens point to its facet bitset, so "spanish" is the Language filter's own set;
 * - the city, the ZIP (and, more loosely, the ZIP's first three digits: its neighbourhood);
 * - the name, and the words of the headline and summary (PostgreSQL's English stems);
 * - a synonym or abbreviation of the word, and, for an unknown word of five letters or more, any
 *   vocabulary entry one edit away.
 * Every word must match. Matches through a label, a place or the name are "strong": they rank
 * ahead of matches found only in the text or through a typo, within each availability class.
 * Which words stand for which, and a key's label, are the product's (its definition's Vocabulary).
 */

type Postings = Bitset | Int32Array

function addTo(target: Bitset, postings: Postings | number[] | undefined): void {
	if (!postings) return
	if (postings instanceof Bitset) {
		target.orWith(postings)
		return
	}
	for (let i = 0; i < postings.length; i++) target.set(postings[i])
}

/** The sparse keys of a provider's office are its city's, its ZIP's and its ZIP area's (first three digits). */

/** The city's place key ('city:saint louis'), null without one. */
export function cityPlaceKey(city: string, tokenize: Vocabulary['tokenize']): string | null {
	const cityWords = tokenize(city).join(' ')
	return cityWords ? `city:${cityWords}` : null
}

/** The ZIP's place keys: the ZIP and its area, none for anything but five digits. */
export function zipPlaceKeys(zip: string): string[] {
	const digits = zip.trim().slice(0, 5)
	return /^\d{5}$/.test(digits) ? [`zip:${digits}`, `zip3:${digits.slice(0, 3)}`] : []
}

/**
 * Word → positions while the word index is built: a growing typed list per word, turned into a
 * bitset as soon as it holds capacity/32 positions (from there a bitset is the smaller of the two),
 * so the build never holds more than the finished index (docs/search.md#building-the-index).
 */
export class PostingsBuilder {
	private readonly lists = new Map<string, { ints: Int32Array; n: number } | Bitset>()
	private readonly denseFrom: number
	constructor(private readonly capacity: number) {
		this.denseFrom = Math.max(1, Math.ceil(capacity / 32))
	}
	get size(): number {
		return this.lists.size
	}
	add(token: string, position: number): void {
		const list = this.lists.get(token)
		if (list === undefined) {
			const ints = new Int32Array(4)
			ints[0] = position
			this.lists.set(token, { ints, n: 1 })
		} else if (list instanceof Bitset) list.set(position)
		else if (list.ints[list.n - 1] !== position) {
			if (list.n + 1 >= this.denseFrom) {
				const bits = new Bitset(this.capacity)
				for (let i = 0; i < list.n; i++) bits.set(list.ints[i])
				bits.set(position)
				this.lists.set(token, bits)
				return
			}
			if (list.n === list.ints.length) {
				const grown = new Int32Array(list.n * 2)
				grown.set(list.ints)
				list.ints = grown
			}
			list.ints[list.n++] = position
		}
	}
	/** The postings: a bitset for common words, a list of exactly its length for rare ones. */
	done(): Map<string, Postings> {
		const out = new Map<string, Postings>()
		for (const [token, list] of this.lists) {
			out.set(token, list instanceof Bitset ? list : list.ints.slice(0, list.n))
		}
		this.lists.clear()
		return out
	}
}

type KeywordContext = {
	capacity: number
	/** Where the match's sets come from and its scratch sets go back to. */
	pool: BitsetPool
	facets: Map<FacetKey, Bitset>
	/** Positions patched since the text postings were built: their text is asked of the database. */
	textStale: Bitset
	/** How many positions textStale holds (an upper bound: a position patched twice counts twice). */
	textStaleCount: number
	/** PostgreSQL's English stems of each token. */
	stems(tokens: string[]): Promise<Map<string, string[]>>
	/** Positions (among `positions`, or among all providers when null) whose text matches the tsquery. */
	textInDb(tsquery: string, positions: number[] | null): Promise<number[]>
}

export type KeywordMatch = { matched: Bitset; strong: Bitset }

/**
 * A word's alternatives grouped for matching: the one-token ones together (prefix []), and phrases
 * that share all but their last word as one group each ('cognitive behavioral', 'cognitive
 * behavioural' → prefix ['cognitive'], lasts ['behavioral', 'behavioural']).
 */
export function phraseGroups(alternatives: string[][]): { prefix: string[]; lasts: string[] }[] {
	const groups = new Map<string, { prefix: string[]; lasts: string[] }>()
	for (const tokens of alternatives) {
		const prefix = tokens.slice(0, -1)
		const key = prefix.join(' ')
		const group = groups.get(key)
		if (group) group.lasts.push(tokens[tokens.length - 1])
		else groups.set(key, { prefix, lasts: [tokens[tokens.length - 1]] })
	}
	return [...groups.values()]
}

const quote = (stem: string) => `'${stem.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`

/** At most this many place keys per provider (city, ZIP, ZIP area). */
const PLACES_PER_ROW = 3

export class KeywordIndex {
	/** City, ZIP and ZIP-area keys → positions (too many values for a bitset each). */
	readonly places = new Map<string, number[]>()
	/** The same lists by number, and each position's lists by number (-1: none): no array per provider. */
	private readonly placeLists: number[][] = []
	private readonly placeIds = new Map<string, number>()
	private readonly placeNames: string[] = []
	private placesAt: Int32Array
	/** Stems of name, headline and summary → positions; null until built. */
	words: Map<string, Postings> | null = null
	/** Name tokens → positions; null until built. */
	names: Map<string, Postings> | null = null
	private labels = new Map<string, FacetKey[]>()
	private labelsFor = -1

	constructor(
		capacity: number,
		private readonly vocabulary: Vocabulary,
	) {
		this.placesAt = new Int32Array(capacity * PLACES_PER_ROW).fill(-1)
	}

	place(position: number, keys: readonly string[]): void {
		const ids = this.scratch
		ids.length = 0
		for (let k = 0; k < keys.length && k < PLACES_PER_ROW; k++) ids.push(this.placeId(keys[k]))
		this.placeAt(position, ids, 0, ids.length)
	}
	private readonly scratch: number[] = []

	/** A place key's number (placeAt takes numbers: a build places a million rows without a lookup by name). */
	placeId(key: string): number {
		let id = this.placeIds.get(key)
		if (id === undefined) {
			id = this.placeLists.length
			this.placeIds.set(key, id)
			this.placeLists.push([])
			this.placeNames.push(key)
		}
		return id
	}

	/** `place` with the keys' numbers (placeId): ids[from .. to), where -1 is none. */
	placeAt(position: number, ids: ArrayLike<number>, from: number, to: number): void {
		if ((position + 1) * PLACES_PER_ROW > this.placesAt.length) {
			const grown = new Int32Array(Math.max(1024, (position + 1) * 2) * PLACES_PER_ROW).fill(-1)
			grown.set(this.placesAt)
			this.placesAt = grown
		}
		const at = position * PLACES_PER_ROW
		for (let k = 0; k < PLACES_PER_ROW; k++) {
			const id = from + k < to ? ids[from + k] : -1
			if (id < 0) {
				this.placesAt[at + k] = -1
				continue
			}
			const list = this.placeLists[id]
			if (list.length === 0) this.places.set(this.placeNames[id], list)
			list.push(position)
			this.placesAt[at + k] = id
		}
	}

	unplace(position: number): void {
		for (let k = 0; k < PLACES_PER_ROW; k++) {
			const id = this.placesAt[position * PLACES_PER_ROW + k] ?? -1
			if (id < 0) continue
			const list = this.placeLists[id]
			const at = list.indexOf(position)
			if (at >= 0) {
				list[at] = list[list.length - 1]
				list.pop()
			}
			this.placesAt[position * PLACES_PER_ROW + k] = -1
		}
	}

	/** Label token → the facet or place keys whose label has it; rebuilt when new keys appear. */
	private labelVocabulary(facets: Map<FacetKey, Bitset>): Map<string, FacetKey[]> {
		const { labelOfKey, labelTokens } = this.vocabulary
		const size = facets.size + this.places.size
		if (size === this.labelsFor) return this.labels
		const labels = new Map<string, FacetKey[]>()
		const add = (token: string, key: FacetKey) => {
			const list = labels.get(token)
			if (list) list.push(key)
			else labels.set(token, [key])
		}
		for (const key of facets.keys()) {
			const label = labelOfKey(key)
			if (label) for (const token of labelTokens(label)) add(token, key)
		}
		for (const key of this.places.keys()) {
			if (key.startsWith('city:')) for (const token of labelTokens(key.slice(5))) add(token, key)
			else if (key.startsWith('zip:')) add(key.slice(4), key)
		}
		this.labels = labels
		this.labelsFor = size
		return labels
	}

	private addKey(target: Bitset, key: FacetKey, facets: Map<FacetKey, Bitset>): void {
		addTo(target, facets.get(key) ?? this.places.get(key))
	}

	/** Providers matching every word of the text, and those matching each word strongly; null: no words. */
	async match(text: string, ctx: KeywordContext): Promise<KeywordMatch | null> {
		const { queryWords, alternativesOf, typoMinLength } = this.vocabulary
		const words = queryWords(text)
		if (words.length === 0) return null
		const plans = words.map((word) => ({ word, alternatives: alternativesOf(word) }))
		const stems = await ctx.stems([...new Set(plans.flatMap((p) => p.alternatives.flat()))])
		const labels = this.labelVocabulary(ctx.facets)
		const cap = ctx.capacity
		const take = () => ctx.pool.take(cap)
		const give = (...sets: (Bitset | null)[]) => {
			for (const set of sets) ctx.pool.give(set)
		}
		// Most often none: the snapshot counts them, sparing a pass over the directory's size (issue 48).
		const stale = this.words && ctx.textStaleCount > 0 ? ctx.textStale.slice(0, cap) : []
		let matched: Bitset | null = null
		let strong: Bitset | null = null
		for (const { word, alternatives } of plans) {
			const all = take()
			const wordStrong = take()
			const structural = take()
			let known = false
			const tsAlternatives: string[] = []
			// The text's query (for rows changed since the word index): each alternative's stems.
			for (const tokens of alternatives) {
				const tokenStems = tokens.map((token) => stems.get(token) ?? [])
				if (tokenStems.every((s) => s.length > 0))
					tsAlternatives.push(tokenStems.map((s) => `(${s.map(quote).join(' | ')})`).join(' & '))
			}
			// The sets: one-token alternatives (the usual case) add straight to the word's sets, which keep
			// structural ⊆ strong ⊆ all; phrases that differ only in their last word are one intersection,
			// 'cognitive ∧ (behavioral ∨ behavioural)', each word read once (the `cbt` query at 1,000,000:
			// docs/benchmarks.md). Each set is the directory's size.
			for (const { prefix, lasts } of phraseGroups(alternatives)) {
				if (prefix.length === 0) {
					for (const token of lasts) {
						const found = this.addToken(token, { structural, strong: wordStrong, all }, stems, labels, ctx)
						if (token === word) known ||= found
					}
					continue
				}
				const group = { structural: take(), strong: take(), all: take() }
				for (const token of lasts) this.addToken(token, group, stems, labels, ctx)
				for (const token of prefix) {
					const part = { structural: take(), strong: take(), all: take() }
					this.addToken(token, part, stems, labels, ctx)
					group.all.andWith(part.all)
					group.strong.andWith(part.strong)
					group.structural.andWith(part.structural)
					give(part.all, part.strong, part.structural)
				}
				all.orWith(group.all)
				wordStrong.orWith(group.strong)
				structural.orWith(group.structural)
				give(group.all, group.strong, group.structural)
			}
			// A ZIP also finds its neighbourhood (same first three digits), after the ZIP itself.
			if (/^\d{5}$/.test(word)) {
				addTo(all, this.places.get(`zip3:${word.slice(0, 3)}`))
				known ||= this.places.has(`zip3:${word.slice(0, 3)}`)
			}
			// Providers a typo reaches through a label (a filter's own set) hold however recently they changed.
			let typoLabels: Bitset | null = null
			if (!known && word.length >= typoMinLength) {
				typoLabels = take()
				known = this.addTypos(all, typoLabels, word, stems, labels, ctx)
			}
			const tsquery = tsAlternatives.map((a) => `(${a})`).join(' | ')
			// A word PostgreSQL drops (a stop word) that nothing else knows cannot narrow the search.
			if (!known && !tsquery && !(stems.get(word)?.length ?? 0)) {
				give(all, wordStrong, structural, typoLabels)
				continue
			}
			if (tsquery && !this.words) {
				for (const p of await ctx.textInDb(tsquery, null)) all.set(p)
			} else if (stale.length) {
				for (const p of stale) {
					if (!structural.has(p) && !typoLabels?.has(p)) all.clear(p)
					wordStrong.clear(p)
				}
				if (tsquery) for (const p of await ctx.textInDb(tsquery, stale)) all.set(p)
				for (const p of stale) if (structural.has(p)) wordStrong.set(p)
			}
			give(structural, typoLabels)
			if (matched && strong) {
				matched.andWith(all)
				strong.andWith(wordStrong)
				give(all, wordStrong)
			} else {
				matched = all
				strong = wordStrong
			}
		}
		return matched && strong ? { matched, strong } : null
	}

	/**
	 * Adds what one token reaches to the three sets: its labels' sets (structural), the names that
	 * are it (strong), its stems' words in the text (all), keeping structural ⊆ strong ⊆ all.
	 * Whether it reached anything.
	 */
	private addToken(
		token: string,
		sets: { structural: Bitset; strong: Bitset; all: Bitset },
		stems: Map<string, string[]>,
		labels: Map<string, FacetKey[]>,
		ctx: KeywordContext,
	): boolean {
		const keys = labels.get(this.vocabulary.normalizeToken(token)) ?? labels.get(token) ?? []
		for (const key of keys) this.addKey(sets.structural, key, ctx.facets)
		const name = this.names?.get(token)
		addTo(sets.strong.orWith(sets.structural), name)
		const postings = (stems.get(token) ?? []).map((s) => this.words?.get(s)).filter(Boolean)
		for (const p of postings) addTo(sets.all, p)
		sets.all.orWith(sets.strong)
		return keys.length > 0 || name !== undefined || postings.length > 0
	}

	/** Adds everything one edit away from the word; whether anything was found. */
	private addTypos(
		target: Bitset,
		labelHits: Bitset,
		word: string,
		stems: Map<string, string[]>,
		labels: Map<string, FacetKey[]>,
		ctx: KeywordContext,
	): boolean {
		const { edits1, normalizeToken } = this.vocabulary
		const before = target.count()
		for (const candidate of edits1(normalizeToken(word))) {
			for (const key of labels.get(candidate) ?? []) this.addKey(labelHits, key, ctx.facets)
		}
		target.orWith(labelHits)
		for (const candidate of edits1(word)) addTo(target, this.names?.get(candidate))
		if (this.words) {
			for (const stem of stems.get(word) ?? []) {
				for (const candidate of edits1(stem)) addTo(target, this.words.get(candidate))
			}
		}
		return target.count() > before
	}
}
