import { type Availability, freshnessFlags, shownAvailability } from '~/features/availability/freshness'
import { acceptsContact } from '~/features/therapists/live-profile'
import { repliesRarely } from '~/features/therapists/reply-signal'
import { cityKey, type OfficePointLookup, zipGeography } from '~/platform/geo/zip-geography.server'
import { cityPlaceKey, zipPlaceKeys } from '~/platform/search-engine/keyword-index'
import { RowText, SpanMap } from '~/platform/search-engine/packed-row'
import {
	Dictionary,
	type EncodedRow,
	ListField,
	type RowEncoder,
} from '~/platform/search-engine/row-encoding'
import { INDEX_FLAG_COLUMNS } from '~/db/schema/providers'
import {
	ACCEPTING_KEY,
	availabilityKey,
	CONFIRMED_30_KEY,
	CONSULTATION_KEY,
	CONFIRMED_90_KEY,
	LICENCE_CHECKED_KEY,
	LIST_FACETS,
	ONLINE_KEY,
	offersOnline,
	priceKey,
	priceTiersFor,
	STALE_KEY,
	UNKNOWN_KEY,
} from './facets'
import { FLAG_FILTERS, type FlagFilter } from './flag-filters'
import { tokenize } from './keywords'
import { availabilityClass, type RankKey, rankKey } from './ranking'

/**
 * A provider's row text (packed-row.ts) → its facet keys, place keys, office and rank: what the
 * search engine indexes of a provider (app/platform/search-engine/row-encoding.ts,
 * docs/search.md#building-the-index). The product's rules are here: which keys a provider has
 * (facets.ts, flag-filters.ts), freshness, the live and reply-signal rules, and the ranking
 * (ranking.ts). Every distinct value is turned into its key once per build and then found by its
 * characters: a million rows share a few thousand cities, ZIPs and list values.
 */

/** The facet key of each packed yes/no column, in INDEX_FLAG_COLUMNS' order (flag-filters.ts). */
const COLUMN_FLAG_KEYS: readonly string[] = INDEX_FLAG_COLUMNS.map((column) => {
	const flag = (FLAG_FILTERS as readonly FlagFilter[]).find((f) => f.name === column)
	if (!flag) throw new Error(`no search filter reads the packed column ${column} (flag-filters.ts)`)
	return flag.key
})

/** Tag ids (issues, approaches) are found by their number. */
const listFields = (keys: Dictionary) =>
	LIST_FACETS.map(
		(facet) => new ListField(facet.key, keys, facet.field === 'issues' || facet.field === 'approaches'),
	)

/** compareRankKeys' order of [class 0–2, stale 0–1, -band -2–0] as one number, 0–17 (the engine's rank group). */
const rankGroup = (rank: RankKey): number => rank[0] * 6 + rank[1] * 3 + (rank[2] + 2)

const listAt = (field: (typeof LIST_FACETS)[number]['field']) =>
	LIST_FACETS.findIndex((f) => f.field === field)
const ISSUES = listAt('issues')
const APPROACHES = listAt('approaches')
const PAYMENTS = listAt('payments')

type CityCode = { cityId: number; point: number }
type ZipCode = { point: number; placeIds: number[] }

export class ProviderRowEncoder implements RowEncoder {
	readonly facetKeys = new Dictionary()
	readonly placeKeys = new Dictionary()
	readonly cities = new Dictionary()
	private lists = listFields(this.facetKeys)
	private readonly row = new RowText()
	/** Availabilities, online therapy and states: a few texts, each held once. */
	private words = new SpanMap((text) => text)
	private zipCodes = new SpanMap((zip) => this.zipCode(zip))
	private cityPlaces = new SpanMap((city) => this.cityPlaceId(city))
	/** Per state, its cities. */
	private cityCodes = new Map<string, SpanMap<CityCode>>()
	/** Keys of a fixed few (online, price tiers, freshness): by their key string. */
	private fixed = new Map<string, number>()
	private prices = new Map<number, Map<number, number[]>>()
	private readonly flagIds = COLUMN_FLAG_KEYS.map(() => -1)
	private readonly availabilityIds: number[] = []
	private readonly payments: string[] = []
	/**
	 * Where offices are: the ZIP geography, or its point tables alone in a worker thread
	 * (index-encoding.server.ts), which then need not load the data packages.
	 */
	constructor(private readonly officePoints?: OfficePointLookup) {}
	private get points(): OfficePointLookup {
		return this.officePoints ?? zipGeography()
	}
	private readonly out: EncodedRow = {
		short_id: -1,
		idAt: 0,
		keyIds: [],
		placeIds: [],
		cityId: -1,
		point: -1,
		rankGroup: 0,
		rankShuffle: 0,
	}

