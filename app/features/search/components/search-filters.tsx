import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Form } from '~/components/local-link'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useHydrated } from '~/components/ui/use-hydrated'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import { insurersForState, OUT_OF_POCKET } from '~/platform/reference/insurers'
import {
	GENDER_SHORT_OPTIONS,
	ONLINE_THERAPY_LABEL,
	ONLINE_THERAPY_SLUG,
	PRICE_TIERS,
} from '~/platform/reference/options'
import { slugify } from '~/platform/reference/states'
import { activeTags, findTag } from '~/platform/reference/tags'
import { formatCount } from '~/features/therapists/format'
import { type I18nValue, useI18n } from '~/lib/i18n'
import { type LabelList, referenceLabel } from '~/lib/reference-label'
import { ACCEPTING_KEY, IDENTITY_FACETS, identityKey, ONLINE_KEY, paymentKey, priceKey } from '../facets'
import { FLAG_FILTERS, type FlagFilter, flagLabel } from '../flag-filters'
import { IDENTITY_FILTERS, type SearchQuery } from '../search-query'
import {
	type FacetCounts,
	FilterSelect,
	type SelectOption,
	TagChecklist,
	ToggleFilter,
} from './filter-fields'
import { NearFields } from './near-fields'

export { orderTags } from './filter-fields'

const flagNamed = (name: string) => FLAG_FILTERS.find((flag) => flag.name === name)

function identityOptions(
	i18n: I18nValue,
	facet: (typeof IDENTITY_FILTERS)[number],
	options: ReadonlyArray<{ value: string; label: string }>,
): SelectOption[] {
	const listed = options.map((o) => ({
		value: slugify(o.value),
		label: referenceLabel(i18n, facet, o.value, o.label),
		key: identityKey(facet, o.value),
	}))
	// On Spanish pages Spanish comes first in the language list (issue 29).
	return i18n.locale === 'es' && facet === 'language'
		? [...listed.filter((o) => o.value === 'spanish'), ...listed.filter((o) => o.value !== 'spanish')]
		: listed
}

type SearchFiltersProps = {
	query: SearchQuery
	counts: FacetCounts
	/** Where the form submits: the state's listing, or /therapists. */
	action: string
	/** Called with the form whenever a filter changes (JavaScript only); settles once applied. */
	onChange?: (form: HTMLFormElement, options: { debounce: boolean }) => Promise<void> | void
	resultCount: number
	/** How many filters (the keyword included) the listing applies: one per chip above the results. */
	activeCount: number
	/** The ZIP box: as typed, and the message when it is not a ZIP. */
	zip: { value: string; error: string | null }
}

/**
 * The inputs are uncontrolled (so the form works without JavaScript); after a navigation (a filter
 * change, Back) they are set from the new query, leaving the field being typed in alone.
 */
function syncForm(form: HTMLFormElement, query: SearchQuery) {
	const slugsOf = (ids: number[]) => new Set(ids.map((id) => findTag(id)?.slug))
	const specialties = slugsOf(query.specialties)
	const approaches = slugsOf(query.approaches)
	const selects: Record<string, string> = {
		insurance: query.insurance ?? '',
		price: query.price ?? '',
		...Object.fromEntries(IDENTITY_FILTERS.map((f) => [f, query[f] ? slugify(query[f] as string) : ''])),
	}
	for (const el of Array.from(form.elements)) {
		if (el === document.activeElement) continue
		if (el instanceof HTMLInputElement && el.type === 'checkbox') {
			if (el.name === 'specialty') el.checked = specialties.has(el.value)
			else if (el.name === 'type') el.checked = approaches.has(el.value)
			else if (el.name === 'online') el.checked = query.online
			else if (el.name === 'accepting') el.checked = query.accepting
			else {
				const flag = flagNamed(el.name)
				if (flag) el.checked = query[flag.name]
			}
		} else if (el instanceof HTMLInputElement && el.name === 'q') {
			el.value = query.text
		} else if (el instanceof HTMLInputElement && el.name === 'near') {
			el.value = query.near ?? el.value
		} else if (el instanceof HTMLSelectElement && el.name === 'miles') {
			el.value = String(query.miles)
		} else if (el instanceof HTMLSelectElement && el.name in selects) {
			el.value = selects[el.name]
		}
	}
}

