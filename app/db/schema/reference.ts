import { boolean, char, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Tags: types of therapy, specialties and approaches. Ids are fixed in the reference data (append-only). */
export const tags = pgTable('tags', {
	id: integer().primaryKey(),
	slug: text().notNull().unique(),
	label: text().notNull(),
	category: text({ enum: ['Types', 'Specialties', 'Approaches'] }).notNull(),
	position: integer().notNull(),
	description: text().notNull().default(''),
	is_introducing: boolean().notNull().default(false),
	is_deprecating: boolean().notNull().default(false),
})

export const states = pgTable('states', {
	code: char({ length: 2 }).primaryKey(),
	name: text().notNull(),
	label: text().notNull(),
	slug: text().notNull().unique(),
	position: integer().notNull(),
})

/** Insurers: the national ones (states empty) and per-state extras. */
export const insurers = pgTable('insurers', {
	slug: text().primaryKey(),
	label: text().notNull(),
	is_national: boolean().notNull(),
	states: char({ length: 2 }).array().notNull().default([]),
	position: integer().notNull(),
})

/** The question bank providers answer. A null tag means a general question. */
export const questions = pgTable('questions', {
	id: integer().primaryKey(),
	title: text().notNull(),
	description: text().notNull().default(''),
	tag_id: integer().references(() => tags.id),
	position: integer().notNull(),
	is_deprecating: boolean().notNull().default(false),
})

/**
 * The nine "Ask Therapists" pages. A post gathers the answers to its own question,
 * or, for a topic post, every answer tagged with its tag.
 */
export const posts = pgTable('posts', {
	id: integer().primaryKey(),
	slug: text().notNull().unique(),
	title: text().notNull(),
	description: text().notNull(),
	tag_id: integer().references(() => tags.id),
	question_id: integer().references(() => questions.id),
	position: integer().notNull(),
})
