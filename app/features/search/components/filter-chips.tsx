import { Link } from '~/components/local-link'
import { formatCount } from '~/features/therapists/format'
import type { FilterChip } from '../text-filters'
import { useI18n } from '~/lib/i18n'

export const chipClass =
	'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-3 py-1.5 text-brand-800 text-sm hover:bg-brand-50'

/**
 * The keyword and each filter a listing applies, as plain links to the same listing without it, so
 * a visitor sees what narrows the results at every width and removes it without JavaScript
 * (docs/product.md#search). With `count`, each says how many removing it gives (an empty listing).
 */
export function FilterChips({
	chips,
	label,
	clearAll,
}: {
	chips: ReadonlyArray<FilterChip & { count?: number }>
	label: string
	/** A last link that removes every filter, when there are several. */
	clearAll?: string
}) {
	const { t } = useI18n()
	if (chips.length === 0) return null
	return (
		<ul aria-label={label} className="mt-3 flex flex-wrap items-center gap-2" data-filter-chips>
			{chips.map((chip) => (
				<li key={chip.href} className="min-w-0 max-w-full">
					<Link to={chip.href} className={`${chipClass} max-w-full`}>
						{/* One text run, so the name reads 'Remove keyword "anxeity"' with its spaces; a long
						    keyword wraps anywhere rather than widening the page on a phone. */}
						<span className="min-w-0 [overflow-wrap:anywhere]">
							<span className="sr-only">{t(`chips.remove.${chip.kind}`)} </span>
							{chip.label}
							{chip.count === undefined ? null : ` (${formatCount(chip.count)})`}
						</span>
						<span aria-hidden="true" className="text-base leading-none">
							×
						</span>
					</Link>
				</li>
			))}
			{clearAll && chips.length > 1 ? (
				<li>
					<Link
						to={clearAll}
						className="inline-flex min-h-9 items-center px-1 font-medium text-brand-800 text-sm underline"
					>
						{t('wayOut.clearAll')}
					</Link>
				</li>
			) : null}
		</ul>
	)
}
