import { count, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { insurers, posts, questions, states, tags } from '~/db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { INSURERS } from './insurers'
import { loadReferenceData } from './load-reference-data.server'
import { POSTS } from './posts'
import { QUESTIONS } from './questions'
import { STATES } from './states'
import { TAGS } from './tags'

test('migrations apply and reference data loads twice without duplicates', async () => {
	const { db } = await createTestDb() // already loaded once
	await loadReferenceData(db)
	const [[s], [t], [i], [q], [p]] = await Promise.all([
		db.select({ n: count() }).from(states),
		db.select({ n: count() }).from(tags),
		db.select({ n: count() }).from(insurers),
		db.select({ n: count() }).from(questions),
		db.select({ n: count() }).from(posts),
	])
	expect(s.n).toBe(51)
	expect(s.n).toBe(STATES.length)
	expect(t.n).toBe(TAGS.length)
	expect(i.n).toBe(INSURERS.length)
	expect(q.n).toBe(QUESTIONS.length)
	expect(q.n).toBeGreaterThanOrEqual(60)
	expect(p.n).toBe(9)
	expect(POSTS).toHaveLength(9)
})

test('DC is shortened in its label and slug, and every tag slug is unique', async () => {
	const { db } = await createTestDb()
	const [dc] = await db.select().from(states).where(eq(states.code, 'DC'))
	expect(dc).toMatchObject({ name: 'District of Columbia', label: 'DC', slug: 'dc' })
	expect(new Set(TAGS.map((t) => t.slug)).size).toBe(TAGS.length)
	expect(TAGS.filter((t) => t.category === 'Specialties')).toHaveLength(72)
	expect(INSURERS.filter((x) => x.is_national)).toHaveLength(12)
})
