import { eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { PUBLIC_PROVIDER_FIELDS, providers } from '~/db/schema'
import { licenseCheckedOfProvider, licenseCheckOfProvider } from '~/db/schema/license-checks'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { type Freshness, freshnessOf } from '~/features/availability/freshness'
import { paymentLabel } from '~/platform/reference/insurers'
import { findTag } from '~/platform/reference/tags'
import { pick } from '~/lib/doc-fields'
import { type PublicLicenceCheck, publicLicenceCheck } from '~/features/licences/public-check'
import { isIndexable, isLiveProfile, isViewable, withPublicContact } from './live-profile'
import { type ReplySignal, replySignalOf } from './reply-signal'
import { repliesHeardColumn, replyAnswersColumn } from './reply-signal.server'

/**
 * Columns a public profile may show: those the schema lists as public, never email or hashes, and the
 * reply signal's counts (docs/product.md#follow-ups).
 */
export const publicColumns = {
	...pick(getTableColumns(providers), PUBLIC_PROVIDER_FIELDS),
	// The live rule reads it while LICENSE_CHECK_REQUIRED is on (live-profile.ts).
	license_checked: licenseCheckedOfProvider,
	reply_answers: replyAnswersColumn,
	replies_heard: repliesHeardColumn,
	// Read for the licence evidence only (publicLicenceCheck): never shown as they are stored.
	npi: providers.npi,
	license_check: licenseCheckOfProvider,
}

export type PublicRow = Pick<
	typeof providers.$inferSelect,
	(typeof PUBLIC_PROVIDER_FIELDS)[number] | 'npi'
> & {
	license_check: StoredLicenceCheck | null
	license_checked: boolean
	reply_answers: number
	replies_heard: number
}

export type TagLabel = { id: number; slug: string; label: string }

/** What anyone may see of a provider. */
export type PublicProfile = Omit<
	PublicRow,
	| 'email_verified'
	| 'flagged'
	| 'issues'
	| 'top_issues'
	| 'approaches'
	| 'payments'
	| 'reply_answers'
	| 'replies_heard'
	| 'npi'
	| 'license_check'
> & {
	/** The licence check's evidence, null when not (yet) checked (docs/product.md#licence-checks). */
	license_check: PublicLicenceCheck | null
	/** '{n} of {m} people who wrote say they heard back', from 5 answers; else null. */
	replySignal: ReplySignal | null
	/** Top specialties first, then the others. */
	specialties: Array<TagLabel & { isTop: boolean }>
	approaches: TagLabel[]
	payments: Array<{ value: string; label: string }>
	top_issues: number[]
	/** Live: visible in search and posts. */
	is_live: boolean
	/** Live and its availability confirmed within 180 days: in the sitemap, and not noindex. */
	isIndexable: boolean
	/** Flagged by moderation: still reachable by its URL, but noindex and without structured data. */
	flagged: boolean
	/** Filled out and verified (live, or live but flagged): visitors may open it by URL. */
	isViewable: boolean
	/** How long ago the availability was confirmed, as of the request (docs/product.md#availability-freshness). */
	freshness: Freshness
}

function tagLabels(ids: readonly number[]): TagLabel[] {
	const out: TagLabel[] = []
	for (const id of ids) {
		const tag = findTag(id)
		if (tag) out.push({ id: tag.id, slug: tag.slug, label: tag.label })
	}
	return out
}

/** What anyone but the owner may receive: the contact details follow withPublicContact. */
function toPublicProfile(row: PublicRow, now = new Date()): PublicProfile {
	return withPublicContact(toStoredProfile(row, now))
}

/** The profile as stored, contact details included: the owner's own view starts from it. */
export function toStoredProfile(row: PublicRow, now = new Date()): PublicProfile {
	const {
		email_verified,
		flagged,
		issues,
		top_issues,
		approaches,
		payments,
		reply_answers,
		replies_heard,
		npi,
		license_check,
		...rest
	} = row
	const topSet = new Set(top_issues)
	const specialties = [
		...tagLabels(top_issues).map((t) => ({ ...t, isTop: true })),
		...tagLabels(issues.filter((id) => !topSet.has(id))).map((t) => ({ ...t, isTop: false })),
	]
	return {
		...rest,
		specialties,
		approaches: tagLabels(approaches),
		payments: payments.map((value) => ({ value, label: paymentLabel(value) })),
		top_issues: [...top_issues],
		is_live: isLiveProfile(row),
		isIndexable: isIndexable(row, now),
		flagged: flagged,
		isViewable: isViewable(row),
		freshness: freshnessOf(row.availability_confirmed_at, now),
		replySignal: replySignalOf(reply_answers, replies_heard),
		license_check: publicLicenceCheck(license_check, npi),
	}
}

/** Any provider by id, or null (drafts included: callers decide who may see it). */
export async function findPublicProfileById(
	db: Db,
	id: string,
	now = new Date(),
): Promise<PublicProfile | null> {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return null
	const [row] = await db.select(publicColumns).from(providers).where(eq(providers.id, id)).limit(1)
	return row ? toPublicProfile(row, now) : null
}

/** Any provider by short id (the number in profile URLs), or null. Uses the short_id unique index. */
export async function findPublicProfileByShortId(
	db: Db,
	short_id: number,
	now = new Date(),
): Promise<PublicProfile | null> {
	if (!Number.isSafeInteger(short_id) || short_id < 1 || short_id > 2_147_483_647) return null
	const [row] = await db
		.select(publicColumns)
		.from(providers)
		.where(eq(providers.short_id, short_id))
		.limit(1)
	return row ? toPublicProfile(row, now) : null
}
