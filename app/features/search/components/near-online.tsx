import { Link } from '~/components/local-link'
import { formatCount } from '~/features/therapists/format'

/** Beside near results: 'Online therapists licensed in {State}' with its count (docs/search.md#near-a-zip-code). */
export function NearOnline({ link }: { link: { href: string; count: number; label: string } }) {
	return (
		<p className="mt-2 text-ink">
			<Link to={link.href} className="font-medium text-brand-700 underline">
				{link.label}
			</Link>{' '}
			<span className="text-muted">({formatCount(link.count)})</span>
		</p>
	)
}
