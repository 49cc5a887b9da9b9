import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { loader as badgeLoader } from '~/routes/badge'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { BADGE_DIMENSIONS, badgeSnippet, parseBadgeOptions, renderBadgeSvg } from './badge'

async function getBadge(db: Db, short_id: string, query = '') {
	const response = await badgeLoader(routeArgs(db, `/badge/${short_id}${query}`, { short_id }))
	return { response, body: await response.text() }
}

describe('GET /badge/:short_id', () => {
	test('a live profile: SVG with the name and "Find me on Openroom", cacheable for a day, locked down', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { first_name: 'Maya', last_name: 'Okafor' })
		const { response, body } = await getBadge(db, String(p.short_id), '?size=large&theme=light')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/svg+xml')
		expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
		expect(response.headers.get('content-security-policy')).toBe(
			"default-src 'none'; style-src 'unsafe-inline'",
		)
		expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="88"/)
		expect(body).toContain('Maya Okafor')
		expect(body).toContain('Find me on Openroom')
		expect(body).toContain('<title id="badge-title">Maya Okafor on Openroom</title>')
		// Nothing private, nothing that runs or loads.
		expect(body).not.toContain(p.email)
		expect(body).not.toContain('@')
		expect(body).not.toMatch(/<script|<style|href=|xlink|on[a-z]+=/i)
	})

	test('both sizes and both themes render as valid images of the stated size', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const seen = new Set<string>()
		for (const size of ['small', 'large'] as const) {
			for (const theme of ['light', 'dark'] as const) {
				const { response, body } = await getBadge(db, String(p.short_id), `?size=${size}&theme=${theme}`)
				expect(response.status).toBe(200)
				const meta = await sharp(Buffer.from(body)).metadata()
				expect([meta.format, meta.width, meta.height]).toEqual([
					'svg',
					BADGE_DIMENSIONS[size].width,
					BADGE_DIMENSIONS[size].height,
				])
				seen.add(body)
			}
		}
		expect(seen.size).toBe(4)
		const dark = (await getBadge(db, String(p.short_id), '?theme=dark')).body
		expect(dark).toContain('fill="#0f3e39"')
		// Defaults: small and light.
		const plain = await getBadge(db, String(p.short_id))
		expect(plain.body).toBe((await getBadge(db, String(p.short_id), '?size=small&theme=light')).body)
	})

	test('a profile that is not live gets the generic badge: no name', async () => {
		const { db } = await createTestDb()
		const unverified = await insertProvider(db, {
			first_name: 'Hidden',
			last_name: 'Person',
			email_verified: false,
		})
		const flagged = await insertProvider(db, { first_name: 'Flagged', last_name: 'Person', flagged: true })
		for (const p of [unverified, flagged]) {
			const { response, body } = await getBadge(db, String(p.short_id), '?size=large')
			expect(response.status).toBe(200)
			expect(body).not.toContain('Person')
			expect(body).toContain('Find me on')
			expect(body).toContain('Openroom')
			expect(body).toContain('<title id="badge-title">Find me on Openroom</title>')
		}
	})

	test('unknown or malformed ids get 404; bad size or theme gets 400', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		for (const id of ['999999', 'abc', '0', '01', '-5', '99999999999']) {
			const { response } = await getBadge(db, id)
			expect(response.status, id).toBe(404)
		}
		for (const query of ['?size=huge', '?theme=blue', '?size=', '?size=small&size=large', '?theme=LIGHT']) {
			const { response, body } = await getBadge(db, String(p.short_id), query)
			expect(response.status, query).toBe(400)
			expect(JSON.parse(body).error.code).toBe('invalid')
		}
	})

	test('names are escaped, never markup', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, {
			first_name: '<script>alert(1)</script>',
			last_name: 'O\'Neil & "Co"',
		})
		const { body } = await getBadge(db, String(p.short_id), '?size=large')
		expect(body).not.toContain('<script>')
		expect(body).toContain('&lt;script&gt;')
		expect(body).toContain('&amp;')
		await sharp(Buffer.from(body)).metadata() // still well-formed XML
	})
})

describe('badge helpers', () => {
	test('parseBadgeOptions', () => {
		expect(parseBadgeOptions(new URLSearchParams(''))).toEqual({ size: 'small', theme: 'light' })
		expect(parseBadgeOptions(new URLSearchParams('size=large&theme=dark&v=2'))).toEqual({
			size: 'large',
			theme: 'dark',
		})
		expect(parseBadgeOptions(new URLSearchParams('size=medium'))).toBeNull()
	})

	test('the snippet links the canonical profile around the badge image', () => {
		const html = badgeSnippet({
			profileUrl: 'https://openroom.example/therapist/maya-okafor/10001',
			publicUrl: 'https://openroom.example',
			short_id: 10001,
			name: 'Maya Okafor',
			siteName: 'Openroom',
			options: { size: 'large', theme: 'dark' },
		})
		expect(html).toBe(
			'<a href="https://openroom.example/therapist/maya-okafor/10001" target="_blank" rel="noopener"><img src="https://openroom.example/badge/10001?size=large&amp;theme=dark" alt="Maya Okafor on Openroom" width="300" height="88"></a>',
		)
		const unnamed = badgeSnippet({
			profileUrl: 'https://x.example/therapist/5',
			publicUrl: 'https://x.example',
			short_id: 5,
			name: 'N/A',
			siteName: 'Openroom',
			options: { size: 'small', theme: 'light' },
		})
		expect(unnamed).toContain('alt="Find me on Openroom" width="200" height="48"')
	})

	test('long names and product names are shortened to fit', () => {
		const svg = renderBadgeSvg({
			siteName: 'A Very Long Directory Name For Testing',
			name: 'Bartholomew Alexander Montgomery-Fitzgerald',
			options: { size: 'large', theme: 'light' },
		})
		expect(svg).toContain('Bartholomew Alexander Mon…')
		expect(svg).toContain('Find me on A Very Long Directory…')
	})
})
