import { z } from 'zod'
import { PRICE_TIERS, type PriceTier } from '~/platform/reference/options'
import { findStateByCode, findStateBySlug, slugify } from '~/platform/reference/states'
import { findTag, findTagBySlug, ONLINE_THERAPY_TAG_ID, type Tag } from '~/platform/reference/tags'
import { IDENTITY_FACETS, type IdentityFacet, identityValueFromSlug } from './facets'
import englishListing from '~/locales/en/listing.json'
import { FLAG_FILTERS, type FlagName, flagLabel, flagValues } from './flag-filters'
import {
	EMPTY_QUERY,
	isPaymentFilter,
	MAX_MULTI,
	MAX_PAGE,
	MAX_PAGE_SIZE,
	MAX_TEXT,
	PAGE_SIZE,
	type SearchQuery,
	uniq,
} from './search-query'
import { DEFAULT_MILES, MAX_MILES, MIN_MILES, ZIP_MESSAGE, ZIP_PATTERN } from './near-options'
import { findNearZip } from './near-query.server'

// The JSON API's parsing lives apart from search-query.ts (the listing page's URLs), so that the
// listing page's browser code never loads zod.

/** GET /api/user: one provider by id or short_id, or a search with the spec's parameters. */
export const ApiUserLookupSchema = z.union([
	z.strictObject({ id: z.uuid('id must be a provider id') }),
	z.strictObject({ short_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
])

export function isLookup(params: Record<string, unknown>): boolean {
	return 'id' in params || 'short_id' in params
}

// GET /api/user as a search: the spec's parameter names, parsed strictly.

const list = (max: number) =>
	z
		.union([z.string(), z.array(z.string())])
		.transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
		.pipe(z.array(z.string().max(64)).max(max, `at most ${max} values`))

const tagIdsOf = (category: Tag['category'] | null, what: string) =>
	list(MAX_MULTI).transform((values, ctx) => {
		const ids: number[] = []
		for (const v of values) {
			const tag = /^\d+$/.test(v) ? findTag(Number(v)) : findTagBySlug(v)
			if (!tag || (category && tag.category !== category)) {
				ctx.addIssue({ code: 'custom', message: `Unknown ${what}: ${v.slice(0, 40)}` })
				return z.NEVER
			}
			ids.push(tag.id)
		}
		return ids
	})

const optionValue = (facet: IdentityFacet) =>
	z
		.string()
		.max(64)
		.transform((v, ctx) => {
			const value = identityValueFromSlug(facet, v) ?? identityValueFromSlug(facet, slugify(v))
			if (!value) {
				ctx.addIssue({ code: 'custom', message: `Unknown ${IDENTITY_FACETS[facet].label.toLowerCase()}` })
				return z.NEVER
			}
			return value
		})

const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** One parameter per yes/no filter (flag-filters.ts), described by its English label. */
const flagParams = Object.fromEntries(
	FLAG_FILTERS.map((flag) => [
		flag.name,
		booleanParam
			.meta({
				description: `'true': only providers who offer: ${englishListing[flagLabel(flag) as keyof typeof englishListing]}.`,
			})
			.optional(),
	]),
) as Record<FlagName, z.ZodOptional<typeof booleanParam>>

export const ApiSearchParamsSchema = z.strictObject({
	state: z
		.string()
		.max(40)
		.transform((v, ctx) => {
			const state = findStateByCode(v) ?? findStateBySlug(v)
			if (!state) {
				ctx.addIssue({ code: 'custom', message: 'Unknown state' })
				return z.NEVER
			}
			return state.code
		})
		.optional(),
	issues: tagIdsOf('Specialties', 'specialty').optional(),
	approaches: tagIdsOf('Approaches', 'approach').optional(),
	tag_ids: tagIdsOf(null, 'tag').optional(),
	gender: optionValue('gender').optional(),
	language: optionValue('language').optional(),
	focuses_age: optionValue('age').optional(),
	ethnicity: optionValue('ethnicity').optional(),
	sexuality: optionValue('sexuality').optional(),
	faith: optionValue('faith').optional(),
	payments: z.string().max(64).refine(isPaymentFilter, 'Unknown insurance or payment option').optional(),
	teletherapy: booleanParam.optional(),
	...flagParams,
	availability: z
		.enum(['accepting', 'Accepting New Clients'], "availability: only 'accepting' can be filtered on")
		.meta({
			description:
				"'accepting' (or 'Accepting New Clients'): only providers shown as Accepting New Clients, so not those unconfirmed for over 180 days (shown as 'Availability unknown').",
		})
		.optional(),
	price: z
		.enum(PRICE_TIERS.map((t) => t.value) as [PriceTier, ...PriceTier[]], 'Unknown price tier')
		.optional(),
	near: z
		.string()
		.regex(ZIP_PATTERN, ZIP_MESSAGE)
		.refine((zip) => findNearZip(zip) !== null, 'Unknown ZIP code.')
		.meta({
			description:
				"A 5-digit US ZIP code: only providers with an office within `miles` of its centroid, each doc with `distance_miles`, ordered by availability, then distance band (0–5, 5–10, 10–25, 25–50, 50+ miles), then the daily rotation. The ZIP's state is the search's state: it replaces `state` when they differ. The ZIP is never stored or logged.",
			example: '10001',
		})
		.optional(),
	miles: z.coerce
		.number(`miles must be a whole number from ${MIN_MILES} to ${MAX_MILES}`)
		.int(`miles must be a whole number from ${MIN_MILES} to ${MAX_MILES}`)
		.min(MIN_MILES, `miles must be at least ${MIN_MILES}`)
		.max(MAX_MILES, `miles must be at most ${MAX_MILES}`)
		.default(DEFAULT_MILES)
		.meta({ description: `With \`near\`: the radius in miles (${MIN_MILES}–${MAX_MILES}).` }),
	search: z.string().max(MAX_TEXT, `search must be at most ${MAX_TEXT} characters`).optional(),
	page: z.coerce.number().int().min(1, 'page must be 1 or more').max(MAX_PAGE).default(1),
	pageSize: z.coerce
		.number()
		.int()
		.min(1)
		.max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
		.default(PAGE_SIZE),
})
type ApiSearchParams = z.infer<typeof ApiSearchParamsSchema>

/** The API's parameters as a SearchQuery (tag_ids are split by category). */
export function apiParamsToQuery(p: ApiSearchParams): SearchQuery {
	const specialties = [...(p.issues ?? [])]
	const approaches = [...(p.approaches ?? [])]
	let online = p.teletherapy ?? false
	for (const id of p.tag_ids ?? []) {
		const tag = findTag(id)
		if (tag?.category === 'Specialties') specialties.push(id)
		else if (tag?.category === 'Approaches') approaches.push(id)
		else if (id === ONLINE_THERAPY_TAG_ID) online = true
	}
	// The ZIP's state wins over a different `state` (docs/search.md#near-a-zip-code).
	const nearState = p.near ? (findNearZip(p.near)?.state ?? null) : null
	return {
		...EMPTY_QUERY,
		state: nearState ?? p.state ?? null,
		specialties: uniq(specialties),
		approaches: uniq(approaches),
		online,
		accepting: p.availability !== undefined,
		...flagValues(p),
		insurance: p.payments ?? null,
		price: p.price ?? null,
		gender: p.gender ?? null,
		language: p.language ?? null,
		age: p.focuses_age ?? null,
		ethnicity: p.ethnicity ?? null,
		sexuality: p.sexuality ?? null,
		faith: p.faith ?? null,
		text: (p.search ?? '').trim(),
		near: p.near ?? null,
		miles: p.near ? p.miles : DEFAULT_MILES,
		page: p.page,
		pageSize: p.pageSize,
	}
}
