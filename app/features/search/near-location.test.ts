import { expect, test } from 'vitest'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { type CentroidTable, nearestZip } from './near-location'
import { zipCentroidTable } from './near-query.server'

test("'Use my location' finds the nearest ZIP in the browser's copy of the centroid table", () => {
	const table = JSON.parse(zipCentroidTable()) as CentroidTable
	expect(table.zips.length).toBe(zipGeography().zipCount * 5)
	expect(table.lat).toHaveLength(zipGeography().zipCount)
	// At a ZIP's centroid, that ZIP; a little way off, still the nearest one.
	expect(nearestZip(table, 40.75065, -73.997293)).toBe('10001')
	expect(nearestZip(table, 45.5078, -122.6897)).toBe('97201')
	expect(nearestZip(table, 34.0901, -118.4065)).toBe('90210')
	expect(nearestZip({ zips: '', lat: [], lng: [] }, 40, -70)).toBeNull()
	// Small enough to fetch on a click: under 500 KB before compression.
	expect(zipCentroidTable().length).toBeLessThan(500_000)
})
