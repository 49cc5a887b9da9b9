import { apiError } from '~/lib/http.server'

// Not built yet: answers 404 until its issue lands.
export function loader() {
	return apiError('not_found', 'Not found.', 404)
}

export function action() {
	return apiError('not_found', 'Not found.', 404)
}
