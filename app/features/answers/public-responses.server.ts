import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, questions, responses } from '~/db/schema'
import { isViewableBy } from '~/features/therapists/live-profile'
import { findPublicProfileById } from '~/features/therapists/public-profile.server'
import { AppError } from '~/lib/errors'
import { type Page, type PublicResponse, pageOf, type ResponseListQuery } from './answers.schema'

/** Explicit columns of a public answer (with its question's title). */
export const publicResponseColumns = {
	id: responses.id,
	authorId: responses.authorId,
	questionId: responses.questionId,
	questionTitle: questions.title,
	tagId: responses.tagId,
	type: responses.type,
	title: responses.title,
	text: responses.text,
	videoUrl: responses.videoUrl,
	videoThumbUrl: responses.videoThumbUrl,
	audioUrl: responses.audioUrl,
	audioTimeline: responses.audioTimeline,
	transcriptFull: responses.transcriptFull,
	mediaType: responses.mediaType,
	mediaDuration: responses.mediaDuration,
	isComplete: responses.isComplete,
	isDeleted: responses.isDeleted,
	createdAt: responses.createdAt,
}

type ResponseRow = Omit<PublicResponse, 'createdAt'> & { createdAt: Date }

export function toPublicResponse<T extends ResponseRow>(
	row: T,
): Omit<T, 'createdAt'> & { createdAt: string } {
	return { ...row, createdAt: row.createdAt.toISOString() }
}

/** Only what visitors may see (docs/product.md#answers). */
export const isPublicResponse = and(eq(responses.isComplete, true), eq(responses.isDeleted, false))

/**
 * The public order (docs/product.md#answers): video first, then answers tagged with one of the author's top specialties,
 * then the question's position; newest and id break ties so pages never overlap.
 * Needs `providers` joined as the author.
 */
export function publicResponseOrder(): SQL[] {
	return [
		desc(sql`coalesce(${responses.type} = 'video', false)`),
		desc(sql`coalesce(${responses.tagId} = any(${providers.topIssues}), false)`),
		asc(questions.position),
		desc(responses.createdAt),
		asc(responses.id),
	]
}

/** One page of an author's public answers. The caller has already decided the author may be shown. */
export async function listAuthorResponses(
	db: Db,
	authorId: string,
	options: { page: number; pageSize: number; id?: string },
): Promise<Page<PublicResponse>> {
	const where = and(
		eq(responses.authorId, authorId),
		isPublicResponse,
		options.id ? eq(responses.id, options.id) : undefined,
	)
	const [rows, count] = await Promise.all([
		db
			.select(publicResponseColumns)
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.questionId))
			.innerJoin(providers, eq(providers.id, responses.authorId))
			.where(where)
			.orderBy(...publicResponseOrder())
			.limit(options.pageSize)
			.offset((options.page - 1) * options.pageSize),
		db.$count(responses, where),
	])
	return pageOf(rows.map(toPublicResponse), options.page, options.pageSize, count)
}

/** The owner's order (docs/product.md#answers): drafts first, then newest first. */
const ownResponseOrder = [asc(responses.isComplete), desc(responses.createdAt), asc(responses.id)]

/** The owner's own view (docs/product.md#answers): incomplete answers too, drafts first. Never deleted ones. */
async function listOwnResponses(db: Db, query: ResponseListQuery): Promise<Page<PublicResponse>> {
	const where = and(
		eq(responses.authorId, query.author_id),
		eq(responses.isDeleted, false),
		query.is_complete === undefined ? undefined : eq(responses.isComplete, query.is_complete),
		query.id ? eq(responses.id, query.id) : undefined,
	)
	const [rows, count] = await Promise.all([
		db
			.select(publicResponseColumns)
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.questionId))
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
	const rows = await db
		.selectDistinctOn([responses.authorId], publicResponseColumns)
		.from(responses)
		.innerJoin(questions, eq(questions.id, responses.questionId))
		.innerJoin(providers, eq(providers.id, responses.authorId))
		.where(and(inArray(responses.authorId, ids), isPublicResponse))
		.orderBy(asc(responses.authorId), ...publicResponseOrder())
	return new Map(rows.map((row) => [row.authorId, toPublicResponse(row)]))
}

/**
 * The ids of an author's answers in the order their profile shows them: the public ones in the
 * public order, or for the author themselves every answer not deleted, drafts first then newest.
 */
export async function listResponseIds(db: Db, authorId: string, ownerView: boolean): Promise<string[]> {
	const rows = ownerView
		? await db
				.select({ id: responses.id })
				.from(responses)
				.where(and(eq(responses.authorId, authorId), eq(responses.isDeleted, false)))
				.orderBy(...ownResponseOrder)
		: await db
				.select({ id: responses.id })
				.from(responses)
				.innerJoin(questions, eq(questions.id, responses.questionId))
				.innerJoin(providers, eq(providers.id, responses.authorId))
				.where(and(eq(responses.authorId, authorId), isPublicResponse))
				.orderBy(...publicResponseOrder())
	return rows.map((r) => r.id)
}
