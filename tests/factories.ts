// Test data built straight into the tables. Every helper takes `db` first and returns the inserted row.
import { RouterContextProvider } from 'react-router'
import { type SessionUser, userContext } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { providers, responses } from '~/db/schema'
import { QUESTIONS } from '~/platform/reference/questions'
import { findTagBySlug } from '~/platform/reference/tags'
import { clientIpContext } from '~/lib/request-context'

type ProviderInsert = typeof providers.$inferInsert
type ResponseInsert = typeof responses.$inferInsert

let sequence = 0
function next(): number {
	sequence += 1
	return sequence
}

function tagIds(...slugs: string[]): number[] {
	return slugs.map((slug) => {
		const tag = findTagBySlug(slug)
		if (!tag) throw new Error(`factories: unknown tag '${slug}'`)
		return tag.id
	})
}

/** Plain data for a LIVE provider (onboarded, verified, filled out, not flagged) with a unique e-mail. */
export function buildProvider(overrides: Partial<ProviderInsert> = {}): ProviderInsert {
	const n = next()
	return {
		email: `provider-${process.pid}-${n}-${Date.now()}@example.test`,
		emailVerified: true,
		onboarded: true,
		onboardedLetter: true,
		firstName: 'Jordan',
		lastName: `Rivera${n}`,
		urlTag: `jordan-rivera${n}`,
		headline: 'Licensed Clinical Social Worker',
		phone: '15125550123',
		license: 'LCSW 12345',
		link: 'https://example.test/practice',
		availability: 'Accepting New Clients',
		summary: 'I help adults with anxiety, depression and life transitions, in person and online.',
		addressOne: '100 Congress Ave',
		addressTwo: 'Suite 200',
		city: 'Austin',
		state: 'TX',
		zip: '78701',
		licensedStates: ['TX'],
		teletherapy: true,
		onlineTherapy: 'Both',
		issues: tagIds('anxiety', 'depression', 'grief', 'stress'),
		topIssues: tagIds('anxiety', 'depression'),
		approaches: tagIds('cognitive-behavioral-cbt', 'mindfulness-based-mbct'),
		minCost: 90,
		maxCost: 140,
		payments: ['out-of-pocket', 'sliding-scale', 'aetna'],
		gender: ['Female'],
		ethnicity: ['Hispanic or Latin'],
		sexuality: [],
		faith: [],
		language: ['English', 'Spanish'],
		focusesAge: ['Adult', 'Elders (65+)'],
		...overrides,
	}
}

export async function insertProvider(db: Db, overrides: Partial<ProviderInsert> = {}) {
	const [row] = await db.insert(providers).values(buildProvider(overrides)).returning()
	return row
}

/** A complete, non-deleted text answer (to question 1 unless told); the tag follows the question's. */
export function buildResponse(overrides: Partial<ResponseInsert> & { authorId: string }): ResponseInsert {
	const n = next()
	const questionId = overrides.questionId ?? 1
	const question = QUESTIONS.find((q) => q.id === questionId)
	return {
		questionId,
		type: 'text',
		text: `Answer number ${n}: I became a therapist because I wanted to help people feel heard.`,
		isComplete: true,
		isDeleted: false,
		tagId: question?.tagId ?? null,
		...overrides,
	}
}

export async function insertResponse(db: Db, overrides: Partial<ResponseInsert> & { authorId: string }) {
	const [row] = await db.insert(responses).values(buildResponse(overrides)).returning()
	return row
}

export { tagIds }

/** Arguments for calling a route's loader or action directly, with the router context the app sets. */
export function routeArgs<Params>(
	db: Db,
	url: string,
	params: Params,
	options: {
		method?: string
		body?: string | FormData
		headers?: Record<string, string>
		user?: SessionUser | null
		ip?: string
	} = {},
) {
	const context = new RouterContextProvider()
	context.set(dbContext, db)
	context.set(userContext, options.user ?? null)
	context.set(clientIpContext, options.ip ?? '203.0.113.7')
	const request = new Request(new URL(url, 'http://localhost:3000'), {
		method: options.method ?? 'GET',
		body: options.body,
		headers: options.headers,
	})
	return { request, params, context, url: new URL(request.url), pattern: '' }
}

/** A logged-in provider for routeArgs({ user }). */
export function sessionUserFor(provider: { id: string; shortId: number; urlTag: string }): SessionUser {
	return { id: provider.id, shortId: provider.shortId, urlTag: provider.urlTag, sessionId: 'test-session' }
}

/** Runs a loader that should throw a redirect; returns its status and Location. */
export async function thrownRedirect(
	run: () => Promise<unknown>,
): Promise<{ status: number; location: string }> {
	try {
		await run()
	} catch (thrown) {
		if (thrown instanceof Response)
			return { status: thrown.status, location: thrown.headers.get('Location') ?? '' }
		throw thrown
	}
	throw new Error('expected a redirect, but the loader returned')
}
