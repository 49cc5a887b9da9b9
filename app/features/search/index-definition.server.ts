import { sql } from 'drizzle-orm'
import { onProvidersChanged } from '~/db/changes'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { REPLY_COUNTS_RELATION } from '~/features/therapists/reply-signal.server'
import type { SearchIndexDefinition } from '~/platform/search-engine/definition'
import { availabilityKey, STALE_KEY } from './facets'
import {
	alternativesOf,
	edits1,
	labelOfKey,
	labelTokens,
	normalizeToken,
	queryWords,
	TYPO_MIN_LENGTH,
	tokenize,
} from './keywords'
import { MILES_BANDS } from './near-options'
import { ProviderRowEncoder } from './provider-encoder'
import { dayKey } from './ranking'

/**
 * The directory's search index, as the search engine is told it (app/platform/search-engine,
 * docs/search.md#the-engine-and-its-definition): the live providers, each read as one text and
 * encoded into facet keys and a rank by the product's rules (provider-encoder.ts), pages ordered by
 * availability class, the listing's distance bands and the keyword vocabulary (keywords.ts).
 * search-index.server.ts makes the index of it; index-worker.server.ts is its worker thread.
 */

/**
 * The row text: the fields that change without the row (the reply signal, the licence check) or
 * whose text form depends on a setting (a float), then index_row, the rest packed by PostgreSQL when the row is
 * written (drizzle/0010_index_row.sql). Packing them at read time cost PostgreSQL 12.8 s of CPU at
 * 1,000,000 providers, 5.5 s of it joining the lists and measuring the summaries
 * (docs/benchmarks.md#boot-at-1000000-providers). ProviderRowEncoder.encode reads them in this order.
 */
const ROW_FIELDS = [
	'short_id',
	'id',
	'extract(epoch from availability_confirmed_at)::float8',
	'coalesce(reply_counts.reply_answers, 0)',
	'coalesce(reply_counts.replies_heard, 0)',
	'coalesce(license_checks.license_checked, false)',
	'index_row',
]

/** The worker thread's module (vite.config.ts builds it as the server's entry index-encoding.js). */
const WORKER_SOURCE = './index-worker.server.ts'

export const SEARCH_INDEX: SearchIndexDefinition = {
	source: {
		table: sql.raw('providers'),
		// Providers with their reply signal's counts (docs/product.md#follow-ups) and their licence check.
		from: sql`providers left join ${REPLY_COUNTS_RELATION} on reply_counts.provider_id = providers.id
			left join license_checks on license_checks.provider_id = providers.id`,
		// A reply's outcome stamps the provider row (follow-ups/answers.server.ts); a licence check
		// writes only its own row (docs/product.md#licence-checks).
		changes: [
			{ table: sql.raw('providers'), rowId: sql.raw('id') },
			{ table: sql.raw('license_checks'), rowId: sql.raw('provider_id') },
		],
		// Every value is non-null: concat_ws skips a null, which would shift the fields after it.
		rowText: sql.raw(`concat_ws(chr(30), ${ROW_FIELDS.join(', ')}) as packed`),
		// isLiveProfile() as a column: the very condition search, posts and the sitemap filter on.
		live: liveProviderCondition,
		// Accounts deleted in the last two hours (docs/product.md#deleting-an-account).
		deleted: sql`select short_id from provider_deletions`,
		// The stems of name, headline and summary; the name's own words match as strongly as a label.
		words: sql.raw('search_text'),
		name: sql.raw(`first_name || ' ' || last_name`),
		onChanged: onProvidersChanged,
	},
	encoder: (points) => new ProviderRowEncoder(points),
	// A fresh rotation of the rank order every UTC day (ranking.ts).
	dayOf: dayKey,
	// Availability class first (0 accepting, 1 waitlist, 2 not accepting); with text, stale after
	// confirmed (docs/product.md#ranking).
	order: { classes: [0, 1, 2].map(availabilityKey), textLast: STALE_KEY },
	nearBands: MILES_BANDS,
	vocabulary: {
		tokenize,
		queryWords,
		alternativesOf,
		normalizeToken,
		labelOfKey,
		labelTokens,
		edits1,
		typoMinLength: TYPO_MIN_LENGTH,
	},
	worker: { source: new URL(WORKER_SOURCE, import.meta.url), built: 'build/server/index-encoding.js' },
}
