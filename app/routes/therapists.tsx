import { useLocalPath } from '~/components/local-link'
import { useRef } from 'react'
import { data, redirect, useLocation, useNavigate, useNavigation } from 'react-router'
import { Pagination } from '~/components/pagination'
import { ProviderBanner } from '~/components/provider-banner'
import { SkipLinks } from '~/components/skip-links'
import { StatePicker } from '~/components/state-picker'
import { useReturnFocus } from '~/components/ui/use-return-focus'
import {
	DIALOG_PARAMS,
	pageUnder,
	revalidateUnlessDialogOnly,
	withDialogParams,
} from '~/components/ui/use-url-dialog'
import { useRememberState } from '~/components/visitor-state'
import { dbContext } from '~/db/context'
import { findStateBySlug } from '~/platform/reference/states'
import { toCardView } from '~/features/search/components/card-view'
import { FilterChips } from '~/features/search/components/filter-chips'
import { ResultCard } from '~/features/search/components/result-card'
import { SearchFilters } from '~/features/search/components/search-filters'
import { EmptyResults, FilterSuggestion } from '~/features/search/components/way-out'
import { packFacetCounts, unpackFacetCounts } from '~/features/search/facet-counts'
import { listingStatus, listingTag } from '~/features/search/listing-page'
import { listingDescription, listingTitle, tagBlurb } from '~/features/search/listing-titles.server'
import {
	EMPTY_QUERY,
	listingUrl,
	parseListingUrl,
	queryFacetKeys,
	resolvePath,
} from '~/features/search/search-query'
import { countListing, searchTherapists } from '~/features/search/search-therapists.server'
import { CITY_MILES, DEFAULT_MILES, ZIP_PATTERN } from '~/features/search/near-options'
import { findNearZip } from '~/features/search/near-query.server'
import { findCityPage, listCityPages } from '~/features/search/city-pages.server'
import { CityLinks } from '~/features/search/components/city-links'
import { NearOnline } from '~/features/search/components/near-online'
import { filterChips } from '~/features/search/text-filters'
import { listingWayOut, suggestFilter } from '~/features/search/way-out.server'
import { countAppearances } from '~/features/listing-stats/counters.server'
import { listingShownContext } from '~/lib/request-context'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import { localeOfPath, localizedPath, unprefixedPath, useI18n } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import type { Route } from './+types/therapists'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	if (!loaderData) return []
	return pageMeta(siteFromMatches(matches), {
		title: loaderData.title,
		description: loaderData.description,
		path: loaderData.canonical,
		stateCode: loaderData.state?.code,
		noindex: loaderData.noindex,
	})
}

/** The URL as the canonical one is spelled; an open dialog (?filters, ?dialog=share) is not part of it. */
function normalised(url: URL): string {
	const params = new URLSearchParams(url.search)
	for (const name of DIALOG_PARAMS) params.delete(name)
	const search = params.toString()
	const pathname = unprefixedPath(url.pathname)
	return search ? `${pathname}?${search}` : pathname
}

