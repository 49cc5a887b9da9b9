import { describe, expect, test } from 'vitest'
import { loader, meta } from '~/routes/therapist'
import { createTestDb } from '../../../tests/setup/db'
import {
	insertProvider,
	insertResponse,
	routeArgs,
	sessionUserFor,
	thrownRedirect,
} from '../../../tests/factories'
import {
	findPublicProfileById,
	findPublicProfileByShortId,
} from '~/features/therapists/public-profile.server'
import { profileMeta } from '~/features/therapists/profile-meta'
import { getEnv } from '~/env.server'

const SITE = { siteName: 'Openroom', publicUrl: 'https://openroom.test' }

function load(
	db: Parameters<typeof routeArgs>[0],
	path: string,
	params: { first: string; second?: string },
	user = null as ReturnType<typeof sessionUserFor> | null,
) {
	return loader(routeArgs(db, path, params, { user }))
}

/** The route's meta tags for its loader data, as React Router calls it. */
function metaOf(data: Awaited<ReturnType<typeof loader>>, p: { url_tag: string; short_id: number }) {
	return meta({
		loaderData: data,
		data,
		params: { first: p.url_tag, second: String(p.short_id) },
		location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
		matches: [
			{ id: 'root', loaderData: { env: SITE } },
			{ id: 'routes/therapist', loaderData: data },
		],
	} as unknown as Parameters<typeof meta>[0])
}

describe('profile URLs', () => {
	test('the canonical path renders; a wrong or missing url_tag answers 301 to it', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: 'ana-lopez' })
		const id = String(p.short_id)

		const page = await load(db, `/therapist/ana-lopez/${id}`, { first: 'ana-lopez', second: id })
		expect(page.profile.id).toBe(p.id)

		expect(
			await thrownRedirect(() => load(db, `/therapist/old-tag/${id}`, { first: 'old-tag', second: id })),
		).toEqual({
			status: 301,
			location: `/therapist/ana-lopez/${id}`,
		})
		expect(await thrownRedirect(() => load(db, `/therapist/${id}`, { first: id }))).toEqual({
			status: 301,
			location: `/therapist/ana-lopez/${id}`,
		})
		expect(
			await thrownRedirect(() =>
				load(db, `/therapist/ana-lopez/0${id}`, { first: 'ana-lopez', second: `0${id}` }),
			),
		).toEqual({ status: 301, location: `/therapist/ana-lopez/${id}` })
		// The query string survives the redirect (e.g. an open contact dialog).
		expect(
			await thrownRedirect(() => load(db, `/therapist/x/${id}?contact`, { first: 'x', second: id })),
		).toEqual({ status: 301, location: `/therapist/ana-lopez/${id}?contact` })
	})

	test('a profile without url_tag lives at /therapist/{short_id}', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: '' })
		const id = String(p.short_id)
		expect((await load(db, `/therapist/${id}`, { first: id })).profile.id).toBe(p.id)
		expect(
			await thrownRedirect(() => load(db, `/therapist/some-tag/${id}`, { first: 'some-tag', second: id })),
		).toEqual({
			status: 301,
			location: `/therapist/${id}`,
		})
	})

	test('a non-numeric id and an unknown id go to /therapists', async () => {
		const { db } = await createTestDb()
		expect(await thrownRedirect(() => load(db, '/therapist/abc', { first: 'abc' }))).toEqual({
			status: 302,
			location: '/therapists',
		})
		expect(
			await thrownRedirect(() => load(db, '/therapist/tag/abc', { first: 'tag', second: 'abc' })),
		).toEqual({
			status: 302,
			location: '/therapists',
		})
		expect(await thrownRedirect(() => load(db, '/therapist/99999999', { first: '99999999' }))).toEqual({
			status: 302,
			location: '/therapists',
		})
		expect(
			await thrownRedirect(() => load(db, '/therapist/12345678901234', { first: '12345678901234' })),
		).toEqual({
			status: 302,
			location: '/therapists',
		})
	})

	test('a draft is shown only to its owner', async () => {
		const { db } = await createTestDb()
		const draft = await insertProvider(db, { email_verified: false })
		const id = String(draft.short_id)
		const params = { first: draft.url_tag, second: id }
		const path = `/therapist/${draft.url_tag}/${id}`
		expect(await thrownRedirect(() => load(db, path, params))).toEqual({
			status: 302,
			location: '/therapists',
		})
		const other = await insertProvider(db)
		expect(await thrownRedirect(() => load(db, path, params, sessionUserFor(other)))).toEqual({
			status: 302,
			location: '/therapists',
		})
		const own = await load(db, path, params, sessionUserFor(draft))
		expect(own.isOwner).toBe(true)
		expect(own.profile.is_live).toBe(false)
	})

	test('the loader sends the first 20 public answers and no private columns', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (let i = 0; i < 22; i++) await insertResponse(db, { author_id: p.id, question_id: (i % 20) + 1 })
		await insertResponse(db, { author_id: p.id, is_complete: false })
		const page = await load(db, `/therapist/${p.url_tag}/${p.short_id}`, {
			first: p.url_tag,
			second: String(p.short_id),
		})
		expect(page.responses.docs).toHaveLength(20)
		expect(page.responses.count).toBe(22)
		expect(page.responses.next).toBe(2)
		const json = JSON.stringify(page)
		expect(json).not.toContain(p.email)
		expect(json).not.toMatch(/password_?hash|flagged_?keyword|"email"/i)
	})
})

