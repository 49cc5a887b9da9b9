import { type Availability, freshnessFlags, shownAvailability } from '~/features/availability/freshness'
import { acceptsContact } from '~/features/therapists/live-profile'
import { repliesRarely } from '~/features/therapists/reply-signal'
import { cityKey, type OfficePointLookup, zipGeography } from '~/platform/geo/zip-geography.server'
import { ACCESS_NEEDS } from '~/platform/reference/options'
import {
	ACCEPTING_KEY,
	accessKey,
	availabilityKey,
	CONFIRMED_30_KEY,
	CONFIRMED_90_KEY,
	LIST_FACETS,
	ONLINE_KEY,
	offersOnline,
	priceKey,
	priceTiersFor,
	STALE_KEY,
	UNKNOWN_KEY,
} from './facets'
import { cityPlaceKey, zipPlaceKeys } from './keyword-index'
import { availabilityClass, type RankKey, rankKey } from './ranking'

/**
 * A provider row → its facet keys, place keys, office and rank, as small integers into per-build
 * dictionaries (docs/search.md#building-the-index). Every distinct value is turned into its key
 * once per build and then looked up: a million rows share a few thousand cities, ZIPs and lists, so
 * no key string is made per row.
 */

/** A row comes as one string (index-rows.server.ts): fields split by \x1e, list values by \x1f. */
export const PACK_FIELD = '\x1e'
export const PACK_VALUE = '\x1f'
const PACK_VALUE_CODE = 0x1f

/** A provider row as read for the index (index-rows.server.ts). */
export type IndexRow = {
	short_id: number
	id: string
	availability: string
	online_therapy: string
	min_cost: number | null
	max_cost: number | null
	has_photo: boolean
	has_contact: boolean
	has_license: boolean
	summary_length: number
	city: string
	zip: string
	state: string | null
	wheelchair_accessible: boolean
	evening_hours: boolean
	weekend_hours: boolean
	/** LIST_FACETS' fields in their order, each its values joined by \x1f. */
	lists: string[]
	confirmed_epoch: number
	reply_answers: number
	replies_heard: number
}

/** Strings ↔ small integers: each facet key, place key and city is held once per build. */
export class Dictionary {
	private readonly ids = new Map<string, number>()
	readonly names: string[] = []
	id(name: string): number {
		let id = this.ids.get(name)
		if (id === undefined) {
			id = this.names.length
			this.ids.set(name, id)
			this.names.push(name)
		}
		return id
	}
	/** The id of a name already seen (no new id). */
	find(name: string): number | undefined {
		return this.ids.get(name)
	}
}

/** One row, encoded (reused from row to row: copy what you keep). */
export type EncodedRow = {
	keyIds: number[]
	placeIds: number[]
	/** The office's city (an id in `cities`), -1 without an office. */
	cityId: number
	/** The office's point (zip-geography.server.ts), -1 without an office. */
	point: number
	rank: RankKey
}

type ListCode = { ids: number[]; values: readonly string[] }
/** Distinct texts remembered per list field: lists of a few values repeat, long ones rarely do. */
const LIST_TEXTS_KEPT = 20_000
const DIGIT_0 = 48
const DIGIT_9 = 57

/** One list field: each distinct text split once (up to a bound), each distinct value keyed once. */
class ListField {
	private readonly texts = new Map<string, ListCode>()
	private readonly values = new Map<string, number>()
	private readonly numbers = new Map<number, number>()
	constructor(
		private readonly facet: (typeof LIST_FACETS)[number],
		private readonly keys: Dictionary,
	) {}

	code(text: string): ListCode {
		const known = this.texts.get(text)
		if (known) return known
		const keep = this.texts.size < LIST_TEXTS_KEPT
		// A piece of the row's packed string holds on to the whole of it: what is kept is a copy.
		const own = keep ? text.split('').join('') : text
		const values = own ? own.split(PACK_VALUE) : []
		const code = { ids: values.map((value) => this.valueId(value)), values }
		if (keep) this.texts.set(own, code)
		return code
	}

