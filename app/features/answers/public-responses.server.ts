import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { preparedPerDb } from '~/db/prepared'
import { providers, questions, responses } from '~/db/schema'
import { isViewableBy } from '~/features/therapists/live-profile'
import { findPublicProfileById } from '~/features/therapists/public-profile.server'
import { AppError } from '~/lib/errors'
import { type Page, type PublicResponse, pageOf, type ResponseListQuery } from './answers.schema'

/** Explicit columns of a public answer (with its question's title). */
export const publicResponseColumns = {
	id: responses.id,
	author_id: responses.author_id,
	question_id: responses.question_id,
	question_title: questions.title,
	tag_id: responses.tag_id,
	type: responses.type,
	title: responses.title,
	text: responses.text,
	video_url: responses.video_url,
	video_thumb_url: responses.video_thumb_url,
	audio_url: responses.audio_url,
	audio_timeline: responses.audio_timeline,
	transcript_full: responses.transcript_full,
	media_type: responses.media_type,
	media_duration: responses.media_duration,
	is_complete: responses.is_complete,
	is_deleted: responses.is_deleted,
	created_at: responses.created_at,
}

type ResponseRow = Omit<PublicResponse, 'created_at'> & { created_at: Date }

export function toPublicResponse<T extends ResponseRow>(
	row: T,
): Omit<T, 'created_at'> & { created_at: string } {
	return { ...row, created_at: row.created_at.toISOString() }
}

/** Only what visitors may see (docs/product.md#answers). */
export const isPublicResponse = and(eq(responses.is_complete, true), eq(responses.is_deleted, false))

/**
 * The public order (docs/product.md#answers): video first, then answers tagged with one of the author's top specialties,
 * then the question's position; newest and id break ties so pages never overlap.
 * Needs `providers` joined as the author.
 */
export function publicResponseOrder(): SQL[] {
	return [
		desc(sql`coalesce(${responses.type} = 'video', false)`),
		desc(sql`coalesce(${responses.tag_id} = any(${providers.top_issues}), false)`),
		asc(questions.position),
		desc(responses.created_at),
		asc(responses.id),
	]
}

/** One page of an author's public answers. The caller has already decided the author may be shown. */
export async function listAuthorResponses(
	db: Db,
	author_id: string,
	options: { page: number; pageSize: number; id?: string },
): Promise<Page<PublicResponse>> {
	const where = and(
		eq(responses.author_id, author_id),
		isPublicResponse,
		options.id ? eq(responses.id, options.id) : undefined,
	)
	const [rows, count] = await Promise.all([
		db
			.select(publicResponseColumns)
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.question_id))
			.innerJoin(providers, eq(providers.id, responses.author_id))
			.where(where)
			.orderBy(...publicResponseOrder())
			.limit(options.pageSize)
			.offset((options.page - 1) * options.pageSize),
		db.$count(responses, where),
	])
	return pageOf(rows.map(toPublicResponse), options.page, options.pageSize, count)
}

/** The owner's order (docs/product.md#answers): drafts first, then newest first. */
const ownResponseOrder = [asc(responses.is_complete), desc(responses.created_at), asc(responses.id)]

/** The owner's own view (docs/product.md#answers): incomplete answers too, drafts first. Never deleted ones. */
async function listOwnResponses(db: Db, query: ResponseListQuery): Promise<Page<PublicResponse>> {
	const where = and(
		eq(responses.author_id, query.author_id),
		eq(responses.is_deleted, false),
		query.is_complete === undefined ? undefined : eq(responses.is_complete, query.is_complete),
		query.id ? eq(responses.id, query.id) : undefined,
	)
	const [rows, count] = await Promise.all([
		db
			.select(publicResponseColumns)
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.question_id))
			.where(where)
			.orderBy(...ownResponseOrder)
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db.$count(responses, where),
	])
	return pageOf(rows.map(toPublicResponse), query.page, query.pageSize, count)
}

/**
 * GET /api/response. Visitors get complete, non-deleted answers of a viewable profile in the public
 * order; the author may also list their incomplete answers. Throws not_found, forbidden.
 */
export async function listPublicResponses(
	db: Db,
	query: ResponseListQuery,
	viewerId: string | null,
): Promise<Page<PublicResponse>> {
	const isOwner = viewerId !== null && viewerId === query.author_id
	if (isOwner && query.is_complete !== true) return listOwnResponses(db, query)
	if (query.is_complete !== true) {
		throw new AppError('forbidden', 'Only the author can list answers that are not complete.')
	}
	const author = await findPublicProfileById(db, query.author_id)
	if (!author || !isViewableBy(author, viewerId))
		throw new AppError('not_found', 'We could not find that therapist.')
	return listAuthorResponses(db, author.id, { page: query.page, pageSize: query.pageSize, id: query.id })
}

/**
 * The first public answer of each author, in the public order (for search result cards).
 * Does not check whether the authors are live: the caller's query already did.
 */
export async function findFirstResponses(db: Db, authorIds: string[]): Promise<Map<string, PublicResponse>> {
	const ids = [...new Set(authorIds)]
	if (ids.length === 0) return new Map()
	const rows = await firstResponseQuery(db).execute({ ids })
	return new Map(rows.map((row) => [row.author_id, toPublicResponse(row)]))
}

/** Built once per database: every listing asks it, and building its SQL each time cost (issue 48). */
const firstResponseQuery = preparedPerDb((db) =>
	db
		.selectDistinctOn([responses.author_id], publicResponseColumns)
		.from(responses)
		.innerJoin(questions, eq(questions.id, responses.question_id))
		.innerJoin(providers, eq(providers.id, responses.author_id))
		.where(and(sql`${responses.author_id} = any(${sql.placeholder('ids')}::uuid[])`, isPublicResponse))
		.orderBy(asc(responses.author_id), ...publicResponseOrder())
		.prepare('first_responses'),
)

/**
 * The ids of an author's answers in the order their profile shows them: the public ones in the
 * public order, or for the author themselves every answer not deleted, drafts first then newest.
 */
export async function listResponseIds(db: Db, author_id: string, ownerView: boolean): Promise<string[]> {
	const rows = ownerView
		? await db
				.select({ id: responses.id })
				.from(responses)
				.where(and(eq(responses.author_id, author_id), eq(responses.is_deleted, false)))
				.orderBy(...ownResponseOrder)
		: await db
				.select({ id: responses.id })
				.from(responses)
				.innerJoin(questions, eq(questions.id, responses.question_id))
				.innerJoin(providers, eq(providers.id, responses.author_id))
				.where(and(eq(responses.author_id, author_id), isPublicResponse))
				.orderBy(...publicResponseOrder())
	return rows.map((r) => r.id)
}
