import { describe, expect, test } from 'vitest'
import { findTagBySlug } from '~/platform/reference/tags'
import { ApiSearchParamsSchema, apiParamsToQuery } from './api-user-query'
import { listingUrl, parseListingUrl, resolvePath } from './search-query'

const id = (slug: string) => findTagBySlug(slug)?.id as number
const parse = (path: string) => {
	const url = new URL(path, 'http://x')
	const [, , first, second] = url.pathname.split('/')
	const resolved = resolvePath(first, second)
	return { resolved, query: parseListingUrl(url, resolved) }
}

describe('listing URLs', () => {
	test('state and tag slugs resolve; anything else is not found', () => {
		expect(resolvePath('california', 'anxiety')).toMatchObject({
			state: { code: 'CA' },
			tag: { slug: 'anxiety' },
			notFound: false,
		})
		expect(resolvePath('dc')).toMatchObject({ state: { code: 'DC' }, notFound: false })
		expect(resolvePath('anxiety')).toMatchObject({ state: null, tag: { slug: 'anxiety' }, notFound: false })
		expect(resolvePath('california', 'online-therapy').notFound).toBe(false)
		expect(resolvePath('narnia').notFound).toBe(true)
		// Any other slug after a state is a city candidate: the listing's loader answers 404 unless it
		// is a city page (city-pages.test.ts); a tag's slug wins over a city's.
		expect(resolvePath('california', 'narnia')).toMatchObject({ city: 'narnia', tag: null, notFound: false })
		expect(resolvePath('california', 'los-angeles', 'anxiety')).toMatchObject({
			city: 'los-angeles',
			tag: { slug: 'anxiety' },
			notFound: false,
		})
		expect(resolvePath('california', 'los-angeles', 'narnia').notFound).toBe(true)
		expect(resolvePath('california', 'anxiety', 'grief').notFound).toBe(true)
		expect(resolvePath('california', 'Narnia!').notFound).toBe(true)
		expect(resolvePath('anxiety', 'grief').notFound).toBe(true)
		expect(resolvePath('california', 'couples').notFound).toBe(true)
	})

	test('a parsed URL rebuilds to the same canonical URL', () => {
		for (const path of [
			'/therapists',
			'/therapists/texas',
			'/therapists/texas/anxiety?specialty=grief&insurance=aetna&page=2',
			'/therapists/texas/online-therapy',
			'/therapists/anxiety',
			'/therapists/new-york/emdr?type=gottman-method&online=1&price=90-130&gender=non-binary&q=teen',
			'/therapists/texas/anxiety?accepting=1&insurance=aetna',
		]) {
			expect(listingUrl(parse(path).query)).toBe(path)
		}
	})

	test('non-canonical URLs normalise: first specialty moves into the path, junk is dropped', () => {
		expect(listingUrl(parse('/therapists/texas?specialty=grief&specialty=anxiety').query)).toBe(
			'/therapists/texas/grief?specialty=anxiety',
		)
		expect(listingUrl(parse('/therapists/texas?online=1').query)).toBe('/therapists/texas/online-therapy')
		expect(
			listingUrl(parse('/therapists/texas?specialty=nope&insurance=sliding-scale&page=-4&price=cheap').query),
		).toBe('/therapists/texas')
		expect(parse('/therapists/texas?page=abc').query.page).toBe(1)
		expect(listingUrl(parse('/therapists/texas?page=2&accepting=true').query)).toBe(
			'/therapists/texas?accepting=1&page=2',
		)
		expect(parse('/therapists/texas?accepting=yes').query.accepting).toBe(false)
	})
})

describe('API parameters', () => {
	test('valid parameters become a query', () => {
		const parsed = ApiSearchParamsSchema.parse({
			state: 'ca',
			issues: `${id('anxiety')},${id('grief')}`,
			payments: 'aetna',
			teletherapy: 'true',
			pageSize: '5',
		})
		expect(apiParamsToQuery(parsed)).toMatchObject({
			state: 'CA',
			specialties: [id('anxiety'), id('grief')],
			insurance: 'aetna',
			online: true,
			pageSize: 5,
			page: 1,
		})
	})

	test.each([
		['unknown state', { state: 'ZZ' }, 'state'],
		['page 0', { page: '0' }, 'page'],
		['pageSize 10,000', { pageSize: '10000' }, 'pageSize'],
		['a 5 KB search', { search: 'x'.repeat(5000) }, 'search'],
		['junk specialties', { issues: ['abc', 'def'] }, 'issues'],
		['an approach as a specialty', { issues: String(id('emdr')) }, 'issues'],
		['unknown insurer', { payments: 'nope' }, 'payments'],
		['unknown price', { price: 'free' }, 'price'],
		['unknown parameter', { bogus: '1' }, ''],
	])('%s is refused', (_name, input, field) => {
		const result = ApiSearchParamsSchema.safeParse(input)
		expect(result.success).toBe(false)
		if (!result.success && field) expect(result.error.issues[0].path[0]).toBe(field)
	})
})