	private valueId(value: string): number {
		let id = this.values.get(value)
		if (id === undefined) {
			id = this.keys.id(this.facet.key(value))
			this.values.set(value, id)
		}
		return id
	}

	/**
	 * A list of whole numbers (tag ids: issues and approaches, whose lists rarely repeat) read digit
	 * by digit into `out`, without a string per value; returns how many values it has.
	 */
	addNumbers(text: string, out: number[]): number {
		const start = out.length
		let value = 0
		let digits = 0
		for (let i = 0; i <= text.length; i++) {
			const c = i < text.length ? text.charCodeAt(i) : PACK_VALUE_CODE
			if (c >= DIGIT_0 && c <= DIGIT_9) {
				value = value * 10 + (c - DIGIT_0)
				digits++
			} else if (c === PACK_VALUE_CODE && digits > 0 && digits < 10) {
				let id = this.numbers.get(value)
				if (id === undefined) {
					id = this.keys.id(this.facet.key(String(value)))
					this.numbers.set(value, id)
				}
				out.push(id)
				value = 0
				digits = 0
			} else if (text.length > 0) {
				// Not plain whole numbers (a sign, an empty value): value by value instead.
				out.length = start
				const code = this.code(text)
				for (const id of code.ids) out.push(id)
				return code.ids.length
			}
		}
		return out.length - start
	}
}

const listAt = (field: (typeof LIST_FACETS)[number]['field']) =>
	LIST_FACETS.findIndex((f) => f.field === field)
const ISSUES = listAt('issues')
const APPROACHES = listAt('approaches')
const PAYMENTS = listAt('payments')

type CityCode = { cityId: number; point: number }
type ZipCode = { point: number; placeIds: number[] }

export class RowEncoder {
	readonly facetKeys = new Dictionary()
	readonly placeKeys = new Dictionary()
	readonly cities = new Dictionary()
	private lists = LIST_FACETS.map((facet) => new ListField(facet, this.facetKeys))
	private cityCodes = new Map<string, Map<string, CityCode>>()
	private cityPlaces = new Map<string, number>()
	private zipCodes = new Map<string, ZipCode>()
	/** Keys of a fixed few (online, price tiers, freshness): by their key string. */
	private fixed = new Map<string, number>()
	private prices = new Map<number, Map<number, number[]>>()
	private readonly accessIds = ACCESS_NEEDS.map(() => -1)
	private readonly availabilityIds: number[] = []
	/**
	 * Where offices are: the ZIP geography, or its point tables alone in a worker thread
	 * (index-encoding.server.ts), which then need not load the data packages.
	 */
	constructor(private readonly officePoints?: OfficePointLookup) {}
	private get points(): OfficePointLookup {
		return this.officePoints ?? zipGeography()
	}
	private readonly out: EncodedRow = {
		keyIds: [],
		placeIds: [],
		cityId: -1,
		point: -1,
		rank: [0, 0, 0, 0, 0],
	}

