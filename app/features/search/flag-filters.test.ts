import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import type { IndexFlagColumn } from '~/db/schema/providers'
import { SLIDING_SCALE } from '~/platform/reference/insurers'
import { loader as apiUser } from '~/routes/api/user'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { callApi } from '../../../tests/api-contract'
import { createTestDb } from '../../../tests/setup/db'
import { unpackFacetCounts } from './facet-counts'
import { FLAG_FILTERS, type FlagName, flagLabel } from './flag-filters'

// Every yes/no filter of flag-filters.ts, on the listing and the API (docs/search.md#filters): a new
// declaration is tested here without a new test. A filter named like a packed column is set by that
// column; any other says below what a provider who matches it has (it will not compile without),
// and NONE what one who matches none has where the factory's default would match.
type Fields = Parameters<typeof insertProvider>[1]
const MATCHES: Record<Exclude<FlagName, IndexFlagColumn>, Fields> = {
	sliding_scale: { payments: [SLIDING_SCALE.value] },
	free_consultation: { consultation_next_at: new Date(Date.now() + 3 * 86_400_000) },
	// Stored beside the row (license_checks), which the factory writes.
	license_checked: { license_checked: true },
}
const NONE: Fields = { payments: ['out-of-pocket', 'aetna'] }

const matching = (name: FlagName) =>
	name in MATCHES ? MATCHES[name as keyof typeof MATCHES] : { [name]: true }

/** Every filter's match at once; lists are joined, so two filters on one list (payments) both hold. */
function everyMatch(): Fields {
	const all: Record<string, unknown> = {}
	for (const fields of FLAG_FILTERS.map((f) => matching(f.name)))
		for (const [key, value] of Object.entries(fields ?? {}))
			all[key] =
				Array.isArray(value) && Array.isArray(all[key]) ? [...new Set([...all[key], ...value])] : value
	return all as Fields
}

const listingOf = (db: Db, query: string) =>
	listing(routeArgs(db, `/therapists/texas?${query}`, { first: 'texas' }))
const apiIds = async (db: Db, query: string) => {
	const body = await (await callApi(apiUser, routeArgs(db, `/api/user?state=TX&${query}`, {}))).json()
	return (body.docs as Array<{ id: string }>).map((doc) => doc.id)
}

describe('yes/no filters, each from its declaration', () => {
	test('a provider with every filter set is found by each filter; one with none by none', async () => {
		const { db } = await createTestDb()
		const every = await insertProvider(db, everyMatch())
		await insertProvider(db, NONE)
		const all = await listingOf(db, '')
		expect(all.page.count).toBe(2)
		const counts = unpackFacetCounts(all.page.facets, 'TX')
		for (const flag of FLAG_FILTERS) {
			expect(counts[flag.key], `${flag.name}: the count beside it`).toBe(1)
			const page = await listingOf(db, `${flag.name}=1`)
			expect(
				page.page.docs.map((card) => card.short_id),
				`listing ${flag.name}=1`,
			).toEqual([every.short_id])
			expect(page.chips.map((chip) => chip.label)).toHaveLength(1)
			expect(page.chips[0].href).toBe('/therapists/texas')
			expect(await apiIds(db, `${flag.name}=true`), `API ${flag.name}=true`).toEqual([every.id])
			expect(await apiIds(db, `${flag.name}=false`)).toHaveLength(2)
		}
		const everyQuery = FLAG_FILTERS.map((f) => `${f.name}=1`).join('&')
		expect((await listingOf(db, everyQuery)).page.count).toBe(1)
	})

	test('each is labelled in English and Spanish, and the API refuses a value that is not a boolean', async () => {
		const en = (await import('~/locales/en/listing.json')).default as Record<string, string>
		const es = (await import('~/locales/es/listing.json')).default as Record<string, string>
		const { db } = await createTestDb()
		for (const flag of FLAG_FILTERS) {
			expect(en[flagLabel(flag)], `${flagLabel(flag)} in English`).toBeTruthy()
			expect(es[flagLabel(flag)], `${flagLabel(flag)} in Spanish`).toBeTruthy()
			expect(es[flagLabel(flag)]).not.toBe(en[flagLabel(flag)])
			const res = await callApi(apiUser, routeArgs(db, `/api/user?${flag.name}=yes`, {}))
			expect(res.status).toBe(400)
			expect(Object.keys((await res.json()).error.fields)).toEqual([flag.name])
		}
	})
})
