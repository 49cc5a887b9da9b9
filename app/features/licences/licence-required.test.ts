import { afterEach, describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { providersChanged } from '~/db/changes'
import { parseEnv } from '~/env.server'
import { isLiveProfile, missingForLive, requireCheckedLicence } from '~/features/therapists/live-profile'
import { loader as apiUser } from '~/routes/api/user'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { callApi } from '../../../tests/api-contract'
import { createTestDb } from '../../../tests/setup/db'

// LICENSE_CHECK_REQUIRED (docs/deploy.md#settings, docs/product.md#licence-checks): when on, only
// profiles with a checked licence are live, in search, the listing and the API.

const api = async (db: Db, qs: string) =>
	(await callApi(apiUser, routeArgs(db, `/api/user?${qs}`, {}))).json()
const listingIds = async (db: Db) =>
	(await listing(routeArgs(db, '/therapists/texas', { first: 'texas' }))).page.docs.map((c) => c.short_id)

// The setting is module state shared by the test files of a worker: put it back after each test.
afterEach(() => requireCheckedLicence(false))

describe('LICENSE_CHECK_REQUIRED', () => {
	test('is off by default and read from the environment', () => {
		expect(parseEnv({}).LICENSE_CHECK_REQUIRED).toBe(false)
		expect(parseEnv({ LICENSE_CHECK_REQUIRED: 'true' }).LICENSE_CHECK_REQUIRED).toBe(true)
		expect(() => parseEnv({ LICENSE_CHECK_REQUIRED: 'yes' })).toThrow(/LICENSE_CHECK_REQUIRED/)
	})

	test('on: an unchecked provider is found by neither search nor the API; a checked one is', async () => {
		const { db } = await createTestDb()
		const checked = await insertProvider(db, { license_checked: true })
		const unchecked = await insertProvider(db)
		// Off (the default), both are live.
		expect((await listingIds(db)).sort()).toEqual([checked.short_id, unchecked.short_id].sort())

		requireCheckedLicence(true)
		// The index's live column follows at its next refresh; a stamp makes it re-read both rows.
		await db.execute(
			`update providers set updated_at = now() where id in ('${checked.id}', '${unchecked.id}')`,
		)
		providersChanged(db)
		expect(await listingIds(db)).toEqual([checked.short_id])
		const search = await api(db, 'state=TX')
		expect(search.docs.map((d: { id: string }) => d.id)).toEqual([checked.id])
		expect((await api(db, `id=${checked.id}`)).docs).toHaveLength(1)
		const lookup = await callApi(apiUser, routeArgs(db, `/api/user?id=${unchecked.id}`, {}))
		expect(lookup.status).toBe(404)
	})

	test('the TypeScript rule says what is missing: a checked licence', () => {
		const row = {
			onboarded: true,
			email_verified: true,
			flagged: false,
			hidden: false,
			first_name: 'Ana',
			last_name: 'Lopez',
			headline: 'LPC',
			licensed_states: ['TX'],
			license_checked: false,
		}
		expect(isLiveProfile(row)).toBe(true)
		requireCheckedLicence(true)
		expect(missingForLive(row)).toEqual(['a checked licence'])
		expect(isLiveProfile(row)).toBe(false)
		expect(isLiveProfile({ ...row, license_checked: true })).toBe(true)
	})
})
