// 'Use my location' (docs/search.md#use-my-location), in the browser: the position the browser
// gives is turned into the nearest ZIP here, from the centroid table every visitor gets alike
// (/zip-centroids.json); only that ZIP is sent, as if typed.

export type CentroidTable = { zips: string; lat: number[]; lng: number[] }

/**
 * The ZIP whose centroid is nearest (equirectangular distance: exact enough between neighbours).
 * The table's coordinates are thousandths of a degree, each the change from the previous ZIP's.
 */
export function nearestZip(table: CentroidTable, latitude: number, longitude: number): string | null {
	const lat = latitude * 1000
	const lng = longitude * 1000
	const shrink = Math.cos((latitude * Math.PI) / 180)
	let best = -1
	let bestDistance = Number.POSITIVE_INFINITY
	let zipLat = 0
	let zipLng = 0
	for (let i = 0; i < table.lat.length; i++) {
		zipLat += table.lat[i]
		zipLng += table.lng[i]
		const dy = zipLat - lat
		const dx = (zipLng - lng) * shrink
		const d = dx * dx + dy * dy
		if (d < bestDistance) {
			bestDistance = d
			best = i
		}
	}
	return best === -1 ? null : table.zips.slice(best * 5, best * 5 + 5)
}

/** The browser's position, or null when it is refused, unavailable or too slow. */
export function currentPosition(timeoutMs = 10_000): Promise<GeolocationCoordinates | null> {
	if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null)
	return new Promise((resolve) => {
		navigator.geolocation.getCurrentPosition(
			(position) => resolve(position.coords),
			() => resolve(null),
			{ timeout: timeoutMs, maximumAge: 10 * 60_000 },
		)
	})
}