type FilterFormProps = Omit<SearchFiltersProps, 'activeCount'> & {
	/** After "Show N results" (the phone sheet closes). */
	onSubmitted?: () => void
}

/** The filter form itself: a GET form that works without JavaScript; with it, every change applies at once. */
function FilterForm({ query, counts, action, onChange, resultCount, onSubmitted, zip }: FilterFormProps) {
	const formRef = useRef<HTMLFormElement>(null)
	const ids = useId()
	const i18n = useI18n()
	const { t, locale } = i18n
	const label = (list: LabelList, id: string, english: string) => referenceLabel(i18n, list, id, english)
	// The Spanish listing offers the language filter first, Spanish first in it (issue 29).
	const identityFilter = (f: (typeof IDENTITY_FILTERS)[number]) => (
		<FilterSelect
			key={f}
			label={t(`filters.${f}`)}
			name={f}
			value={query[f] ? slugify(query[f] as string) : null}
			counts={counts}
			options={identityOptions(i18n, f, IDENTITY_FACETS[f].options)}
		/>
	)
	const first = locale === 'es' ? 'language' : null
	const flagToggles = (group: FlagFilter['group']) =>
		FLAG_FILTERS.filter((flag) => flag.group === group).map((flag) => (
			<ToggleFilter
				key={flag.name}
				name={flag.name}
				label={t(flagLabel(flag))}
				checked={query[flag.name]}
				count={counts[flag.key]}
			/>
		))
	useEffect(() => {
		if (formRef.current) syncForm(formRef.current, query)
	}, [query])
	const insurance: SelectOption[] = [
		OUT_OF_POCKET,
		...insurersForState(query.state).map((i) => ({ value: i.slug, label: i.label })),
	].map((o) => ({ ...o, label: label('payment', o.value, o.label), key: paymentKey(o.value) }))
	return (
		<Form
			ref={formRef}
			method="get"
			action={action}
			onChange={(e) => {
				const target = e.target as HTMLElement
				// A box that narrows a list of options has no name: it is not part of the search.
				if (!target.getAttribute('name')) return
				const name = target.getAttribute('name')
				onChange?.(e.currentTarget, { debounce: name === 'q' || name === 'near' })
			}}
			onSubmit={(e) => {
				// With JavaScript every choice is already applied (replacing the history entry): a submit
				// would push the same listing again. Only the text still waiting for its debounce applies.
				if (!onChange) return
				e.preventDefault()
				// Close once applied: closing goes back in history, which would cancel a navigation under way.
				void Promise.resolve(onChange(e.currentTarget, { debounce: false })).then(() => onSubmitted?.())
			}}
			className="mt-2"
		>
			<div className="py-3">
				<label htmlFor={`${ids}-text`} className="filter-heading">
					{t('filters.keyword')}
				</label>
				<input
					id={`${ids}-text`}
					name="q"
					type="search"
					defaultValue={query.text}
					maxLength={200}
					placeholder={t('filters.keywordExample')}
					className="filter-input"
				/>
			</div>
			{first ? <div className="border-stone-200 border-t">{identityFilter(first)}</div> : null}
			<ToggleFilter
				name="online"
				label={label('tag', ONLINE_THERAPY_SLUG, ONLINE_THERAPY_LABEL)}
				checked={query.online}
				count={counts[ONLINE_KEY]}
			/>
			<TagChecklist
				legend={t('filters.specialties')}
				name="specialty"
				tags={activeTags('Specialties')}
				chosen={query.specialties}
				counts={counts}
				note={t('filters.matchAll')}
				orderKey={query.state ?? ''}
			/>
			{/* After Specialties, so that the keyboard path to the first specialty stays as short. */}
			<ToggleFilter
				name="accepting"
				label={t('filters.accepting')}
				checked={query.accepting}
				count={counts[ACCEPTING_KEY]}
			/>
			{flagToggles('access')}
			{/* After Specialties too (the same keyboard path); the landing page has its own ZIP box. */}
			<div className="border-stone-200 border-t py-3">
				<NearFields id={`${ids}-zip`} zip={zip.value} miles={query.miles} error={zip.error} />
			</div>
			<FilterSelect
				label={t('filters.gender')}
				name="gender"
				value={query.gender ? slugify(query.gender) : null}
				counts={counts}
				options={identityOptions(i18n, 'gender', GENDER_SHORT_OPTIONS)}
			/>
			<FilterSelect
				label={t('filters.insurance')}
				name="insurance"
				value={query.insurance}
				counts={counts}
				options={insurance}
			/>
			<FilterSelect
				label={t('filters.price')}
				name="price"
				value={query.price}
				counts={counts}
				options={PRICE_TIERS.map((p) => ({
					value: p.value,
					label: label('price', p.value, p.label),
					key: priceKey(p.value),
				}))}
			/>
			{flagToggles('cost')}
			<TagChecklist
				legend={t('filters.types')}
				name="type"
				tags={activeTags('Approaches')}
				chosen={query.approaches}
				counts={counts}
				orderKey={query.state ?? ''}
			/>
			<MoreFilters open={IDENTITY_FILTERS.some((f) => f !== 'gender' && f !== first && query[f])}>
				{() => IDENTITY_FILTERS.filter((f) => f !== 'gender' && f !== first).map(identityFilter)}
			</MoreFilters>
			<div className="sticky bottom-0 flex gap-2 border-stone-200 border-t bg-white py-3 lg:static lg:bg-transparent">
				{/* Without JavaScript the listing reloads: the fragment brings the results into view. */}
				<Button type="submit" formAction={`${action}#results`} className="flex-1">
					{t('filters.show', { count: resultCount, n: formatCount(resultCount) })}
				</Button>
			</div>
		</Form>
	)
}

