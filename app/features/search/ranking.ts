/** Inputs of the ranking, from a provider row. */
type RankSource = {
	short_id: number
	availability: string
	hasPhoto: boolean
	summaryLength: number
	/** A phone number or a website. */
	hasContact: boolean
	hasLicense: boolean
	/** How many issues and approaches the profile lists. */
	issueCount: number
	approachCount: number
	payments: readonly string[]
	min_cost: number | null
}

const AVAILABILITY_CLASS: Record<string, number> = {
	'Accepting New Clients': 0,
	'Waitlist for New Clients': 1,
	'Not Accepting New Clients': 2,
}

export function availabilityClass(availability: string): number {
	return AVAILABILITY_CLASS[availability] ?? 1
}

/**
 * Profile completeness, 0–10: what a visitor can learn before reaching out. Deliberately
 * coarse, so that small edits do not game the order.
 */
export function completeness(p: RankSource): number {
	let score = 0
	if (p.hasPhoto) score += 2
	if (p.summaryLength >= 200) score += 2
	else if (p.summaryLength > 0) score += 1
	if (p.issueCount >= 3) score += 1
	if (p.approachCount > 0) score += 1
	if (p.min_cost != null) score += 1
	if (p.payments.some((x) => x !== 'out-of-pocket')) score += 1
	if (p.hasContact) score += 1
	if (p.hasLicense) score += 1
	return Math.min(score, 10)
}

/** Completeness in three bands (0–4, 5–7, 8–10): within a band, the daily rotation decides. */
function completenessBand(score: number): number {
	return score >= 8 ? 2 : score >= 5 ? 1 : 0
}

/** The UTC day a ranking belongs to, e.g. "2026-11-22". */
export function dayKey(now: Date): string {
	return now.toISOString().slice(0, 10)
}

/** The hash's state after `${day}:`, kept for the last day (a build hashes a million ids of one day). */
let hashedDay = ''
let dayState = 0

/** A 32-bit hash of (day, provider): a fresh, stable shuffle every day. */
function dailyShuffle(day: string, short_id: number): number {
	if (day !== hashedDay) {
		let state = 0x811c9dc5
		for (let i = 0; i < day.length; i++) state = Math.imul(state ^ day.charCodeAt(i), 0x01000193)
		dayState = Math.imul(state ^ 58, 0x01000193) // ':'
		hashedDay = day
	}
	let h = dayState
	const id = String(short_id)
	for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193)
	// Final avalanche (murmur3 fmix32) so neighbouring ids spread out.
	h ^= h >>> 16
	h = Math.imul(h, 0x85ebca6b)
	h ^= h >>> 13
	h = Math.imul(h, 0xc2b2ae35)
	h ^= h >>> 16
	return h >>> 0
}

export type RankKey = [availability: number, stale: number, band: number, shuffle: number, short_id: number]

/**
 * Availability class first; within it, a profile unconfirmed for over 60 days comes after every
 * confirmed one (docs/product.md#availability-freshness); then completeness band, rotation, id.
 */
export function rankKey(p: RankSource, day: string, stale = false): RankKey {
	return [
		availabilityClass(p.availability),
		stale ? 1 : 0,
		-completenessBand(completeness(p)),
		dailyShuffle(day, p.short_id),
		p.short_id,
	]
}

export function compareRankKeys(a: RankKey, b: RankKey): number {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i]
	return 0
}
