import type { Db } from '~/db/client.server'
import { similarAccepting } from '~/features/search/way-out.server'
import type { TherapistCard } from '~/features/search/therapist-cards.server'
import { findStateByCode } from '~/platform/reference/states'

/** How many other therapists the answer page and the second e-mail offer. */
export const SUGGESTIONS = 3

/**
 * Other therapists for someone who has not heard back (docs/product.md#follow-ups): accepting,
 * confirmed within 30 days, licensed in the listing's state, with its specialties first, in today's
 * rank order; never the therapist they wrote to, never one whose address refuses our mail.
 */
export async function suggestTherapists(
	db: Db,
	match: { state: string | null; tag_ids: number[]; exclude_id: string },
): Promise<{ stateName: string; cards: TherapistCard[] } | null> {
	const state = findStateByCode(match.state)
	if (!state) return null
	const cards = await similarAccepting(db, {
		state: state.code,
		specialties: match.tag_ids,
		recent: true,
		excludeId: match.exclude_id,
		limit: SUGGESTIONS + 2,
	})
	return { stateName: state.name, cards: cards.filter((c) => c.acceptsMessages).slice(0, SUGGESTIONS) }
}