	/** The row's keys and office; freshness and rank as of `now` (the rotation of `day`). */
	encode(row: IndexRow, day: string, now: Date): EncodedRow {
		const out = this.out
		const keyIds = out.keyIds
		keyIds.length = 0
		const fields = row.lists
		let issueCount = 0
		let approachCount = 0
		let payments: readonly string[] = []
		for (let i = 0; i < this.lists.length; i++) {
			const list = this.lists[i]
			const text = fields[i] ?? ''
			if (i === ISSUES) issueCount = list.addNumbers(text, keyIds)
			else if (i === APPROACHES) approachCount = list.addNumbers(text, keyIds)
			else {
				const code = list.code(text)
				for (const id of code.ids) keyIds.push(id)
				if (i === PAYMENTS) payments = code.values
			}
		}
		if (offersOnline(row.online_therapy)) keyIds.push(this.fixedId(ONLINE_KEY))
		for (const id of this.priceIds(row.min_cost, row.max_cost)) keyIds.push(id)
		for (let n = 0; n < ACCESS_NEEDS.length; n++) {
			if (!row[ACCESS_NEEDS[n].name]) continue
			if (this.accessIds[n] < 0) this.accessIds[n] = this.facetKeys.id(accessKey(ACCESS_NEEDS[n].name))
			keyIds.push(this.accessIds[n])
		}
		const cls = availabilityClass(row.availability)
		this.availabilityIds[cls] ??= this.facetKeys.id(availabilityKey(cls))
		keyIds.push(this.availabilityIds[cls])
		// confirmed_epoch is in seconds with microseconds; a Date would drop the fraction of a millisecond.
		const freshness = freshnessFlags(Math.trunc(Number(row.confirmed_epoch) * 1000), now)
		if (freshness.stale) keyIds.push(this.fixedId(STALE_KEY))
		if (freshness.unknown) keyIds.push(this.fixedId(UNKNOWN_KEY))
		if (freshness.days <= 30) keyIds.push(this.fixedId(CONFIRMED_30_KEY))
		if (freshness.days <= 90) keyIds.push(this.fixedId(CONFIRMED_90_KEY))
		if (shownAvailability(row.availability as Availability, freshness) === 'Accepting New Clients') {
			keyIds.push(this.fixedId(ACCEPTING_KEY))
		}
		out.rank = rankKey(
			{
				short_id: row.short_id,
				availability: row.availability,
				hasPhoto: row.has_photo,
				summaryLength: Number(row.summary_length),
				hasContact: row.has_contact,
				hasLicense: row.has_license,
				issueCount,
				approachCount,
				payments,
				min_cost: row.min_cost,
			},
			day,
			// Replying to under 30% ranks like an unconfirmed availability (docs/product.md#follow-ups).
			freshness.stale || repliesRarely(Number(row.reply_answers), Number(row.replies_heard)),
		)
		this.encodeOffice(row, out)
		return out
	}

	/** Place keys, city and point of the office; a hidden ZIP is neither searchable nor placed (docs/product.md#availability). */
	private encodeOffice(row: IndexRow, out: EncodedRow): void {
		const zipShown = acceptsContact(row.availability)
		const zip = zipShown ? this.zipCode(row.zip) : null
		out.placeIds.length = 0
		const cityPlace = this.cityPlaceId(row.city)
		if (cityPlace >= 0) out.placeIds.push(cityPlace)
		if (zip) for (const id of zip.placeIds) out.placeIds.push(id)
		if (row.online_therapy === 'Teletherapy Only') {
			out.cityId = -1
			out.point = -1
			return
		}
		const city = this.cityCode(row.state, row.city)
		out.cityId = city.cityId
		// ZipGeography.officePoint's rule: the ZIP's centroid, else the city's.
		out.point = zip && zip.point >= 0 ? zip.point : city.point
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
		let id = this.cityPlaces.get(city)
		if (id === undefined) {
			const key = cityPlaceKey(city)
			id = key ? this.placeKeys.id(key) : -1
			this.cityPlaces.set(city, id)
		}
		return id
	}

	private zipCode(zip: string): ZipCode {
		let code = this.zipCodes.get(zip)
		if (!code) {
			code = {
				point: this.points.zipPointOf(zip),
				placeIds: zipPlaceKeys(zip).map((key) => this.placeKeys.id(key)),
			}
			this.zipCodes.set(zip, code)
		}
		return code
	}

	private cityCode(state: string | null, city: string): CityCode {
		if (!state) return { cityId: -1, point: -1 }
		let byCity = this.cityCodes.get(state)
		if (!byCity) {
			byCity = new Map()
			this.cityCodes.set(state, byCity)
		}
		let code = byCity.get(city)
		if (!code) {
			code = {
				cityId: city.trim() ? this.cities.id(cityKey(state, city)) : -1,
				point: city ? this.points.cityPointOf(state, city) : -1,
			}
			byCity.set(city, code)
		}
		return code
	}

	/** Lets the build's lookups go once it is done (later patches are a few rows: they fill them again). */
	forgetLookups(): void {
		this.lists = LIST_FACETS.map((facet) => new ListField(facet, this.facetKeys))
		this.cityCodes = new Map()
		this.cityPlaces = new Map()
		this.zipCodes = new Map()
		this.prices = new Map()
	}
}