/** Opening the header's Share or Update Email dialog (?dialog=…) needs no new data. */
export const shouldRevalidate = revalidateUnlessDialogOnly

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	// A Spanish listing (/es/therapists/…) keeps its prefix on every link and redirect (docs/product.md#languages).
	const locale = localeOfPath(url.pathname)
	const lu = (path: string) => localizedPath(path, locale)
	const words = serverI18n(locale)
	const picked = findStateBySlug(url.searchParams.get('state'))
	// The state picker's GET form (?state=…, with a specialty from a quiz result): its listing's URL.
	if (!params.first && picked) {
		url.searchParams.delete('state')
		throw redirect(lu(listingUrl(parseListingUrl(url, { state: picked, tag: null, notFound: false }))))
	}
	const path = resolvePath(params.first, params.second, params.third)
	if (path.notFound) throw data(null, { status: 404 })
	const db = context.get(dbContext)
	// A city page (docs/search.md#city-pages): a city with 5+ offices, or no page at all.
	const city = path.state && path.city ? await findCityPage(db, path.state.code, path.city) : null
	if (path.city && !city) throw data(null, { status: 404 })
	let query = parseListingUrl(url, path)
	// Near a ZIP (docs/search.md#near-a-zip-code): the ZIP's state is the listing's state; a ZIP that is
	// not one stays in the box with a message, over the listing without it.
	const typedZip = (url.searchParams.get('near') ?? '').trim().slice(0, 10)
	const nearZip = findNearZip(typedZip)
	const zipError = typedZip && !nearZip ? words.t('near.zipError') : null
	if (zipError) query = { ...query, near: null, miles: DEFAULT_MILES }
	// A ZIP typed on a city page searches near the ZIP, on its state's listing.
	if (nearZip) query = { ...query, state: nearZip.state, city: null }
	const address = listingUrl(query)
	// A no-JS "Show all" (?show=…) survives the trip to the canonical URL.
	if (address !== normalised(url) && !zipError) throw redirect(lu(withDialogParams(address, url.search)))
	// A searched ZIP is one person's place, never an indexed address: search engines are pointed at the
	// place's own listing (docs/search.md#near-a-zip-code).
	const canonical = query.near ? listingUrl({ ...query, near: null, miles: DEFAULT_MILES, page: 1 }) : address

	const page = await searchTherapists(db, query, { withFacets: true, origin: city?.origin })
	const last = Math.max(1, Math.ceil(page.count / query.pageSize))
	if (query.page > last) throw redirect(lu(listingUrl(query, { page: last })))
	const tag = listingTag(query)
	const cardContext = { state: query.state, insurance: query.insurance, near: query.near, words }
	const toCard = (card: (typeof page.docs)[number]) => toCardView(card, cardContext)
	// docs/product.md#your-listing: each card shown is an appearance (a cached copy counts in the server).
	const shown = page.docs.map((card) => card.id)
	countAppearances(shown, request.headers.get('user-agent'))
	context.set(listingShownContext, shown)
	const online = { ...query, city: null, near: null, miles: DEFAULT_MILES, online: true, page: 1 }
	const [suggestion, wayOut, onlineCount] = await Promise.all([
		query.text ? suggestFilter(db, query, words) : null,
		page.count === 0 ? listingWayOut(db, query, words) : null,
		(query.near || city) && path.state
			? countListing(db, queryFacetKeys(online), undefined, online.text || undefined)
			: null,
	])
	return {
		query,
		// Only what the cards show (card-view.ts): the page's data is part of its HTML.
		page: { ...page, docs: page.docs.map(toCard), facets: packFacetCounts(page.facets, query.state) },
		suggestion,
		wayOut: wayOut && { ...wayOut, similar: wayOut.similar.map(toCard) },
		chips: filterChips(query, words),
		zip: { value: nearZip?.zip ?? typedZip, error: zipError },
		// Beside near results: the same search online, across the whole state.
		nearOnline:
			onlineCount === null || !path.state
				? null
				: {
						href: listingUrl(online),
						count: onlineCount,
						label: words.t('listing.onlineIn', { state: path.state.label }),
					},
		clearAll: listingUrl({ ...EMPTY_QUERY, state: query.state }),
		last,
		state: path.state,
		title: listingTitle(words, query, path.state, city?.name),
		description: listingDescription(words, query, path.state, page.count, city?.name),
		city: city && { name: city.name, slug: city.slug },
		// A state's page links to its city pages.
		cities:
			path.state && !city && !query.near
				? (await listCityPages(db, path.state.code)).map((c) => ({
						name: c.name,
						href: `/therapists/${c.state.slug}/${c.slug}`,
					}))
				: [],
		canonical,
		blurb: tagBlurb(words, tag),
		action: lu(
			path.state ? ['/therapists', path.state.slug, city?.slug].filter(Boolean).join('/') : '/therapists',
		),
		// Filter combinations beyond the path are for people, not for search engines; a near search's
		// canonical is its place's listing, indexable when no other filter is set.
		noindex: Boolean(zipError) || [...new URL(canonical, url).searchParams.keys()].some((k) => k !== 'page'),
	}
}

