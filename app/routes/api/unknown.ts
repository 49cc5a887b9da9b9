import { apiError } from '~/lib/http.server'

// Unknown API paths answer JSON, never the HTML 404 page.
export function loader() {
	return apiError('not_found', 'Unknown endpoint.', 404)
}

export function action() {
	return apiError('not_found', 'Unknown endpoint.', 404)
}