describe('profile metadata', () => {
	type Node = Record<string, unknown>
	function ldJson(tags: ReturnType<typeof profileMeta>) {
		const tag = tags.find((t) => 'script:ld+json' in t) as { 'script:ld+json': Node } | undefined
		// As a JSON-LD processor reads it: the serialized script, parsed.
		return tag ? (JSON.parse(JSON.stringify(tag['script:ld+json'])) as Node) : undefined
	}
	/** The graph's page and person nodes, by type. */
	function nodes(tags: ReturnType<typeof profileMeta>) {
		const graph = (ldJson(tags)?.['@graph'] ?? []) as Node[]
		const byType = (type: string) => graph.find((n) => n['@type'] === type)
		return { graph, page: byType('ProfilePage'), person: byType('Person') }
	}

	test('a live profile has title, description, canonical, og, geo.region and JSON-LD with name and telephone', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, {
			first_name: 'Ana',
			last_name: 'Lopez',
			url_tag: 'ana-lopez',
			headline: 'Licensed Professional Counselor',
			summary: 'S'.repeat(400),
			state: 'CA',
			phone: '15125550123',
		})
		const profile = await findPublicProfileById(db, p.id)
		if (!profile) throw new Error('missing')
		const tags = profileMeta(SITE, profile)
		expect(tags).toContainEqual({ title: 'Ana Lopez, Licensed Professional Counselor | Openroom' })
		const description = tags.find((t) => 'name' in t && t.name === 'description') as { content: string }
		expect(description.content.length).toBeLessThanOrEqual(160)
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: `https://openroom.test/therapist/ana-lopez/${p.short_id}`,
		})
		expect(tags).toContainEqual({ property: 'og:type', content: 'profile' })
		expect(tags).toContainEqual({ name: 'geo.region', content: 'US-CA' })
		expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false)
		expect(ldJson(tags)?.['@context']).toBe('https://schema.org')
		const { graph, page, person } = nodes(tags)
		expect(person).toMatchObject({ name: 'Ana Lopez', telephone: '(512) 555-0123' })
		expect((person?.workLocation as Node | undefined)?.address).toMatchObject({
			streetAddress: '100 Congress Ave, Suite 200',
			postalCode: '78701',
		})
		// Two nodes with their own ids, linked both ways: a processor does not merge page and person.
		const url = `https://openroom.test/therapist/ana-lopez/${p.short_id}`
		expect(graph.map((n) => n['@id'])).toEqual([url, `${url}#person`])
		expect(page?.mainEntity).toEqual({ '@id': `${url}#person` })
		expect(person?.mainEntityOfPage).toEqual({ '@id': url })
	})

	test("every recorded video has a thumbnail: its own, else the provider's photo", async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { photo: '/media/photos/ana-512.webp' })
		const video = { type: 'video' as const, video_url: '/media/answers/a.webm', media_type: 'video/webm' }
		const own = await insertResponse(db, {
			author_id: p.id,
			...video,
			video_thumb_url: '/media/answers/a.webp',
		})
		const bare = await insertResponse(db, {
			author_id: p.id,
			...video,
			question_id: 2,
			video_thumb_url: null,
		})
		const data = await load(db, `/therapist/${p.url_tag}/${p.short_id}`, {
			first: p.url_tag,
			second: String(p.short_id),
		})
		const { graph, person } = nodes(metaOf(data, p))
		const recordings = person?.subjectOf as Node[]
		const thumbnailOf = (id: string) => recordings.find((r) => String(r['@id']).endsWith(id))?.thumbnailUrl
		expect(recordings.map((r) => r['@type'])).toEqual(['VideoObject', 'VideoObject'])
		// The recordings' structured data is made by the loader, on the server's public URL.
		const origin = getEnv().PUBLIC_URL
		expect(thumbnailOf(own.id)).toBe(`${origin}/media/answers/a.webp`)
		expect(thumbnailOf(bare.id)).toBe(`${origin}/media/photos/ana-512.webp`)
		const ids = [...graph, ...recordings].map((n) => n['@id'])
		expect(new Set(ids).size).toBe(4)
	})

	test('a flagged profile is still reachable by URL, but noindex and without JSON-LD', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { flagged: true, flagged_keyword: 'secret-keyword' })
		const data = await load(db, `/therapist/${p.url_tag}/${p.short_id}`, {
			first: p.url_tag,
			second: String(p.short_id),
		})
		expect(data.profile.flagged).toBe(true)
		expect(JSON.stringify(data)).not.toContain('secret-keyword')
		const tags = metaOf(data, p)
		expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
		expect(ldJson(tags)).toBeUndefined()
	})

	test('no telephone, street or ZIP in the structured data of a profile that is not accepting clients', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { availability: 'Not Accepting New Clients' })
		const profile = await findPublicProfileByShortId(db, p.short_id)
		if (!profile) throw new Error('missing')
		const { person } = nodes(profileMeta(SITE, profile))
		expect(person?.name).toBe(`Jordan ${p.last_name}`)
		expect(person?.telephone).toBeUndefined()
		expect((person?.workLocation as Node | undefined)?.address).toEqual({
			'@type': 'PostalAddress',
			addressLocality: 'Austin',
			addressRegion: 'TX',
			addressCountry: 'US',
		})
	})
})

describe('a Not Accepting profile', () => {
	test('offers accepting therapists in the same state, top specialty first; others get none', async () => {
		const { db } = await createTestDb()
		const full = await insertProvider(db, {
			availability: 'Not Accepting New Clients',
			licensed_states: ['NY'],
			issues: [101, 102],
			top_issues: [102],
		})
		await insertProvider(db, { last_name: 'Same', licensed_states: ['NY'], issues: [102] })
		await insertProvider(db, { last_name: 'Texan', licensed_states: ['TX'], issues: [102] })
		const path = `/therapist/${full.url_tag}/${full.short_id}`
		const data = await load(db, path, { first: full.url_tag, second: String(full.short_id) })
		expect(data.alternatives.cards.map((a) => a.last_name)).toEqual(['Same'])
		const open = await insertProvider(db, { licensed_states: ['NY'] })
		const other = await load(db, `/therapist/${open.url_tag}/${open.short_id}`, {
			first: open.url_tag,
			second: String(open.short_id),
		})
		expect(other.alternatives.cards).toEqual([])
	})
})
