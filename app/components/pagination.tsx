import { Link } from '~/components/local-link'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import listingEn from '~/locales/en/listing.json'

registerEnglish(listingEn)

/** Page numbers to show: the first, up to 3 before the current one, the current, the next, the last. */
function pageWindow(current: number, last: number): Array<number | 'gap'> {
	const pages = new Set<number>([1, last])
	for (let p = Math.max(1, current - 3); p <= Math.min(last, current + 1); p++) pages.add(p)
	const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
	const out: Array<number | 'gap'> = []
	sorted.forEach((p, i) => {
		if (i > 0 && p - sorted[i - 1] > 1) out.push('gap')
		out.push(p)
	})
	return out
}

const linkClass = 'flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 hover:bg-brand-50'

/** Back, page numbers with ellipses, Next: plain links, so crawlers and no-JS visitors can page too. */
export function Pagination({
	page,
	last,
	hrefFor,
}: {
	page: number
	last: number
	hrefFor: (page: number) => string
}) {
	const { t } = useI18n()
	if (last <= 1) return null
	return (
		<nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
			{page > 1 ? (
				<Link to={hrefFor(page - 1)} className={`${linkClass} text-brand-700`} preventScrollReset={false}>
					{t('pagination.back')}
				</Link>
			) : null}
			{pageWindow(page, last).map((p, i) =>
				p === 'gap' ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
					<span key={`gap-${i}`} aria-hidden="true" className="px-2 text-muted">
						…
					</span>
				) : p === page ? (
					<span key={p} aria-current="page" className={`${linkClass} bg-brand-700 font-semibold text-white`}>
						{p}
					</span>
				) : (
					<Link
						key={p}
						to={hrefFor(p)}
						className={`${linkClass} text-ink`}
						aria-label={t('pagination.page', { page: p })}
					>
						{p}
					</Link>
				),
			)}
			{page < last ? (
				<Link to={hrefFor(page + 1)} className={`${linkClass} text-brand-700`}>
					{t('pagination.next')}
				</Link>
			) : null}
		</nav>
	)
}
