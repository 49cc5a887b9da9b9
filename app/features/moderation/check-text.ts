import { KEYWORD_GROUPS } from './keywords'

type KeywordHit = { keyword: string; reason: string }

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A phrase as a pattern: spaces and hyphens inside it match any run of spaces or hyphens. */
function phrasePattern(phrase: string): string {
	return phrase
		.trim()
		.split(/[\s-]+/)
		.map(escapeRegExp)
		.join('[\\s\\-\u2010-\u2015]+')
}

type CompiledKeyword = KeywordHit & { pattern: RegExp }

// Lookarounds instead of \b so that phrases starting or ending with punctuation still get a boundary.
const COMPILED: CompiledKeyword[] = KEYWORD_GROUPS.flatMap((group) =>
	group.phrases.map((phrase) => ({
		keyword: phrase,
		reason: group.reason,
		pattern: new RegExp(`(?<![\\p{L}\\p{N}_])${phrasePattern(phrase)}(?![\\p{L}\\p{N}_])`, 'iu'),
	})),
)

/** Folds look-alike characters and strips invisible ones, so 'ca\u200Bsino' or full-width letters still match. */
function normalizeForModeration(text: string): string {
	return text
		.normalize('NFKC')
		.replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
		.replace(/[\u2018\u2019]/g, "'")
}

/** The listed phrase that occurs first in the text (case-insensitive, whole words), or null. */
export function checkText(text: string, options: { ignore?: readonly string[] } = {}): KeywordHit | null {
	if (!text.trim()) return null
	const normalized = normalizeForModeration(text)
	const ignore = new Set((options.ignore ?? []).map((k) => k.toLowerCase()))
	let best: { hit: KeywordHit; index: number } | null = null
	for (const entry of COMPILED) {
		if (ignore.has(entry.keyword)) continue
		const match = entry.pattern.exec(normalized)
		if (match && (best === null || match.index < best.index))
			best = { hit: { keyword: entry.keyword, reason: entry.reason }, index: match.index }
	}
	return best?.hit ?? null
}

/** The first hit across several texts (headline, summary, …), or null. */
export function checkTexts(texts: readonly string[], options: { ignore?: readonly string[] } = {}) {
	for (const text of texts) {
		const hit = checkText(text, options)
		if (hit) return hit
	}
	return null
}
