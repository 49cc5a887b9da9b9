/**
 * The question bank therapists answer on their public profile (the "Ask Therapists" post pages are in
 * posts.ts). The questions themselves are data, in questions.json, in the order the picker shows them.
 *
 * Ids are stable and APPEND-ONLY: answers (responses.question_id) and posts point at them, so never reuse,
 * renumber or delete an id. To retire a question set `"is_deprecating": true`; to add one, give it the next
 * unused id (currently the highest id + 1) and put it wherever it should appear in the picker. A question's
 * `position` is its index in the list, so reordering the list only changes the picker order, never ids.
 *
 * A question's topic is a tag's slug (see tags.ts), never a magic number: an unknown slug throws at import.
 */
import { POSTS } from './posts'
import QUESTION_DRAFTS from './questions.json'
import { findTagBySlug } from './tags'

export type QuestionSeed = {
	id: number
	title: string
	description: string
	tag_id: number | null
	position: number
	is_deprecating: boolean
}

type QuestionDraft = {
	id: number
	/** The slug of the tag the question is about; null for a General question. */
	tag: string | null
	title: string
	description: string
	is_deprecating?: boolean
}

function tagIdOf(slug: string): number {
	const tag = findTagBySlug(slug)
	if (!tag || tag.slug !== slug) throw new Error(`questions.json: unknown tag slug '${slug}'`)
	return tag.id
}

export const QUESTIONS: readonly QuestionSeed[] = (QUESTION_DRAFTS as QuestionDraft[]).map(
	({ tag, ...draft }, index) => ({
		...draft,
		tag_id: tag === null ? null : tagIdOf(tag),
		position: index,
		is_deprecating: draft.is_deprecating ?? false,
	}),
)

/** Fails loudly at import time if ids repeat or a general post does not point at a General question. */
function assertConsistent(): void {
	const ids = new Set<number>()
	for (const q of QUESTIONS) {
		if (ids.has(q.id)) throw new Error(`questions.json: duplicate question id ${q.id}`)
		ids.add(q.id)
	}
	for (const post of POSTS) {
		if (post.question_id === null) continue
		const question = QUESTIONS.find((q) => q.id === post.question_id)
		if (!question || question.tag_id !== null) {
			throw new Error(`questions.json: post '${post.slug}' must point at a General question`)
		}
	}
}

assertConsistent()
