// The filter form's fields (search-filters.tsx): toggles, tag checklists and option selects, each
// with its facet count.
import { type KeyboardEvent, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Tag } from '~/platform/reference/tags'
import { formatCount } from '~/features/therapists/format'
import { useI18n } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'
import { tagKey } from '../facets'

export type FacetCounts = Record<string, number>

/**
 * The boxes that narrow a list of options (no name, so never sent) sit inside the filter form:
 * Enter there would submit it, and on a phone close the sheet mid-search.
 */
export function keepEnterLocal(event: KeyboardEvent<HTMLInputElement>) {
	if (event.key === 'Enter') event.preventDefault()
}

const VISIBLE_TAGS = 8
const SEARCHABLE_OVER = 10

export function Count({ n }: { n: number | undefined }) {
	if (n === undefined) return null
	return <span className="filter-count">{formatCount(n)}</span>
}

/** A yes/no filter of its own (online, accepting): a checkbox sent as `name=1`, with its count. */
export function ToggleFilter({
	name,
	label,
	checked,
	count,
}: {
	name: string
	label: string
	checked: boolean
	count?: number
}) {
	return (
		<div className="filter-toggle">
			<label className="filter-option">
				<input type="checkbox" name={name} value="1" defaultChecked={checked} className="filter-check" />
				<span className="font-semibold text-ink">{label}</span>
				<Count n={count} />
			</label>
		</div>
	)
}

/** Chosen first, then the most common here (by facet count), so the likely choices are visible. */
export function orderTags(tags: readonly Tag[], chosen: readonly number[], counts: FacetCounts): Tag[] {
	// Each tag's count read once, not at every comparison (a listing render's profile: issue 48).
	const countOf = new Map(tags.map((t) => [t.id, counts[tagKey(t.id)] ?? 0]))
	const byCount = [...tags].sort((a, b) => (countOf.get(b.id) ?? 0) - (countOf.get(a.id) ?? 0))
	return [...tags.filter((t) => chosen.includes(t.id)), ...byCount.filter((t) => !chosen.includes(t.id))]
}

/**
 * A checkbox list of tags with counts: the chosen and the first few shown, the rest behind "Show all".
 * The rest is not in the page until asked for (a listing's HTML stays small): "Show all" reveals it at
 * once with JavaScript; without, it is a submit button of the GET form (?show=…), so the choices made
 * so far are kept and the page comes back with the whole list.
 * The order is fixed when the list appears (and for each state): a tap never moves the options
 * under the finger, even though every tap changes the counts.
 */
export function TagChecklist(props: {
	legend: string
	name: string
	tags: Tag[]
	chosen: number[]
	counts: FacetCounts
	/** A line under the legend (how several choices combine). */
	note?: string
	orderKey: string
}) {
	const { legend, name, tags, chosen, counts, note, orderKey } = props
	const i18n = useI18n()
	const { t } = i18n
	const what = legend.toLowerCase()
	const [searchParams] = useSearchParams()
	const [showAll, setShowAll] = useState(() => searchParams.getAll('show').includes(name))
	const [filter, setFilter] = useState('')
	const filterId = useId()
	const noteId = useId()
	const freeze = () => ({
		key: orderKey,
		order: orderTags(tags, chosen, counts),
		headSize: Math.max(VISIBLE_TAGS, chosen.length),
	})
	const [frozen, setFrozen] = useState(freeze)
	if (frozen.key !== orderKey) setFrozen(freeze())
	const head = frozen.order.slice(0, frozen.headSize)
	const rest = frozen.order.slice(frozen.headSize)
	const box = (tag: Tag) => {
		const count = counts[tagKey(tag.id)]
		const isChosen = chosen.includes(tag.id)
		const label = referenceLabel(i18n, 'tag', tag.slug, tag.label)
		const hidden = filter && !label.toLowerCase().includes(filter.toLowerCase())
		return (
			<li key={tag.id} hidden={Boolean(hidden)}>
				<label className="filter-option">
					<input
						type="checkbox"
						name={name}
						value={tag.slug}
						defaultChecked={isChosen}
						className="filter-check"
					/>
					<span className={count === 0 && !isChosen ? 'text-muted' : 'text-ink'}>{label}</span>
					<Count n={count} />
				</label>
			</li>
		)
	}
	return (
		<fieldset className="filter-group" aria-describedby={note ? noteId : undefined}>
			<legend className="float-left mb-2 w-full font-semibold text-ink">{legend}</legend>
			{note ? (
				<p id={noteId} className="clear-both mb-2 px-2 text-muted text-sm">
					{note}
				</p>
			) : null}
			<ul className="clear-both">{head.map(box)}</ul>
			{rest.length && !showAll ? (
				<button
					type="submit"
					name="show"
					value={name}
					onClick={(event) => {
						event.preventDefault()
						setShowAll(true)
					}}
					className="min-h-10 cursor-pointer rounded px-2 py-2 font-medium text-brand-700"
				>
					{t('filters.showAll', { count: tags.length, what })}
				</button>
			) : null}
			{rest.length && showAll ? (
				<div className="mt-1">
					<label htmlFor={filterId} className="sr-only">
						{t('filters.filterList', { what })}
					</label>
					<input
						id={filterId}
						type="search"
						placeholder={t('filters.filterList', { what })}
						value={filter}
						onChange={(e) => setFilter(e.target.value)}
						onKeyDown={keepEnterLocal}
						className="my-2 min-h-10 w-full rounded-lg border border-stone-300 px-3"
					/>
					<ul>{rest.map(box)}</ul>
				</div>
			) : null}
		</fieldset>
	)
}

export type SelectOption = { value: string; label: string; key: string }

/** A labelled select with counts; above 10 options a filter box narrows the list (spec: searchable selects). */
export function FilterSelect(props: {
	label: string
	name: string
	options: SelectOption[]
	value: string | null
	counts: FacetCounts
}) {
	const { label, name, options, value, counts } = props
	const id = useId()
	const { t } = useI18n()
	const what = label.toLowerCase()
	const [filter, setFilter] = useState('')
	const visible = filter
		? options.filter((o) => o.label.toLowerCase().includes(filter.toLowerCase()) || o.value === value)
		: options
	return (
		<div className="filter-group">
			<label htmlFor={id} className="filter-heading">
				{label}
			</label>
			{options.length > SEARCHABLE_OVER ? (
				<input
					type="search"
					aria-label={t('filters.searchList', { what })}
					placeholder={t('filters.searchList', { what })}
					value={filter}
					onChange={(e) => setFilter(e.target.value)}
					onKeyDown={keepEnterLocal}
					className="mb-2 min-h-10 w-full rounded-lg border border-stone-300 px-3"
				/>
			) : null}
			<select id={id} name={name} defaultValue={value ?? ''} className="filter-input">
				<option value="">{t('filters.any')}</option>
				{visible.map((o) => (
					<option key={o.value} value={o.value}>
						{counts[o.key] !== undefined ? `${o.label} (${formatCount(counts[o.key])})` : o.label}
					</option>
				))}
			</select>
		</div>
	)
}

/** An identity facet's options as the filter offers them: slugs in the URL, facet keys for the counts. */
