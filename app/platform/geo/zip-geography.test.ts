import { describe, expect, it } from 'vitest'
import { cityKey, OfficePoints, roundMiles, zipGeography } from './zip-geography.server'

describe('zip geography', () => {
	const geo = zipGeography()

	it('knows a ZIP: its centroid, city and state', () => {
		const place = geo.zip('97201')
		expect(place).toMatchObject({ zip: '97201', state: 'OR', city: 'Portland' })
		expect(place?.lat).toBeCloseTo(45.5, 0)
		expect(place?.lng).toBeCloseTo(-122.7, 0)
		expect(geo.zip('10001')?.state).toBe('NY')
		expect(geo.zipCount).toBeGreaterThan(33_000)
	})

	it('does not know a ZIP without a centroid', () => {
		expect(geo.zip('00000')).toBeNull()
		expect(geo.zip('99999')).toBeNull()
	})

	it('finds the points within a distance, nearest first, each within it', () => {
		const origin = geo.zip('10001')
		if (!origin) throw new Error('10001 missing')
		const points = geo.within(origin.lat, origin.lng, 10)
		expect(points[0]).toBe(origin.point)
		const miles = points.map((p) => geo.miles(p, origin.lat, origin.lng))
		expect(miles.every((m) => m <= 10)).toBe(true)
		expect(miles).toEqual([...miles].sort((a, b) => a - b))
		// Manhattan and Brooklyn are in; Philadelphia (about 80 miles) is not.
		const philly = geo.zip('19103')
		expect(points).not.toContain(philly?.point)
		expect(geo.miles(philly?.point ?? -1, origin.lat, origin.lng)).toBeGreaterThan(70)
	})

	it("places an office at its ZIP, or its city's centroid when the ZIP is hidden or unknown", () => {
		const zip = geo.officePoint('97201-1234', 'Portland', 'OR', false)
		expect(zip).toBe(geo.zip('97201')?.point)
		const city = geo.city('OR', 'portland')
		expect(city?.name).toBe('Portland')
		expect(geo.officePoint('97201', 'Portland', 'OR', true)).toBe(city?.point)
		expect(geo.officePoint('00000', 'Portland', 'OR', false)).toBe(city?.point)
		expect(geo.officePoint('', '', null, false)).toBe(-1)
		expect(geo.officePoint('', 'Nowhere Town', 'OR', false)).toBe(-1)
	})

	it('names cities loosely and rounds miles to one decimal', () => {
		expect(cityKey('mo', ' St.  Louis ')).toBe('MO|saint louis')
		expect(geo.city('MO', 'St. Louis')?.state).toBe('MO')
		expect(roundMiles(3.249)).toBe(3.2)
		expect(roundMiles(3.25)).toBe(3.3)
	})
})

describe('the point tables a worker thread places offices with', () => {
	it('give every ZIP and city the point the geography gives it', () => {
		const geography = zipGeography()
		const tables = geography.pointTables()
		const points = new OfficePoints(structuredClone(tables))
		for (const zip of tables.zips) expect(points.zipPointOf(zip)).toBe(geography.zipPointOf(zip))
		for (const key of tables.cityKeys) {
			const [state, city] = key.split('|')
			expect(points.cityPointOf(state, city)).toBe(geography.cityPointOf(state, city))
		}
		for (const [zip, state, city] of [
			['97201-1234', 'OR', 'Portland'],
			['not a zip', 'MO', 'St. Louis'],
			['', 'NY', 'new  york'],
			['00000', 'ZZ', 'Nowhere'],
		]) {
			expect(points.zipPointOf(zip)).toBe(geography.zipPointOf(zip))
			expect(points.cityPointOf(state, city)).toBe(geography.cityPointOf(state, city))
		}
		expect(points.cityPointOf('MO', 'St. Louis')).toBeGreaterThanOrEqual(tables.firstCityPoint)
	})
})
