import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { insurers, posts, questions, states, tags } from '~/db/schema'
import { INSURERS } from './insurers'
import { POSTS } from './posts'
import { QUESTIONS } from './questions'
import { STATES } from './states'
import { TAG_DESCRIPTIONS } from './tag-descriptions'
import { TAGS } from './tags'

/** Upserts every reference list. Idempotent: run on every start, twice changes nothing. */
export async function loadReferenceData(db: Db): Promise<void> {
	await db.transaction(async (tx) => {
		await tx
			.insert(states)
			.values(STATES.map((s, position) => ({ ...s, position })))
			.onConflictDoUpdate({
				target: states.code,
				set: {
					name: sql`excluded.name`,
					label: sql`excluded.label`,
					slug: sql`excluded.slug`,
					position: sql`excluded.position`,
				},
			})
		await tx
			.insert(tags)
			.values(TAGS.map((t) => ({ ...t, description: TAG_DESCRIPTIONS[t.slug] ?? '' })))
			.onConflictDoUpdate({
				target: tags.id,
				set: {
					slug: sql`excluded.slug`,
					label: sql`excluded.label`,
					category: sql`excluded.category`,
					position: sql`excluded.position`,
					description: sql`excluded.description`,
					is_introducing: sql`excluded.is_introducing`,
					is_deprecating: sql`excluded.is_deprecating`,
				},
			})
		await tx
			.insert(insurers)
			.values(INSURERS.map((i, position) => ({ ...i, position })))
			.onConflictDoUpdate({
				target: insurers.slug,
				set: {
					label: sql`excluded.label`,
					is_national: sql`excluded.is_national`,
					states: sql`excluded.states`,
					position: sql`excluded.position`,
				},
			})
		await tx
			.insert(questions)
			.values(QUESTIONS.map((q) => ({ ...q })))
			.onConflictDoUpdate({
				target: questions.id,
				set: {
					title: sql`excluded.title`,
					description: sql`excluded.description`,
					tag_id: sql`excluded.tag_id`,
					position: sql`excluded.position`,
					is_deprecating: sql`excluded.is_deprecating`,
				},
			})
		await tx
			.insert(posts)
			.values(POSTS.map((p) => ({ ...p })))
			.onConflictDoUpdate({
				target: posts.id,
				set: {
					slug: sql`excluded.slug`,
					title: sql`excluded.title`,
					description: sql`excluded.description`,
					tag_id: sql`excluded.tag_id`,
					question_id: sql`excluded.question_id`,
					position: sql`excluded.position`,
				},
			})
	})
}
