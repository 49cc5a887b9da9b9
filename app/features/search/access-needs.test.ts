import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { loader as apiUser } from '~/routes/api/user'
import { loader as listing } from '~/routes/therapists'
import { loader as profile } from '~/routes/therapist'
import { post, reload } from '~/features/profile-editing/update-own-profile.test-support'
import { PracticeDetailsSchema } from '~/features/profile-editing/profile.schema'
import { accessKey } from './facets'
import { unpackFacetCounts } from './facet-counts'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { callApi } from '../../../tests/api-contract'

// Access needs (docs/search.md#filters): wheelchair_accessible, evening_hours, weekend_hours.

const listingArgs = (db: Db, url: string) => {
	const [, , first, second] = new URL(url, 'http://x').pathname.split('/')
	return routeArgs(db, url, { first, second })
}
const api = async (db: Db, qs: string) =>
	(await callApi(apiUser, routeArgs(db, `/api/user?${qs}`, {}))).json()

describe('access needs', () => {
	test('wheelchair_accessible=true narrows the page and the API to exactly those providers; the count beside the filter matches', async () => {
		const { db } = await createTestDb()
		const step = await insertProvider(db, { wheelchair_accessible: true, evening_hours: true })
		const stepToo = await insertProvider(db, { wheelchair_accessible: true, weekend_hours: true })
		await insertProvider(db, { evening_hours: true })
		await insertProvider(db)
		const all = await listing(listingArgs(db, '/therapists/texas'))
		expect(all.page.count).toBe(4)
		const counts = unpackFacetCounts(all.page.facets, 'TX')
		expect(counts[accessKey('wheelchair_accessible')]).toBe(2)
		expect(counts[accessKey('evening_hours')]).toBe(2)
		expect(counts[accessKey('weekend_hours')]).toBe(1)

		const page = await listing(listingArgs(db, '/therapists/texas?wheelchair_accessible=1'))
		expect(page.page.count).toBe(2)
		expect(page.chips.map((c) => c.label)).toEqual(['Wheelchair accessible office'])
		expect(page.chips[0].href).toBe('/therapists/texas')
		const body = await api(db, 'state=TX&wheelchair_accessible=true')
		expect(body.count).toBe(2)
		const ids = body.docs.map((d: { id: string }) => d.id).sort()
		expect(ids).toEqual([step.id, stepToo.id].sort())
		expect(page.page.docs.map((c) => c.short_id).sort()).toEqual([step.short_id, stepToo.short_id].sort())
		// Combined, every need must be offered.
		expect((await api(db, 'state=TX&wheelchair_accessible=true&evening_hours=true')).count).toBe(1)
		expect((await api(db, 'state=TX&weekend_hours=1')).count).toBe(1)
		expect((await api(db, 'state=TX&wheelchair_accessible=false')).count).toBe(4)
	})

	test('the API refuses a value that is not a boolean, and profiles carry the three booleans', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { weekend_hours: true })
		const res = await callApi(apiUser, routeArgs(db, '/api/user?wheelchair_accessible=yes', {}))
		expect(res.status).toBe(400)
		expect(Object.keys((await res.json()).error.fields)).toEqual(['wheelchair_accessible'])
		const one = await api(db, `id=${p.id}`)
		expect(one.docs[0]).toMatchObject({
			wheelchair_accessible: false,
			evening_hours: false,
			weekend_hours: true,
		})
		const page = await profile(
			routeArgs(db, `/therapist/${p.url_tag}/${p.short_id}`, {
				first: p.url_tag,
				second: String(p.short_id),
			}),
		)
		expect(page.profile).toMatchObject({ wheelchair_accessible: false, weekend_hours: true })
	})

	test('Practice Details saves them: true and false, nothing else', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const { status } = await post(db, { wheelchair_accessible: true, evening_hours: true }, owner)
		expect(status).toBe(200)
		const after = await reload(db, owner.id)
		expect(after).toMatchObject({ wheelchair_accessible: true, evening_hours: true, weekend_hours: false })
		expect(after.updated_at.getTime()).toBeGreaterThan(owner.updated_at.getTime())
		const refused = await post(db, { weekend_hours: 'yes' }, owner)
		expect(refused.status).toBe(400)
		expect(Object.keys(refused.json.error?.fields ?? {})).toEqual(['weekend_hours'])
		expect(
			PracticeDetailsSchema.safeParse({
				licensed_states: ['TX'],
				online_therapy: 'Both',
				addressOne: '',
				addressTwo: '',
				city: '',
				zip: '',
				state: null,
				wheelchair_accessible: 1,
			}).success,
		).toBe(false)
		// The next search sees the change (docs/decisions/0002-search-index-in-memory.md).
		expect((await api(db, 'state=TX&evening_hours=true')).count).toBe(1)
	})
})
