import { and, getTableColumns, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { licenseCheckedOfProvider } from '~/db/schema/license-checks'
import { SEARCH_INDEX } from '~/features/search/index-definition.server'
import { readChangedRows } from '~/platform/search-engine/index-rows.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import {
	canBeContacted,
	contactRefusal,
	isIndexable,
	isLiveProfile,
	isViewable,
	isViewableBy,
	missingForLive,
} from './live-profile'
import { indexableProviderCondition, liveProviderCondition } from './live-profile.server'

// One fixture per way a profile can fail a rule (docs/product.md#live-profiles). The TypeScript
// predicates, the SQL conditions and the search index's `live` column must agree on every one.
const NOW = new Date('2026-06-15T12:00:00Z')
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000)
const FIXTURES = {
	live: {},
	waitlist: { availability: 'Waitlist for New Clients' as const },
	notAccepting: { availability: 'Not Accepting New Clients' as const },
	flagged: { flagged: true, flagged_keyword: 'cure' },
	notOnboarded: { onboarded: false },
	unverified: { email_verified: false },
	noFirstName: { first_name: '' },
	blankLastName: { last_name: '   ' },
	noHeadline: { headline: '' },
	noState: { licensed_states: [] },
	// Indexable up to exactly 180 days unconfirmed (docs/product.md#search-engines), whatever the availability.
	confirmed180Days: { availability_confirmed_at: ago(180) },
	confirmed180DaysAndAnHour: { availability_confirmed_at: ago(180, 1) },
	waitlist181Days: { availability: 'Waitlist for New Clients' as const, availability_confirmed_at: ago(400) },
	flaggedFresh: { flagged: true, flagged_keyword: 'cure', availability_confirmed_at: ago(1) },
	// Hidden by a moderator (docs/product.md#moderation): its URL answers 410 to visitors.
	hidden: { hidden: true, hidden_at: ago(1), hidden_reason: 'Impersonation' },
}
type Name = keyof typeof FIXTURES

type Expected = { live: boolean; viewable: boolean; contact: boolean; indexable: boolean }
const EXPECTED: Record<Name, Expected> = {
	live: { live: true, viewable: true, contact: true, indexable: true },
	waitlist: { live: true, viewable: true, contact: true, indexable: true },
	notAccepting: { live: true, viewable: true, contact: false, indexable: true },
	flagged: { live: false, viewable: true, contact: true, indexable: false },
	notOnboarded: { live: false, viewable: false, contact: false, indexable: false },
	unverified: { live: false, viewable: false, contact: false, indexable: false },
	noFirstName: { live: false, viewable: false, contact: false, indexable: false },
	blankLastName: { live: false, viewable: false, contact: false, indexable: false },
	noHeadline: { live: false, viewable: false, contact: false, indexable: false },
	noState: { live: false, viewable: false, contact: false, indexable: false },
	confirmed180Days: { live: true, viewable: true, contact: true, indexable: true },
	confirmed180DaysAndAnHour: { live: true, viewable: true, contact: true, indexable: false },
	waitlist181Days: { live: true, viewable: true, contact: true, indexable: false },
	flaggedFresh: { live: false, viewable: true, contact: true, indexable: false },
	hidden: { live: false, viewable: false, contact: false, indexable: false },
}

describe('who may find, open and contact a profile', () => {
	test('the predicates, the SQL conditions and the search index agree on every fixture', async () => {
		const { db } = await createTestDb()
		const ids = new Map<string, Name>()
		for (const [name, overrides] of Object.entries(FIXTURES) as [Name, object][]) {
			const row = await insertProvider(db, overrides)
			ids.set(row.id, name)
		}
		const rows = await db
			.select({ ...getTableColumns(providers), license_checked: licenseCheckedOfProvider })
			.from(providers)
			.where(inArray(providers.id, [...ids.keys()]))
		const liveInSql = new Set(
			(
				await db
					.select({ id: providers.id })
					.from(providers)
					.where(and(inArray(providers.id, [...ids.keys()]), liveProviderCondition))
			).map((r) => r.id),
		)
		const indexableInSql = new Set(
			(
				await db
					.select({ id: providers.id })
					.from(providers)
					.where(and(inArray(providers.id, [...ids.keys()]), indexableProviderCondition(NOW)))
			).map((r) => r.id),
		)
		const liveInIndex = new Set(
			(await readChangedRows(db, SEARCH_INDEX.source, '-infinity', 0, 1000))
				.filter((r) => r.live)
				.map((r) => r.id),
		)
		for (const row of rows) {
			const name = ids.get(row.id) as Name
			const expected = EXPECTED[name]
			expect({ name, live: isLiveProfile(row) }).toEqual({ name, live: expected.live })
			expect({ name, sql: liveInSql.has(row.id) }).toEqual({ name, sql: expected.live })
			expect({ name, index: liveInIndex.has(row.id) }).toEqual({ name, index: expected.live })
			expect({ name, indexable: isIndexable(row, NOW) }).toEqual({ name, indexable: expected.indexable })
			expect({ name, indexableSql: indexableInSql.has(row.id) }).toEqual({
				name,
				indexableSql: expected.indexable,
			})
			expect({ name, viewable: isViewable(row) }).toEqual({ name, viewable: expected.viewable })
			expect({ name, contact: canBeContacted(row, null) }).toEqual({ name, contact: expected.contact })
			// A hidden profile has nothing missing, yet visitors may not open it (docs/product.md#moderation).
			expect(isViewable(row)).toBe(!row.hidden && missingForLive(row).length === 0)
		}
	})

	test('the owner may open a draft; nobody else may', () => {
		const draft = { id: 'a', isViewable: false }
		expect(isViewableBy(draft, 'a')).toBe(true)
		expect(isViewableBy(draft, 'b')).toBe(false)
		expect(isViewableBy(draft, null)).toBe(false)
		expect(isViewableBy({ id: 'a', isViewable: true }, null)).toBe(true)
	})

	test('why contact is refused: a draft is unknown, Not Accepting is refused, the owner is told apart', () => {
		const base = {
			id: 'a',
			onboarded: true,
			email_verified: true,
			flagged: false,
			hidden: false,
			first_name: 'Ana',
			last_name: 'Lopez',
			headline: 'LPC',
			licensed_states: ['TX'],
			license_checked: false,
			availability: 'Accepting New Clients',
		}
		expect(contactRefusal(base, null)).toBeNull()
		expect(contactRefusal(base, 'a')).toBe('own_profile')
		expect(contactRefusal({ ...base, onboarded: false }, null)).toBe('not_found')
		expect(contactRefusal({ ...base, availability: 'Not Accepting New Clients' }, null)).toBe('not_accepting')
		// A draft that is also not accepting is still simply unknown to visitors.
		expect(
			contactRefusal({ ...base, onboarded: false, availability: 'Not Accepting New Clients' }, null),
		).toBe('not_found')
	})
})
