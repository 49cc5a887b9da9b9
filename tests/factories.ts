// Test data built straight into the tables. Every helper takes `db` first and returns the inserted row.
import { RouterContextProvider } from 'react-router'
import { expect } from 'vitest'
import { type SessionUser, userContext } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { licenseChecks, providers, responses } from '~/db/schema'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { clientIpContext } from '~/lib/request-context'
import { QUESTIONS } from '~/platform/reference/questions'
import { findTagBySlug } from '~/platform/reference/tags'

type ProviderInsert = typeof providers.$inferInsert
type ResponseInsert = typeof responses.$inferInsert

let sequence = 0
function next(): number {
	sequence += 1
	return sequence
}

function tagIdsOf(...slugs: string[]): number[] {
	return slugs.map((slug) => {
		const tag = findTagBySlug(slug)
		if (!tag) throw new Error(`factories: unknown tag '${slug}'`)
		return tag.id
	})
}

/** Plain data for a LIVE provider (onboarded, verified, filled out, not flagged) with a unique e-mail. */
function buildProvider(overrides: Partial<ProviderInsert> = {}): ProviderInsert {
	const n = next()
	return {
		email: `provider-${process.pid}-${n}-${Date.now()}@example.test`,
		email_verified: true,
		onboarded: true,
		onboarded_letter: true,
		first_name: 'Jordan',
		last_name: `Rivera${n}`,
		url_tag: `jordan-rivera${n}`,
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
		licensed_states: ['TX'],
		teletherapy: true,
		online_therapy: 'Both',
		issues: tagIdsOf('anxiety', 'depression', 'grief', 'stress'),
		top_issues: tagIdsOf('anxiety', 'depression'),
		approaches: tagIdsOf('cognitive-behavioral-cbt', 'mindfulness-based-mbct'),
		min_cost: 90,
		max_cost: 140,
		payments: ['out-of-pocket', 'sliding-scale', 'aetna'],
		gender: ['Female'],
		ethnicity: ['Hispanic or Latin'],
		sexuality: [],
		faith: [],
		language: ['English', 'Spanish'],
		focuses_age: ['Adult', 'Elders (65+)'],
		...overrides,
	}
}

/** A licence check to store with the provider (license_checks): the record, or just the flag. */
type LicenceCheckFields = { license_check?: StoredLicenceCheck | null; license_checked?: boolean }

/** A provider, and their licence check when one is given (docs/product.md#licence-checks). */
export async function insertProvider(db: Db, fields: Partial<ProviderInsert> & LicenceCheckFields = {}) {
	const { license_check: record, license_checked, ...overrides } = fields
	const [row] = await db.insert(providers).values(buildProvider(overrides)).returning()
	const license_check =
		record ??
		(license_checked === undefined
			? null
			: ({
					status: license_checked ? 'checked' : 'needs_review',
					source: 'registry',
					checked_at: new Date().toISOString(),
					registry_file_date: null,
					mismatches: [],
					licenses: [],
				} satisfies StoredLicenceCheck))
	const checked = license_checked ?? license_check?.status === 'checked'
	if (license_check)
		await db.insert(licenseChecks).values({ provider_id: row.id, license_check, license_checked: checked })
	return { ...row, license_check, license_checked: license_check !== null && checked }
}

/** A complete, non-deleted text answer (to question 1 unless told); the tag follows the question's. */
function buildResponse(overrides: Partial<ResponseInsert> & { author_id: string }): ResponseInsert {
	const n = next()
	const question_id = overrides.question_id ?? 1
	const question = QUESTIONS.find((q) => q.id === question_id)
	return {
		question_id,
		type: 'text',
		text: `Answer number ${n}: I became a therapist because I wanted to help people feel heard.`,
		is_complete: true,
		is_deleted: false,
		tag_id: question?.tag_id ?? null,
		...overrides,
	}
}

export async function insertResponse(db: Db, overrides: Partial<ResponseInsert> & { author_id: string }) {
	const [row] = await db.insert(responses).values(buildResponse(overrides)).returning()
	return row
}

export { tagIdsOf }

// Each test calls from an address of its own: the public API's read limiter lives in module memory
// (app/lib/public-read.server.ts), and files that share a worker's modules would otherwise spend one
// address's 60-request burst between them.
let addressTest: string | undefined
let addressCount = 0
function testClientIp(): string {
	const { testPath, currentTestName } = expect.getState()
	const test = `${testPath}\0${currentTestName}`
	if (test !== addressTest) {
		addressTest = test
		addressCount += 1
	}
	return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
}

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
	context.set(clientIpContext, options.ip ?? testClientIp())
	const request = new Request(new URL(url, 'http://localhost:3000'), {
		method: options.method ?? 'GET',
		body: options.body,
		headers: options.headers,
	})
	return { request, params, context, url: new URL(request.url), pattern: '' }
}

/** A logged-in provider for routeArgs({ user }). */
export function sessionUserFor(provider: { id: string; short_id: number; url_tag: string }): SessionUser {
	return {
		id: provider.id,
		short_id: provider.short_id,
		url_tag: provider.url_tag,
		sessionId: 'test-session',
	}
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

/** The status a loader answers with: 200 when it returns, else the status of what it throws. */
export async function statusOf(run: () => Promise<unknown>): Promise<number> {
	try {
		await run()
		return 200
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		if (thrown && typeof thrown === 'object' && 'init' in thrown)
			return (thrown as { init: { status: number } }).init.status
		throw thrown
	}
}
