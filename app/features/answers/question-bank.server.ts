import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '~/db/client.server'
import { responses } from '~/db/schema'
import { QUESTIONS, type QuestionSeed } from '~/platform/reference/questions'
import { findTag } from '~/platform/reference/tags'
import { pageOf, type Page } from './answers.schema'

// The question picker reads the bank from the reference data in memory (it is loaded into the
// database from the same list at start), so searching it costs no query.

const QUESTION_PAGE_SIZE = 20
const QUESTION_TABS = ['all', 'specialties', 'approaches', 'general'] as const

export const QuestionListQuerySchema = z.strictObject({
	tag: z
		.enum(QUESTION_TABS, { error: 'tag must be all, specialties, approaches or general.' })
		.default('all'),
	search: z.string().max(200, 'search must be at most 200 characters').optional(),
	user_id: z.uuid({ error: 'user_id must be a provider id.' }).optional(),
	is_deprecating: z.literal('false', { error: 'Deprecating questions are not offered.' }).optional(),
	pageSize: z.coerce.number().int().min(1).max(QUESTION_PAGE_SIZE).default(QUESTION_PAGE_SIZE),
	page: z.coerce.number().int().min(1).max(1000).default(1),
})
type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>

export const QuestionDocSchema = z
	.object({
		id: z.int(),
		title: z.string(),
		description: z.string(),
		is_deprecating: z.boolean(),
		tag_id: z
			.int()
			.nullable()
			.meta({ description: 'The specialty or approach it is about; null for general.' }),
		category: z.enum(['Specialties', 'Approaches', 'General']),
		response_id: z
			.uuid()
			.nullable()
			.meta({ description: "With user_id: that provider's answer to it (drafts only for themselves)." }),
	})
	.meta({ id: 'Question', description: 'A question providers answer on their profile.' })
export type QuestionDoc = z.infer<typeof QuestionDocSchema>

function categoryOf(q: QuestionSeed): QuestionDoc['category'] {
	const category = q.tag_id === null ? undefined : findTag(q.tag_id)?.category
	return category === 'Specialties' || category === 'Approaches' ? category : 'General'
}

const fold = (text: string) =>
	text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()

type BankEntry = { question: QuestionSeed; category: QuestionDoc['category']; haystack: string }

/** The offered questions in picker order, each with its tab and its searchable text (title, description, tag). */
const BANK: BankEntry[] = QUESTIONS.filter((q) => !q.is_deprecating).map((question) => ({
	question,
	category: categoryOf(question),
	haystack: fold(
		`${question.title} ${question.description} ${question.tag_id ? (findTag(question.tag_id)?.label ?? '') : ''}`,
	),
}))

/**
 * GET /api/question: the bank in picker order, by tab and words (every word must appear). With
 * user_id, marks the questions that provider answered: their drafts too when they ask themselves.
 */
export async function listQuestions(
	db: Db,
	query: QuestionListQuery,
	viewerId: string | null,
): Promise<Page<QuestionDoc>> {
	const words = fold(query.search ?? '')
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
	const found = BANK.filter(
		(e) =>
			(query.tag === 'all' || e.category.toLowerCase() === query.tag) &&
			words.every((w) => e.haystack.includes(w)),
	)
	const slice = found.slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
	const answered = new Map<number, string>()
	if (query.user_id && slice.length > 0) {
		const own = viewerId === query.user_id
		const rows = await db
			.select({ id: responses.id, question_id: responses.question_id })
			.from(responses)
			.where(
				and(
					eq(responses.author_id, query.user_id),
					eq(responses.is_deleted, false),
					own ? undefined : eq(responses.is_complete, true),
					inArray(
						responses.question_id,
						slice.map((e) => e.question.id),
					),
				),
			)
		for (const row of rows) answered.set(row.question_id, row.id)
	}
	const docs = slice.map(({ question: q, category }) => ({
		id: q.id,
		title: q.title,
		description: q.description,
		is_deprecating: q.is_deprecating,
		tag_id: q.tag_id,
		category,
		response_id: answered.get(q.id) ?? null,
	}))
	return pageOf(docs, query.page, query.pageSize, found.length)
}
