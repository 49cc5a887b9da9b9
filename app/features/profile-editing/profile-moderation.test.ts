import { describe, expect, test } from 'vitest'
import { clearFlag, confirmFlag, listFlaggedProfiles } from '~/features/moderation/moderation.server'
import { EMPTY_QUERY } from '~/features/search/search-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { post, reload } from './update-own-profile.test-support'

describe('moderation', () => {
	test('a listed phrase flags the profile, hides it from search and tells the owner why', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { licensed_states: ['WY'] })
		expect((await searchTherapists(db, { ...EMPTY_QUERY, state: 'WY' })).count).toBe(1)
		const { status, json } = await post(db, { summary: 'We also offer Conversion Therapy sessions.' }, owner)
		expect(status).toBe(200)
		expect(json.docs?.[0]).toMatchObject({
			flagged: true,
			is_live: false,
			flagged_keyword: 'conversion therapy',
		})
		const row = await reload(db, owner.id)
		expect(row.flagged).toBe(true)
		expect(row.flagged_keyword).toBe('conversion therapy')
		expect((await searchTherapists(db, { ...EMPTY_QUERY, state: 'WY' })).count).toBe(0)

		// Removing the phrase lifts an automatic flag.
		await post(db, { summary: 'I help adults with anxiety.' }, owner)
		expect((await reload(db, owner.id)).flagged).toBe(false)
		expect((await searchTherapists(db, { ...EMPTY_QUERY, state: 'WY' })).count).toBe(1)
	})

	test('the headline is checked too; saving other fields does not re-check', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		await post(db, { headline: 'Casino host and coach' }, owner)
		expect((await reload(db, owner.id)).flagged_keyword).toBe('casino')
		await post(db, { city: 'Dallas' }, owner)
		expect((await reload(db, owner.id)).flagged).toBe(true)
	})

	test('a confirmed flag stays after edits; a cleared phrase is not flagged again', async () => {
		const { db } = await createTestDb()
		const spammer = await insertProvider(db)
		await post(db, { summary: 'Visit bit.ly/cheap for a miracle cure' }, spammer)
		const flagged = await listFlaggedProfiles(db)
		expect(flagged.map((f) => [f.short_id, f.flagged_keyword, f.decision])).toEqual([
			[spammer.short_id, 'bit.ly', null],
		])
		await confirmFlag(db, spammer.short_id)
		await post(db, { summary: 'Nothing to see here.' }, spammer)
		const kept = await reload(db, spammer.id)
		expect([kept.flagged, kept.flagged_keyword]).toEqual([true, 'bit.ly'])
		expect((await listFlaggedProfiles(db))[0].decision).toBe('confirmed')

		const honest = await insertProvider(db)
		await post(db, { summary: 'I never practice conversion therapy; it harms people.' }, honest)
		expect((await reload(db, honest.id)).flagged).toBe(true)
		await clearFlag(db, honest.short_id)
		expect((await reload(db, honest.id)).flagged).toBe(false)
		await post(db, { summary: 'I never practice conversion therapy. It does harm.' }, honest)
		expect((await reload(db, honest.id)).flagged).toBe(false)
		// A different phrase is still caught.
		await post(db, { summary: 'Also: casino nights.' }, honest)
		expect((await reload(db, honest.id)).flagged_keyword).toBe('casino')

		await expect(clearFlag(db, 999_999)).rejects.toMatchObject({ code: 'not_found' })
		const clean = await insertProvider(db)
		await expect(confirmFlag(db, clean.short_id)).rejects.toMatchObject({ code: 'conflict' })
	})
})
