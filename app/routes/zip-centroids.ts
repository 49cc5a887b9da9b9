import { zipCentroidTable } from '~/features/search/near-query.server'

/**
 * GET /zip-centroids.json: every ZIP's centroid, the same file for everyone, for 'Use my location'
 * (docs/search.md#use-my-location): the browser finds the nearest ZIP itself, so its coordinates
 * never reach the server.
 */
export function loader() {
	return new Response(zipCentroidTable(), {
		headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
	})
}