	/**
	 * A row's text (index-definition.server.ts: short id, id, confirmation time, reply counts, then
	 * provider_index_row's fields) → its keys and office; freshness and rank as of `now` (the
	 * rotation of `day`). The fields are read in the order they are packed.
	 */
	encode(text: string, day: string, now: Date): EncodedRow {
		const out = this.out
		const keyIds = out.keyIds
		keyIds.length = 0
		out.placeIds.length = 0
		const row = this.row.start(text)
		const short_id = row.int() ?? -1
		out.short_id = short_id
		out.idAt = row.next()
		const confirmedMs = row.epochMs()
		const reply_answers = row.int() ?? 0
		const replies_heard = row.int() ?? 0
		// The licence check (docs/product.md#licence-checks): the 'Licence checked' filter.
		if (row.bool()) keyIds.push(this.fixedId(LICENCE_CHECKED_KEY))
		const availability = row.value(this.words)
		const online_therapy = row.value(this.words)
		const min_cost = row.int()
		const max_cost = row.int()
		const hasPhoto = row.bool()
		const hasContact = row.bool()
		const hasLicense = row.bool()
		const summaryLength = row.int() ?? 0
		// A hidden ZIP is neither searchable nor placed (docs/product.md#availability).
		row.next()
		const zip = acceptsContact(availability) ? this.zipCodes.get(text, row.from, row.to) : null
		const state = row.value(this.words)
		// The yes/no columns, in INDEX_FLAG_COLUMNS' order (as provider_index_row packs them).
		for (let n = 0; n < COLUMN_FLAG_KEYS.length; n++) {
			if (!row.bool()) continue
			if (this.flagIds[n] < 0) this.flagIds[n] = this.facetKeys.id(COLUMN_FLAG_KEYS[n])
			keyIds.push(this.flagIds[n])
		}
		// An open consultation time (the 'Offers a free consultation' filter).
		if (row.bool()) keyIds.push(this.fixedId(CONSULTATION_KEY))
		// The lists, in LIST_FACETS' order.
		let issueCount = 0
		let approachCount = 0
		const payments = this.payments
		payments.length = 0
		for (let i = 0; i < this.lists.length; i++) {
			const count = this.lists[i].read(row, keyIds, i === PAYMENTS ? payments : undefined)
			if (i === ISSUES) issueCount = count
			else if (i === APPROACHES) approachCount = count
		}
		if (offersOnline(online_therapy)) keyIds.push(this.fixedId(ONLINE_KEY))
		for (const id of this.priceIds(min_cost, max_cost)) keyIds.push(id)
		const cls = availabilityClass(availability)
		this.availabilityIds[cls] ??= this.facetKeys.id(availabilityKey(cls))
		keyIds.push(this.availabilityIds[cls])
		const freshness = freshnessFlags(confirmedMs, now)
		if (freshness.stale) keyIds.push(this.fixedId(STALE_KEY))
		if (freshness.unknown) keyIds.push(this.fixedId(UNKNOWN_KEY))
		if (freshness.days <= 30) keyIds.push(this.fixedId(CONFIRMED_30_KEY))
		if (freshness.days <= 90) keyIds.push(this.fixedId(CONFIRMED_90_KEY))
		if (shownAvailability(availability as Availability, freshness) === 'Accepting New Clients') {
			keyIds.push(this.fixedId(ACCEPTING_KEY))
		}
		const rank = rankKey(
			{
				short_id,
				availability,
				hasPhoto,
				summaryLength,
				hasContact,
				hasLicense,
				issueCount,
				approachCount,
				payments,
				min_cost,
			},
			day,
			// Replying to under 30% ranks like an unconfirmed availability (docs/product.md#follow-ups).
			freshness.stale || repliesRarely(reply_answers, replies_heard),
		)
		out.rankGroup = rankGroup(rank)
		out.rankShuffle = rank[3]
		// The office's city, free text, comes last: the rest of the row.
		row.rest()
		const cityPlace = this.cityPlaces.get(text, row.from, row.to)
		if (cityPlace >= 0) out.placeIds.push(cityPlace)
		if (zip) for (const id of zip.placeIds) out.placeIds.push(id)
		if (online_therapy === 'Teletherapy Only' || !state) {
			out.cityId = -1
			out.point = -1
			return out
		}
		const city = this.citiesOf(state).get(text, row.from, row.to)
		out.cityId = city.cityId
		// ZipGeography.officePoint's rule: the ZIP's centroid, else the city's.
		out.point = zip && zip.point >= 0 ? zip.point : city.point
		return out
	}

	/** The price tiers' key ids of a cost range, by min then max (null as NaN). */
	private priceIds(min_cost: number | null, max_cost: number | null): number[] {
		let byMax = this.prices.get(min_cost ?? Number.NaN)
		if (!byMax) {
			byMax = new Map()
			this.prices.set(min_cost ?? Number.NaN, byMax)
		}
		let ids = byMax.get(max_cost ?? Number.NaN)
		if (!ids) {
			ids = priceTiersFor(min_cost, max_cost).map((tier) => this.fixedId(priceKey(tier)))
			byMax.set(max_cost ?? Number.NaN, ids)
		}
		return ids
	}

	private fixedId(key: string): number {
		let id = this.fixed.get(key)
		if (id === undefined) {
			id = this.facetKeys.id(key)
			this.fixed.set(key, id)
		}
		return id
	}

	private cityPlaceId(city: string): number {
		const key = cityPlaceKey(city, tokenize)
		return key ? this.placeKeys.id(key) : -1
	}

	private zipCode(zip: string): ZipCode {
		return {
			point: this.points.zipPointOf(zip),
			placeIds: zipPlaceKeys(zip).map((key) => this.placeKeys.id(key)),
		}
	}

	private citiesOf(state: string): SpanMap<CityCode> {
		let cities = this.cityCodes.get(state)
		if (!cities) {
			cities = new SpanMap((city) => ({
				cityId: city.trim() ? this.cities.id(cityKey(state, city)) : -1,
				point: city ? this.points.cityPointOf(state, city) : -1,
			}))
			this.cityCodes.set(state, cities)
		}
		return cities
	}

	/** Lets the build's lookups go once it is done (later patches are a few rows: they fill them again). */
	forgetLookups(): void {
		this.lists = listFields(this.facetKeys)
		this.words = new SpanMap((text) => text)
		this.cityCodes = new Map()
		this.cityPlaces = new SpanMap((city) => this.cityPlaceId(city))
		this.zipCodes = new SpanMap((zip) => this.zipCode(zip))
		this.prices = new Map()
	}
}
