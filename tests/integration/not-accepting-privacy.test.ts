import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { loader as apiUser, action as apiUserAction } from '~/routes/api/user'
import { loader as profileLoader, meta as profileMetaOf } from '~/routes/therapist'
import { loader as listingLoader } from '~/routes/therapists'
import { callApi } from '../api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../factories'
import { createTestDb } from '../setup/db'

// docs/product.md#availability: while a profile is Not Accepting, its phone, street and ZIP are in no
// public answer (page data, structured data, API docs, search cards); its owner still has them.

const SITE = { siteName: 'Openroom', publicUrl: 'https://openroom.test' }

/** What must never leak of the Not Accepting provider, and the accepting one's own details. */
const HIDDEN = {
	phone: '(737) 555-0188',
	addressOne: '48 Quietwater Lane',
	addressTwo: 'Unit 9Q',
	zip: '78799',
}
const OPEN = { phone: '512-555-0123', addressOne: '100 Congress Ave', addressTwo: 'Suite 200', zip: '78701' }

/** Every spelling of the hidden details a page or API could carry (digits of the phone included). */
function leaksOf(details: typeof HIDDEN, text: string): string[] {
	const needles = [details.phone, details.phone.replace(/\D/g, ''), '555-0188', '5550188']
	needles.push(details.addressOne, details.addressTwo, details.zip)
	return needles.filter((n) => text.includes(n))
}

async function twoProviders(db: Db) {
	const closed = await insertProvider(db, {
		...HIDDEN,
		availability: 'Not Accepting New Clients',
		first_name: 'Nora',
		last_name: 'Quill',
		url_tag: 'nora-quill',
	})
	// Same state and top specialty: shown as an accepting alternative on the closed profile.
	const open = await insertProvider(db, {
		...OPEN,
		first_name: 'Omar',
		last_name: 'Open',
		url_tag: 'omar-open',
	})
	return { closed, open }
}

async function profilePage(
	db: Db,
	p: { url_tag: string; short_id: number },
	user: SessionUser | null = null,
) {
	const params = { first: p.url_tag, second: String(p.short_id) }
	const data = await profileLoader(routeArgs(db, `/therapist/${p.url_tag}/${p.short_id}`, params, { user }))
	const tags = profileMetaOf({
		loaderData: data,
		data,
		params,
		location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
		matches: [
			{ id: 'root', loaderData: { env: SITE } },
			{ id: 'routes/therapist', loaderData: data },
		],
	} as unknown as Parameters<typeof profileMetaOf>[0])
	return { data, tags, text: JSON.stringify({ data, tags }) }
}

async function apiText(db: Db, query: string, user: SessionUser | null = null): Promise<string> {
	const response = await callApi(apiUser, routeArgs(db, `/api/user?${query}`, {}, { user }))
	expect(response.status).toBe(200)
	return JSON.stringify(await response.json())
}

describe('a Not Accepting profile keeps its phone, street and ZIP to its owner', () => {
	test('the profile page data and its JSON-LD carry none of them; the accepting alternative keeps its phone', async () => {
		const { db } = await createTestDb()
		const { closed, open } = await twoProviders(db)

		const page = await profilePage(db, closed)
		expect(page.data.alternatives.cards.map((a) => a.short_id)).toEqual([open.short_id])
		expect(leaksOf(HIDDEN, page.text)).toEqual([])
		// City and state still place the profile; the alternative's own number is on its card.
		expect(page.data.profile).toMatchObject({ city: 'Austin', state: 'TX', phone: '', zip: '' })
		expect(page.data.alternatives.cards[0].phone).toBe(OPEN.phone)
		const ld = page.tags.find((t) => 'script:ld+json' in t)
		expect(JSON.stringify(ld)).toContain('Austin')

		// The same page of an accepting provider carries all of its own.
		const openPage = await profilePage(db, open)
		for (const value of Object.values(OPEN)) expect(openPage.text).toContain(value)
	})

	test('no public API doc carries them: lookup by id and short_id, search, and a ZIP search finds nothing', async () => {
		const { db } = await createTestDb()
		const { closed, open } = await twoProviders(db)
		const other = await insertProvider(db, { licensed_states: ['TX'] })

		const answers = [
			await apiText(db, `id=${closed.id}`),
			await apiText(db, `short_id=${closed.short_id}`),
			await apiText(db, 'state=TX'),
			await apiText(db, 'state=TX&search=Quill'),
			// Someone else signed in is a visitor to this profile.
			await apiText(db, `id=${closed.id}`, sessionUserFor(other)),
		]
		for (const text of answers) expect(leaksOf(HIDDEN, text)).toEqual([])
		expect(answers[3]).toContain(closed.id)
		// Its ZIP does not find it (that would say where the office is); the accepting one's does.
		expect(await apiText(db, `state=TX&search=${HIDDEN.zip}`)).not.toContain(closed.id)
		expect(await apiText(db, `state=TX&search=${OPEN.zip}`)).toContain(open.id)

		const openDoc = await apiText(db, `id=${open.id}`)
		for (const value of Object.values(OPEN)) expect(openDoc).toContain(value)
	})

	test('the search listing page data carries no hidden phone', async () => {
		const { db } = await createTestDb()
		const { closed } = await twoProviders(db)
		const url = '/therapists/texas'
		const data = await listingLoader(routeArgs(db, url, { first: 'texas', second: undefined }))
		expect(data.page.docs.map((c) => c.short_id)).toContain(closed.short_id)
		const text = JSON.stringify(data)
		expect(leaksOf(HIDDEN, text)).toEqual([])
		expect(text).toContain(OPEN.phone)
	})

	test('the owner still sees and edits them, on the page and in the API', async () => {
		const { db } = await createTestDb()
		const { closed } = await twoProviders(db)
		const owner = sessionUserFor(closed)

		const page = await profilePage(db, closed, owner)
		expect(page.data.own).toMatchObject(HIDDEN)

		const own = await apiText(db, `id=${closed.id}`, owner)
		for (const value of Object.values(HIDDEN)) expect(own).toContain(value)

		const body = JSON.stringify({ zip: '78798' })
		const headers = { 'Content-Type': 'application/json' }
		const saved = await callApi(
			apiUserAction,
			routeArgs(db, '/api/user', {}, { method: 'POST', user: owner, headers, body }),
		)
		expect(saved.status).toBe(200)
		expect((await saved.json()).docs[0]).toMatchObject({ ...HIDDEN, zip: '78798' })
		expect(await apiText(db, `id=${closed.id}`)).not.toContain('78798')
	})

	test('once accepting again, the details are public again', async () => {
		const { db } = await createTestDb()
		const { closed } = await twoProviders(db)
		const body = JSON.stringify({ availability: 'Accepting New Clients' })
		const headers = { 'Content-Type': 'application/json' }
		const saved = await callApi(
			apiUserAction,
			routeArgs(db, '/api/user', {}, { method: 'POST', user: sessionUserFor(closed), headers, body }),
		)
		expect(saved.status).toBe(200)
		const doc = await apiText(db, `id=${closed.id}`)
		for (const value of Object.values(HIDDEN)) expect(doc).toContain(value)
	})
})
