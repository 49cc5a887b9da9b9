import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { findStateByCode } from '~/platform/reference/states'
import { findTagBySlug } from '~/platform/reference/tags'
import { ENGLISH_I18N, createI18n, i18nValue } from '~/lib/i18n'
import { spanishCatalog } from '~/lib/i18n-catalogs.server'
import { listingStatus } from '../listing-page'
import { listingDescription, listingTitle } from '../listing-titles.server'
import { EMPTY_QUERY, type SearchQuery } from '../search-query'
import { filterChips } from '../text-filters'
import { FilterChips } from './filter-chips'

const en = ENGLISH_I18N
const es = i18nValue(createI18n('es', spanishCatalog()))
import { EmptyResults, type WayOutView } from './way-out'

const tag = (slug: string) => findTagBySlug(slug)?.id as number
const q = (overrides: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...overrides })
const render = (node: ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, node))
/** Each link's accessible name: its text without what is aria-hidden. */
const linkNames = (html: string) =>
	[...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) =>
		m[1]
			.replace(/<span aria-hidden="true"[^>]*>.*?<\/span>/g, '')
			.replace(/<[^>]+>/g, '')
			.replaceAll('&quot;', '"')
			.replace(/\s+/g, ' ')
			.trim(),
	)

describe('filter chips above the results (docs/product.md#search)', () => {
	test('the keyword first, then each filter, each a link to the same listing without it', () => {
		const chips = filterChips(
			q({ state: 'NY', text: 'anxeity', specialties: [tag('grief')], accepting: true }),
		)
		expect(chips).toEqual([
			{ kind: 'keyword', label: '"anxeity"', href: '/therapists/new-york/grief?accepting=1' },
			{ kind: 'filter', label: 'Grief', href: '/therapists/new-york?accepting=1&q=anxeity' },
			{ kind: 'filter', label: 'Accepting new clients', href: '/therapists/new-york/grief?q=anxeity' },
		])
		expect(filterChips(q({ state: 'NY', page: 3 }))).toEqual([])
		// Removing a filter goes back to page 1.
		expect(filterChips(q({ state: 'NY', text: 'grief', page: 3 }))[0].href).toBe('/therapists/new-york')
	})

	test('each chip is named for what it removes; Clear all only when there are several', () => {
		const chips = filterChips(q({ state: 'NY', text: 'anxeity', gender: 'Female' }))
		const html = render(
			createElement(FilterChips, { chips, label: 'Active filters', clearAll: '/therapists/new-york' }),
		)
		expect(html).toContain('aria-label="Active filters"')
		expect(linkNames(html)).toEqual(['Remove keyword "anxeity"', 'Remove filter Female', 'Clear all filters'])
		const one = render(
			createElement(FilterChips, { chips: chips.slice(0, 1), label: 'Active filters', clearAll: '/x' }),
		)
		expect(linkNames(one)).toEqual(['Remove keyword "anxeity"'])
		expect(render(createElement(FilterChips, { chips: [], label: 'Active filters' }))).toBe('')
	})
})

describe('wording', () => {
	test('the status line is singular for one provider', () => {
		expect(listingStatus(en.t, 1, 1, 1)).toBe('1 Provider Matched')
		expect(listingStatus(en.t, 1234, 1, 124)).toBe('1,234 Providers Matched')
		expect(listingStatus(en.t, 0, 1, 1)).toBe('No Matches')
		expect(listingStatus(en.t, 25, 2, 3)).toBe('Page 2 of 3')
		// Spanish (issue 29): '1 terapeuta', '37 terapeutas'.
		expect(listingStatus(es.t, 1, 1, 1)).toBe('1 terapeuta encontrado')
		expect(listingStatus(es.t, 37, 1, 4)).toBe('37 terapeutas encontrados')
		expect(listingStatus(es.t, 25, 2, 3)).toBe('Página 2 de 3')
	})

	test('the description agrees with the number too', () => {
		const texas = findStateByCode('TX') ?? null
		const anxiety = q({ state: 'TX', specialties: [tag('anxiety')] })
		expect(listingDescription(en, anxiety, texas, 1)).toMatch(/^Browse 1 anxiety therapist in Texas\./)
		expect(listingDescription(en, anxiety, texas, 12)).toMatch(/^Browse 12 anxiety therapists in Texas\./)
		expect(listingDescription(es, anxiety, texas, 1)).toMatch(
			/^Terapeutas de ansiedad en Texas: 1 terapeuta\. /,
		)
	})

	test('the title follows the same pattern in Spanish', () => {
		const texas = findStateByCode('TX') ?? null
		const california = findStateByCode('CA') ?? null
		const anxiety = q({ state: 'CA', specialties: [tag('anxiety')] })
		expect(listingTitle(en, anxiety, california)).toBe('Anxiety Therapists in California')
		expect(listingTitle(es, anxiety, california)).toBe('Terapeutas de ansiedad en California')
		expect(listingTitle(es, q({ state: 'TX', online: true }), texas)).toBe('Terapeutas en línea en Texas')
		expect(listingTitle(es, q({ state: 'TX', specialties: [tag('adhd')] }), texas)).toBe(
			'Terapeutas de TDAH en Texas',
		)
		expect(listingTitle(es, q({ state: 'TX' }), texas, 'Austin')).toBe('Terapeutas en Austin, TX')
	})

	test('an empty listing: both sentences of the spec, then the ways out; the similar are in the state', () => {
		const wayOut: WayOutView = {
			chips: [
				{ kind: 'keyword', label: '"qwerty"', href: '/therapists/new-york/grief', count: 12 },
				{ kind: 'filter', label: 'Grief', href: '/therapists/new-york?q=qwerty', count: 0 },
			],
			clearAll: '/therapists/new-york',
			online: null,
			similar: [],
		}
		const html = render(createElement(EmptyResults, { wayOut, stateLabel: 'New York' }))
		const first = html.indexOf('We couldn&#x27;t find any providers matching your filters.')
		const second = html.indexOf('Please consider updating your filters to see more options.')
		const chips = html.indexOf('Remove one filter')
		expect(first).toBeGreaterThan(-1)
		expect(second).toBeGreaterThan(first)
		expect(chips).toBeGreaterThan(second)
		// A chip that would still give nothing is left out.
		expect(linkNames(html)).toEqual(['Remove keyword "qwerty" (12)', 'Clear all filters'])
	})
})
