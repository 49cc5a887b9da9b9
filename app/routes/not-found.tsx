import { data } from 'react-router'
import { NotFoundContent } from '~/components/not-found-content'

// A real 404 status, so crawlers and prerenderers never index it.
export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundContent />
}
