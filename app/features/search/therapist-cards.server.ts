import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { preparedPerDb } from '~/db/prepared'
import { providers } from '~/db/schema'
import { licenseCheckedOfProvider } from '~/db/schema/license-checks'
import type { ONLINE_THERAPY } from '~/db/schema/providers'
import { type Freshness, freshnessOf } from '~/features/availability/freshness'
import type { PublicResponse } from '~/features/answers/answers.schema'
import { findFirstResponses } from '~/features/answers/public-responses.server'
import { BYLINE_COLUMNS, type ProviderByline } from '~/features/therapists/byline'
import { withPublicContact } from '~/features/therapists/live-profile'
import { type ReplySignal, replySignalOf } from '~/features/therapists/reply-signal'
import { repliesHeardColumn, replyAnswersColumn } from '~/features/therapists/reply-signal.server'

/** What a search result card shows: public fields only. */
export type TherapistCard = ProviderByline & {
	summary: string
	licensed_states: string[]
	/** The 'Licence checked' mark (docs/product.md#licence-checks), the flag the index packs too. */
	license_checked: boolean
	city: string
	state: string | null
	online_therapy: (typeof ONLINE_THERAPY)[number]
	min_cost: number | null
	max_cost: number | null
	phone: string
	/** The languages the provider lists ('Habla español' on Spanish pages). */
	language: string[]
	/** Payment options (insurer slugs, sliding-scale, out-of-pocket): the card shows the one filtered on. */
	payments: string[]
	/** The provider's first public answer (same order as the profile feed), for the card. */
	first_response: PublicResponse | null
	availability_confirmed_at: Date
	/** As of the request (docs/product.md#availability-freshness). */
	freshness: Freshness
	/** False once the provider's address refused our mail: the card offers the phone, not the form. */
	acceptsMessages: boolean
	/** '{n} of {m} people who wrote say they heard back', from 5 answers (docs/product.md#follow-ups). */
	replySignal: ReplySignal | null
	/** The next open free consultation time and the provider's zone (docs/product.md#free-consultations). */
	consultation_next_at: Date | null
	consultation_zone: string | null
	/** Searching near a ZIP: miles from its centroid to the office (one decimal). */
	distance_miles?: number
}

const CARD_COLUMNS = {
	...BYLINE_COLUMNS,
	summary: providers.summary,
	licensed_states: providers.licensed_states,
	license_checked: licenseCheckedOfProvider,
	city: providers.city,
	state: providers.state,
	online_therapy: providers.online_therapy,
	min_cost: providers.min_cost,
	max_cost: providers.max_cost,
	phone: providers.phone,
	payments: providers.payments,
	language: providers.language,
	availability_confirmed_at: providers.availability_confirmed_at,
	acceptsMessages: sql<boolean>`(${providers.email_undeliverable_at} is null)`,
	consultation_next_at: providers.consultation_next_at,
	// In the cards' one query (no query per card): the zone the card's day is said in.
	consultation_zone: sql<string | null>`(select cs.time_zone from consultation_settings cs
		where cs.provider_id = "providers"."id" and cs.enabled)`,
	reply_answers: replyAnswersColumn,
	replies_heard: repliesHeardColumn,
}

/**
 * The cards' query, built once per database: building its SQL from some twenty columns on every
 * listing was 2–3 % of an uncached listing's server time (docs/benchmarks.md, issue 48).
 */
const cardQuery = preparedPerDb((db) =>
	db
		.select(CARD_COLUMNS)
		.from(providers)
		.where(sql`${providers.id} = any(${sql.placeholder('ids')}::uuid[])`)
		.prepare('therapist_cards'),
)

/** Cards for the given provider ids, in the order given. */
export async function listTherapistCards(db: Db, ids: string[], now = new Date()): Promise<TherapistCard[]> {
	if (ids.length === 0) return []
	const [rows, firstResponses] = await Promise.all([
		cardQuery(db).execute({ ids }),
		findFirstResponses(db, ids),
	])
	const byId = new Map(rows.map((r) => [r.id, r]))
	return ids.flatMap((id) => {
		const found = byId.get(id)
		if (!found) return []
		const { reply_answers, replies_heard, ...row } = found
		// Cards need the opening of the summary only; the profile has the rest.
		return [
			{
				...withPublicContact(row),
				replySignal: replySignalOf(reply_answers, replies_heard),
				summary: row.summary.slice(0, 400),
				first_response: firstResponses.get(id) ?? null,
				freshness: freshnessOf(row.availability_confirmed_at, now),
			},
		]
	})
}