/**
 * The rarely opened identity filters (about 70 options, a sixth of a listing's elements): the server
 * renders them only when one is chosen or asked for (?show=more), which is a listing's render cost
 * (docs/benchmarks.md, uncached listing pages). With JavaScript they are rendered as soon as the page
 * is hydrated, closed, so opening the group shows them as before; without, the closed group holds a
 * submit button of the GET form that brings the page back with them, keeping the choices made so far.
 */
function MoreFilters({ open, children }: { open: boolean; children: () => ReactNode }) {
	const { t } = useI18n()
	const [searchParams] = useSearchParams()
	const asked = open || searchParams.getAll('show').includes(MORE)
	const hydrated = useHydrated()
	return (
		<details className="border-stone-200 border-t py-3" open={asked}>
			<summary className="cursor-pointer py-1 font-semibold text-ink">{t('filters.more')}</summary>
			{asked || hydrated ? (
				children()
			) : (
				<button
					type="submit"
					name="show"
					value={MORE}
					className="min-h-10 cursor-pointer rounded px-2 py-2 font-medium text-brand-700"
				>
					{t('filters.showMore')}
				</button>
			)}
		</details>
	)
}
const MORE = 'more'

/** The search parameter of the phone filter sheet (?filters): Back closes it. */
const FILTERS_PARAM = 'filters'

/**
 * Filters: a sidebar from 1024px (and on phones without JavaScript, where its Show N results
 * button reloads the listing at its results); on phones a button opens
 * the same form in the one Dialog, full screen. The sheet is a URL dialog (Back closes it) and is
 * built from the URL's query each time it opens; choices in it apply at once, and closing it (Close,
 * Escape, Show N results or Back) keeps them.
 */
export function SearchFilters(props: SearchFiltersProps) {
	const sheet = useUrlDialog(FILTERS_PARAM)
	const headingId = useId()
	const { activeCount, ...formProps } = props
	const { t } = useI18n()
	return (
		<>
			{/* Without JavaScript the form is on the page and the button that opens the sheet would do
			nothing. First: a style in the body may only select what comes after its parent. */}
			<noscript>
				<style>{'#search-filters{display:block!important}[data-filters-open]{display:none!important}'}</style>
			</noscript>
			<Button
				variant="secondary"
				block
				className="lg:hidden"
				aria-haspopup="dialog"
				data-filters-open=""
				onClick={() => sheet.open()}
			>
				{t('filters.button', { active: activeCount })}
			</Button>
			<section id="search-filters" aria-labelledby={headingId} className="hidden lg:block">
				<h2 id={headingId} className="font-serif text-2xl text-ink">
					{t('filters.title')}
				</h2>
				<FilterForm {...formProps} />
			</section>
			{sheet.isOpen ? (
				<Dialog title={t('filters.title')} onClose={sheet.close}>
					<FilterForm {...formProps} onSubmitted={sheet.close} />
				</Dialog>
			) : null}
		</>
	)
}