export default function Therapists({ loaderData }: Route.ComponentProps) {
	const {
		query,
		page,
		last,
		state,
		title,
		blurb,
		action,
		suggestion,
		wayOut,
		chips,
		clearAll,
		zip,
		nearOnline,
		city,
		cities,
	} = loaderData
	const navigate = useNavigate()
	const { t } = useI18n()
	const local = useLocalPath()
	const location = useLocation()
	const navigation = useNavigation()
	const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
	const results = useRef<HTMLElement>(null)
	// Back from a profile: focus returns to the card link that opened it.
	useReturnFocus(results)
	// The listing's place, its ZIP too, for the self-tests' 'Find therapists' (docs/product.md#visitor-journeys).
	useRememberState(
		state?.slug,
		query.near ? `near=${query.near}${query.miles === DEFAULT_MILES ? '' : `&miles=${query.miles}`}` : null,
	)
	const isLoading =
		navigation.state === 'loading' &&
		unprefixedPath(navigation.location?.pathname ?? '').startsWith('/therapists')

	// With JavaScript, a filter change goes straight to its canonical URL (no redirect round trip).
	// It replaces the history entry, so Back leaves the listing in one step; the state, a specialty
	// link and a page number are links that push (docs/product.md#search). An open filter sheet stays open.
	const applyFilters = (form: HTMLFormElement, options: { debounce: boolean }) => {
		clearTimeout(debounce.current)
		const go = () => {
			const params = new URLSearchParams()
			for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v) params.append(k, v)
			const typed = params.get('near')?.trim()
			if (typed && !ZIP_PATTERN.test(typed)) {
				// A ZIP being typed waits; one sent that is not a ZIP goes to the server, which says so.
				if (options.debounce) return
				return navigate(`${action}?${params}`, { replace: true, preventScrollReset: true })
			}
			const url = new URL(`${action}?${params}`, window.location.origin)
			const [, , first, second] = unprefixedPath(url.pathname).split('/')
			const next = local(listingUrl({ ...parseListingUrl(url, resolvePath(first, second)), page: 1 }))
			if (next === pageUnder(window.location.pathname, window.location.search)) return
			return navigate(withDialogParams(next, window.location.search), {
				replace: true,
				preventScrollReset: true,
				state: location.state,
			})
		}
		if (options.debounce) debounce.current = setTimeout(go, 300)
		else return go()
	}

	return (
		<>
			<SkipLinks
				links={[
					{ href: '#results', label: t('listing.skipResults') },
					// On a phone that is the Filters button, from 1024px the first filter.
					{ href: '#filters', label: t('listing.skipFilters'), toFirstControl: true },
				]}
			/>
			<ProviderBanner />
			<div className="mx-auto max-w-6xl px-4 py-8">
				<h1 className="font-serif text-3xl text-ink sm:text-4xl">{title}</h1>
				{!state ? (
					<div className="mt-4 max-w-xl">
						<StatePicker id="listing-state" compact />
					</div>
				) : null}
				<div className="mt-6 grid gap-8 lg:grid-cols-[300px_1fr]">
					<div id="filters" tabIndex={-1} className="scroll-mt-24 outline-none">
						<SearchFilters
							query={query}
							counts={unpackFacetCounts(page.facets, query.state)}
							action={action}
							onChange={applyFilters}
							resultCount={page.count}
							activeCount={chips.length}
							zip={zip}
						/>
					</div>
					<section
						id="results"
						ref={results}
						tabIndex={-1}
						aria-label={t('listing.results')}
						aria-busy={isLoading}
						className={`scroll-mt-24 outline-none ${isLoading ? 'opacity-60 transition-opacity' : ''}`}
					>
						<p role="status" className="font-semibold text-ink text-lg">
							{listingStatus(t, page.count, query.page, last)}
							{query.near || city ? (
								<span className="font-normal text-base text-muted">
									{' '}
									{query.near
										? t('listing.within', { miles: query.miles, place: query.near })
										: t('listing.within', { miles: CITY_MILES, place: city?.name })}
								</span>
							) : null}
						</p>
						{nearOnline ? <NearOnline link={nearOnline} /> : null}
						{zip.error ? (
							// On a phone the ZIP box is in the closed filter sheet: the message shows here too.
							<p className="mt-2 font-medium text-red-700 lg:hidden">
								{zip.error}{' '}
								<span className="font-normal text-muted">{t('listing.zipTyped', { zip: zip.value })}</span>
							</p>
						) : null}
						{/* Every filter applied, at every width; an empty listing's box has its own Clear all. */}
						<FilterChips
							chips={chips}
							label={t('listing.activeFilters')}
							clearAll={wayOut ? undefined : clearAll}
						/>
						{suggestion ? <FilterSuggestion suggestion={suggestion} /> : null}
						{wayOut ? (
							<EmptyResults wayOut={wayOut} stateLabel={state?.label ?? null} />
						) : (
							<ul className="mt-4 space-y-4">
								{page.docs.map((card) => (
									<li key={card.short_id}>
										<ResultCard card={card} />
									</li>
								))}
							</ul>
						)}
						<Pagination page={query.page} last={last} hrefFor={(p) => listingUrl(query, { page: p })} />
						{state ? <CityLinks stateLabel={state.label} cities={cities} /> : null}
						{blurb ? (
							<aside className="mt-10 rounded-2xl bg-brand-50 p-6">
								<h2 className="font-serif text-2xl text-ink">{blurb.title}</h2>
								<p className="mt-2 text-ink">{blurb.body}</p>
							</aside>
						) : null}
					</section>
				</div>
			</div>
		</>
	)
}
