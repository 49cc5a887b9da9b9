import { data } from 'react-router'
import { NotFoundContent } from '~/components/not-found-content'

// Unknown paths answer 404 with the not-found page (never a soft 404).
export function loader() {
	throw data(null, { status: 404 })
}

export default function CatchAll() {
	return <NotFoundContent />
}
