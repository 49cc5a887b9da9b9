import { and, arrayContains, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, questions, responses } from '~/db/schema'
import { freshnessOf } from '~/features/availability/freshness'
import { POSTS, type PostSeed } from '~/platform/reference/posts'
import { BYLINE_COLUMNS } from '~/features/therapists/byline'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { type Page, type PostAnswer, pageOf } from './answers.schema'
import {
	isPublicResponse,
	publicResponseColumns,
	publicResponseOrder,
	toPublicResponse,
} from './public-responses.server'

export const POST_PAGE_SIZE = 20

export type Post = PostSeed

/** One of the nine Ask Therapists posts, by slug (reference data; no query). */
export function findPost(slug: string | undefined): Post | null {
	return POSTS.find((p) => p.slug === slug) ?? null
}

/**
 * Answers shown on a post page: the answers to its question, or every answer under its tag, from live
 * providers only (licensed in `stateCode` when given), in the public order.
 */
export async function listPostAnswers(
	db: Db,
	post: Post,
	options: { stateCode: string | null; page: number; pageSize?: number; now?: Date },
): Promise<Page<PostAnswer>> {
	const pageSize = options.pageSize ?? POST_PAGE_SIZE
	const topic =
		post.question_id !== null
			? eq(responses.question_id, post.question_id)
			: post.tag_id !== null
				? eq(responses.tag_id, post.tag_id)
				: undefined
	if (!topic) return pageOf([], options.page, pageSize, 0)
	const where = and(
		topic,
		isPublicResponse,
		liveProviderCondition,
		options.stateCode ? arrayContains(providers.licensed_states, [options.stateCode]) : undefined,
	)
	const [rows, [{ count }]] = await Promise.all([
		db
			.select({
				...publicResponseColumns,
				author: { ...BYLINE_COLUMNS, availability_confirmed_at: providers.availability_confirmed_at },
			})
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.question_id))
			.innerJoin(providers, eq(providers.id, responses.author_id))
			.where(where)
			.orderBy(...publicResponseOrder())
			.limit(pageSize)
			.offset((options.page - 1) * pageSize),
		db
			.select({ count: sql<number>`count(*)::int` })
			.from(responses)
			.innerJoin(providers, eq(providers.id, responses.author_id))
			.where(where),
	])
	const now = options.now ?? new Date()
	const answers = rows.map(({ author: { availability_confirmed_at, ...author }, ...row }) => ({
		...toPublicResponse(row),
		author: { ...author, freshness: freshnessOf(availability_confirmed_at, now) },
	}))
	return pageOf(answers, options.page, pageSize, count)
}
