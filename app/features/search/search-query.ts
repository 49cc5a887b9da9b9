import { findInsurer, OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import { ONLINE_THERAPY_SLUG, PRICE_TIERS, type PriceTier } from '~/platform/reference/options'
import { findStateByCode, findStateBySlug, slugify, type UsState } from '~/platform/reference/states'
import { findTag, findTagBySlug, ONLINE_THERAPY_TAG_ID, type Tag } from '~/platform/reference/tags'
import {
	ACCEPTING_KEY,
	type FacetKey,
	IDENTITY_FACETS,
	type IdentityFacet,
	identityKey,
	identityValueFromSlug,
	ONLINE_KEY,
	paymentKey,
	priceKey,
	stateKey,
	tagKey,
} from './facets'
import { FLAG_FILTERS, type FlagValues, NO_FLAGS } from './flag-filters'
import { DEFAULT_MILES, milesFrom, ZIP_PATTERN } from './near-options'

export const PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50
export const MAX_PAGE = 10_000
export const MAX_TEXT = 200
export const MAX_MULTI = 10

/** The yes/no filters (flag-filters.ts) are fields of the query under their own names. */
export type SearchQuery = FlagValues & {
	state: string | null
	/** A city page's slug (/therapists/{state}/{city}): near its centroid (docs/search.md#city-pages). */
	city: string | null
	specialties: number[]
	approaches: number[]
	online: boolean
	/** Only providers shown as Accepting New Clients (docs/search.md#filters). */
	accepting: boolean
	insurance: string | null
	price: PriceTier | null
	gender: string | null
	language: string | null
	age: string | null
	ethnicity: string | null
	sexuality: string | null
	faith: string | null
	text: string
	/**
	 * A 5-digit ZIP: offices within `miles` of it (docs/search.md#near-a-zip-code). Never logged; stored
	 * only with a message written from the search, for its follow-up (docs/product.md#follow-ups).
	 */
	near: string | null
	miles: number
	page: number
	pageSize: number
}

export const EMPTY_QUERY: SearchQuery = {
	...NO_FLAGS,
	state: null,
	city: null,
	specialties: [],
	approaches: [],
	online: false,
	accepting: false,
	insurance: null,
	price: null,
	gender: null,
	language: null,
	age: null,
	ethnicity: null,
	sexuality: null,
	faith: null,
	text: '',
	near: null,
	miles: DEFAULT_MILES,
	page: 1,
	pageSize: PAGE_SIZE,
}

export const IDENTITY_FILTERS = Object.keys(IDENTITY_FACETS) as IdentityFacet[]

/** The facet keys a query requires (the free text is matched separately). */
export function queryFacetKeys(q: SearchQuery): FacetKey[] {
	const keys: FacetKey[] = []
	if (q.state) keys.push(stateKey(q.state))
	for (const id of q.specialties) keys.push(tagKey(id))
	for (const id of q.approaches) keys.push(tagKey(id))
	if (q.online) keys.push(ONLINE_KEY)
	if (q.accepting) keys.push(ACCEPTING_KEY)
	for (const flag of FLAG_FILTERS) if (q[flag.name]) keys.push(flag.key)
	if (q.insurance) keys.push(paymentKey(q.insurance))
	if (q.price) keys.push(priceKey(q.price))
	for (const f of IDENTITY_FILTERS) {
		const value = q[f]
		if (value) keys.push(identityKey(f, value))
	}
	return keys
}

export function isPaymentFilter(slug: string): boolean {
	return slug === OUT_OF_POCKET.value || Boolean(findInsurer(slug))
}

export function uniq<T>(items: T[]): T[] {
	return [...new Set(items)]
}

// ---------------------------------------------------------------------------------------------
// Page URLs: /therapists[/{state}][/{tag}]?specialty=…&type=…&insurance=…&page=…
// ---------------------------------------------------------------------------------------------

type PathResolution = { state: UsState | null; city?: string | null; tag: Tag | null; notFound: boolean }

/**
 * Resolves the path slugs: a state, a tag, a state then a tag, or a state, a city slug and maybe a
 * tag; anything else is not found. A tag's slug wins over a city's of the same spelling; whether the
 * city slug is a city page is the server's to say (city-pages.server.ts).
 */
export function resolvePath(first?: string, second?: string, third?: string): PathResolution {
	if (!first) return { state: null, tag: null, notFound: false }
	const state = findStateBySlug(first)
	if (state) {
		if (!second) return { state, tag: null, notFound: false }
		const tag = findTagBySlug(second)
		if (tag) return { state, tag, notFound: !isPathTag(tag) || Boolean(third) }
		const city = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(second) ? second : null
		if (!third) return { state, city, tag: null, notFound: !city }
		const cityTag = findTagBySlug(third)
		return { state, city, tag: cityTag ?? null, notFound: !city || !cityTag || !isPathTag(cityTag) }
	}
	const tag = findTagBySlug(first)
	return { state: null, tag: tag ?? null, notFound: !tag || !isPathTag(tag) || Boolean(second) }
}

function isPathTag(tag: Tag): boolean {
	return tag.category !== 'Types' || tag.id === ONLINE_THERAPY_TAG_ID
}

const isOn = (value: string | null) => value === '1' || value === 'true'

/** Reads a listing URL leniently: unknown values are dropped, never an error. */
export function parseListingUrl(url: URL, path: PathResolution): SearchQuery {
	const p = url.searchParams
	const tagsOf = (name: string, category: Tag['category']) =>
		p
			.getAll(name)
			.flatMap((v) => v.split(','))
			.map((slug) => findTagBySlug(slug.trim()))
			.filter((t): t is Tag => t?.category === category && !t.is_deprecating && !t.is_introducing)
			.map((t) => t.id)
	const specialties = tagsOf('specialty', 'Specialties')
	const approaches = tagsOf('type', 'Approaches')
	let online = p.get('online') === '1' || p.get('online') === 'true'
	if (path.tag?.category === 'Specialties') specialties.unshift(path.tag.id)
	if (path.tag?.category === 'Approaches') approaches.unshift(path.tag.id)
	if (path.tag?.id === ONLINE_THERAPY_TAG_ID) online = true
	const insurance = p.get('insurance')
	const price = p.get('price')
	const pageNumber = Number.parseInt(p.get('page') ?? '1', 10)
	const query: SearchQuery = {
		...EMPTY_QUERY,
		state: path.state?.code ?? null,
		city: path.city ?? null,
		specialties: uniq(specialties).slice(0, MAX_MULTI),
		approaches: uniq(approaches).slice(0, MAX_MULTI),
		online,
		accepting: isOn(p.get('accepting')),
		insurance:
			insurance && insurance !== SLIDING_SCALE.value && isPaymentFilter(insurance) ? insurance : null,
		price: PRICE_TIERS.some((t) => t.value === price) ? (price as PriceTier) : null,
		text: (p.get('q') ?? '').trim().slice(0, MAX_TEXT),
		...nearFrom(p),
		page: Number.isFinite(pageNumber) ? Math.min(Math.max(pageNumber, 1), MAX_PAGE) : 1,
	}
	for (const flag of FLAG_FILTERS) query[flag.name] = isOn(p.get(flag.name))
	for (const f of IDENTITY_FILTERS) {
		const slug = p.get(f)
		query[f] = slug ? (identityValueFromSlug(f, slug) ?? null) : null
	}
	return query
}

/** `near` and `miles` of a listing URL: a ZIP that is not 5 digits is dropped (the page says so). */
function nearFrom(p: URLSearchParams): { near: string | null; miles: number } {
	const near = (p.get('near') ?? '').trim()
	return ZIP_PATTERN.test(near)
		? { near, miles: milesFrom(p.get('miles')) }
		: { near: null, miles: DEFAULT_MILES }
}

/** The one canonical URL of a query: state and first tag in the path, the rest in a fixed order. */
export function listingUrl(q: SearchQuery, overrides: Partial<SearchQuery> = {}): string {
	const query = { ...q, ...overrides }
	const state = findStateByCode(query.state)
	const specialties = [...query.specialties]
	const approaches = [...query.approaches]
	let online = query.online
	let pathTag: string | null = null
	if (specialties.length) pathTag = findTag(specialties.shift() as number)?.slug ?? null
	else if (approaches.length) pathTag = findTag(approaches.shift() as number)?.slug ?? null
	else if (online) {
		pathTag = ONLINE_THERAPY_SLUG
		online = false
	}
	const city = state ? query.city : null
	const path = ['/therapists', state?.slug, city, pathTag].filter(Boolean).join('/')
	const params = new URLSearchParams()
	for (const id of specialties) params.append('specialty', findTag(id)?.slug ?? '')
	for (const id of approaches) params.append('type', findTag(id)?.slug ?? '')
	if (online) params.set('online', '1')
	if (query.accepting) params.set('accepting', '1')
	for (const flag of FLAG_FILTERS) if (query[flag.name]) params.set(flag.name, '1')
	if (query.insurance) params.set('insurance', query.insurance)
	if (query.price) params.set('price', query.price)
	for (const f of IDENTITY_FILTERS) {
		const value = query[f]
		if (value) params.set(f, slugify(value))
	}
	if (query.near) {
		params.set('near', query.near)
		if (query.miles !== DEFAULT_MILES) params.set('miles', String(query.miles))
	}
	if (query.text) params.set('q', query.text)
	if (query.page > 1) params.set('page', String(query.page))
	const search = params.toString()
	return search ? `${path}?${search}` : path
}
