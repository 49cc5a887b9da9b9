import { type APIRequestContext, expect } from '@playwright/test'
import { SAME_ORIGIN } from './fixtures'
import { verifyLink, waitForMail } from './mail'

// Test data through the public endpoints only (register, the e-mailed link, POST /api/user), so a
// spec makes the provider it needs instead of searching the demo directory for one.

const API_PASSWORD = 'api-provider-password-1'

export type ApiProvider = {
	id: string
	short_id: number
	email: string
	/** First and last name, as the profile's heading shows them. */
	name: string
	/** The canonical profile path, /therapist/{url_tag}/{short_id}. */
	path: string
}

let made = 0

/**
 * A verified, onboarded, live provider (docs/product.md#live-profiles), Avery Quinn in New York
 * unless `fields` (POST /api/user names) say otherwise. `request` keeps the session: pass
 * `page.request` to be logged in as the provider on that page, or another context's to stay a visitor.
 * A spec with a server of its own passes that server's `origin` (its posts carry it, as a browser's would).
 */
export async function createProvider(
	request: APIRequestContext,
	fields: Record<string, unknown> = {},
	origin: { Origin: string } = SAME_ORIGIN,
): Promise<ApiProvider> {
	made += 1
	// Unique across the workers and runs of one server; never bounce-… or later-… (the sink refuses those).
	const email = `provider-${Date.now()}-${process.pid}-${made}@example.test`
	const registered = await request.post('/auth/register', {
		headers: origin,
		data: { email, password: API_PASSWORD, not_robot: true },
	})
	expect(registered.status(), await registered.text()).toBe(200)
	const { id } = (await registered.json()) as { id: string }

	const link = new URL(verifyLink(await waitForMail(email, (m) => m.includes('/verify?id='))))
	const verified = await request.post('/auth/verify_email', {
		headers: origin,
		data: { user_id: link.searchParams.get('id'), token: link.searchParams.get('token') },
	})
	expect(verified.status(), await verified.text()).toBe(200)

	const saved = await request.post('/api/user', {
		headers: origin,
		data: {
			first_name: 'Avery',
			last_name: 'Quinn',
			headline: 'Licensed Clinical Social Worker',
			licensed_states: ['NY'],
			...fields,
		},
	})
	expect(saved.status(), await saved.text()).toBe(200)
	const onboarded = await request.post('/api/user', {
		headers: origin,
		data: { id, onboarded: true, onboarded_letter: true },
	})
	expect(onboarded.status(), await onboarded.text()).toBe(200)
	const [doc] = ((await onboarded.json()) as { docs: ApiDoc[] }).docs
	return {
		id,
		short_id: doc.short_id,
		email,
		name: `${doc.first_name} ${doc.last_name}`,
		path: `/therapist/${doc.url_tag}/${doc.short_id}`,
	}
}

type ApiDoc = { short_id: number; url_tag: string; first_name: string; last_name: string }

/** A name no other test uses, so a card or a keyword search finds this provider alone. */
export function uniqueName(prefix: string): string {
	made += 1
	// Letters only: the name becomes the profile's url_tag and a search keyword.
	const letters = `${Date.now()}${made}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])
	return `${prefix}${letters}`
}

/** A specialty's or approach's id, by its slug (GET /api/tag). */
export async function tagIdOf(request: APIRequestContext, slug: string): Promise<number> {
	const response = await request.get('/api/tag')
	expect(response.status()).toBe(200)
	const tag = ((await response.json()) as { docs: Array<{ id: number; slug: string }> }).docs.find(
		(t) => t.slug === slug,
	)
	if (!tag) throw new Error(`no tag ${slug}`)
	return tag.id
}

/**
 * A complete text answer by the provider logged in on `request` (POST /api/response: the question,
 * the type, the text), to the first question of the bank about the tag: the one a post page lists first.
 */
export async function answerAbout(request: APIRequestContext, tag: number, text: string): Promise<void> {
	let question: { id: number } | undefined
	for (let page = 1; !question; page += 1) {
		const listed = await request.get(`/api/question?tag=all&pageSize=20&page=${page}`)
		expect(listed.status()).toBe(200)
		const body = (await listed.json()) as { docs: Array<{ id: number; tag_id: number | null }> }
		if (body.docs.length === 0) throw new Error(`no question about tag ${tag}`)
		question = body.docs.find((q) => q.tag_id === tag)
	}
	const write = async (data: Record<string, unknown>) => {
		const response = await request.post('/api/response', { headers: SAME_ORIGIN, data })
		expect(response.status(), await response.text()).toBe(200)
		return ((await response.json()) as { docs: Array<{ id: string }> }).docs[0]
	}
	const { id } = await write({ question_id: question.id })
	await write({ id, type: 'text' })
	await write({ id, text })
}

/**
 * Every section of a profile filled in (POST /api/user names), for specs that look at a whole
 * profile page as visitors see it: about, specialties, approaches, costs, identity, practice.
 */
export async function filledOutProfile(request: APIRequestContext): Promise<Record<string, unknown>> {
	const response = await request.get('/api/tag')
	expect(response.status()).toBe(200)
	const tags = ((await response.json()) as { docs: Array<{ id: number; category: string }> }).docs
	const specialties = tags.filter((t) => t.category === 'Specialties').map((t) => t.id)
	const approaches = tags.filter((t) => t.category === 'Approaches').map((t) => t.id)
	return {
		summary: 'I help adults with anxiety and grief, in person in Brooklyn and online across New York.',
		phone: '(718) 555-0163',
		license: 'LCSW 58211',
		link: 'https://example.com',
		top_issues: specialties.slice(0, 2),
		issues: specialties.slice(0, 5),
		approaches: approaches.slice(0, 3),
		min_cost: 90,
		max_cost: 160,
		payments: ['out-of-pocket', 'sliding-scale'],
		language: ['English', 'Spanish'],
		focuses_age: ['Adult'],
		online_therapy: 'Both',
		addressOne: '200 Court Street',
		city: 'Brooklyn',
		state: 'NY',
		zip: '11201',
	}
}
