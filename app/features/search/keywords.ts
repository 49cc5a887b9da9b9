import { findInsurer, OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import { findStateByCode } from '~/platform/reference/states'
import { findTag } from '~/platform/reference/tags'
import { type FacetKey, IDENTITY_FACETS } from './facets'

/**
 * Keyword search's words: how a visitor's text and a profile's labels are cut into tokens, the
 * synonyms and abbreviations that stand for each other, and the one-typo neighbourhood of a word.
 * Pure functions, shared by the index and its tests. See docs/search.md#keyword-search.
 */

/** Words that carry no meaning of their own in a search box (the text's own stop words aside). */
const IGNORED = new Set(
	(
		'a an and are as at be by for from i in is it me my near of on or the to who with ' +
		'therapist therapists therapy counselor counselors counsellor counseling counselling ' +
		'speaks speak speaking takes accepts insurance'
	).split(' '),
)

/** Words of this length or more tolerate one typo (a letter missing, extra, wrong or swapped). */
export const TYPO_MIN_LENGTH = 5

/** Lower case, accents dropped, cut at anything but letters and digits ("LGBTQ+" → "lgbtq"). */
export function tokenize(text: string): string[] {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter(Boolean)
}

/** A light plural folding for labels and the words matched against them ("disorders" → "disorder"). */
export function normalizeToken(token: string): string {
	if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`
	if (token.length > 3 && token.endsWith('s') && !/(ss|us|is)$/.test(token)) return token.slice(0, -1)
	return token
}

/** The words of a visitor's text that can narrow a search, in order, without repeats. */
export function queryWords(text: string): string[] {
	return [...new Set(tokenize(text).filter((t) => !IGNORED.has(t)))]
}

/**
 * Groups of words or phrases that mean the same to a visitor. A word in a group also matches every
 * other member; a phrase matches when all its words do.
 */
const SYNONYM_GROUPS: readonly string[] = [
	'cbt | cognitive behavioral | cognitive behavioural',
	'dbt | dialectical',
	'emdr | eye movement desensitization',
	'ptsd | post traumatic | posttraumatic',
	'ocd | obsessive compulsive',
	'adhd | attention deficit',
	'lgbtq | lgbt | lgbtqia | queer',
	'asl | sign language',
	'couple | marriage | marital | premarital',
	'bpd | borderline',
	'ifs | internal family systems',
	'tbi | brain injury',
	'teletherapy | telehealth | online | virtual',
	'postpartum | perinatal | postnatal',
	'insomnia | sleep',
	'teen | teenager | adolescent',
	'kid | child | children',
	'elderly | senior | geriatric',
	'latino | latina | latinx | hispanic',
	'bcbs | blue cross',
	'trans | transgender',
	'lds | mormon',
]

const SYNONYMS: Map<string, string[][]> = (() => {
	const map = new Map<string, string[][]>()
	for (const line of SYNONYM_GROUPS) {
		const members = line.split('|').map((m) => tokenize(m).map(normalizeToken))
		for (const member of members) {
			if (member.length !== 1) continue
			const others = members.filter((m) => m !== member)
			map.set(member[0], [...(map.get(member[0]) ?? []), ...others])
		}
	}
	return map
})()

/** What a word may match: itself, then its synonyms (each a list of words that must all match). */
export function alternativesOf(word: string): string[][] {
	return [[word], ...(SYNONYMS.get(normalizeToken(word)) ?? [])]
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Every string one edit away: a character deleted, swapped with the next, replaced or inserted. */
export function edits1(word: string): string[] {
	const out = new Set<string>()
	for (let i = 0; i <= word.length; i++) {
		const head = word.slice(0, i)
		const tail = word.slice(i)
		if (tail) out.add(head + tail.slice(1))
		if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2))
		for (const c of LETTERS) {
			if (tail) out.add(head + c + tail.slice(1))
			out.add(head + c + tail)
		}
	}
	out.delete(word)
	return [...out]
}

const IDENTITY_PREFIXES = new Set<string>(Object.values(IDENTITY_FACETS).map((f) => f.prefix))

/** The label a visitor reads for a facet key, or null for keys that are not words (price, availability). */
export function labelOfKey(key: FacetKey): string | null {
	const colon = key.indexOf(':')
	const prefix = key.slice(0, colon)
	const value = key.slice(colon + 1)
	if (prefix === 'tag') return findTag(Number(value))?.label ?? null
	if (prefix === 'state') return findStateByCode(value)?.label ?? null
	if (prefix === 'pay') {
		if (value === SLIDING_SCALE.value) return SLIDING_SCALE.label
		if (value === OUT_OF_POCKET.value) return null
		return findInsurer(value)?.label ?? null
	}
	if (IDENTITY_PREFIXES.has(prefix)) return value
	return null
}

/** The tokens a label is found by (its words, folded; an abbreviation in brackets is one of them). */
export function labelTokens(label: string): string[] {
	return [
		...new Set(
			tokenize(label)
				.filter((t) => !IGNORED.has(t))
				.map(normalizeToken),
		),
	]
}
