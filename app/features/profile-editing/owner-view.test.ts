import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { handle, loader } from '~/routes/therapist'
import { loader as billingLoader } from '~/routes/billing'
import {
	insertProvider,
	insertResponse,
	routeArgs,
	sessionUserFor,
	thrownRedirect,
} from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

describe("the owner's profile route", () => {
	test('the owner gets their own view (e-mail, onboarding state, what is missing); visitors do not', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { email_verified: false, url_tag: 'sam-lee' })
		const other = await insertProvider(db)
		const params = { first: 'sam-lee', second: String(owner.short_id) }
		const path = `/therapist/sam-lee/${owner.short_id}`

		const mine = await loader(routeArgs(db, path, params, { user: sessionUserFor(owner) }))
		expect(mine.isOwner).toBe(true)
		expect(mine.own).toMatchObject({
			email: owner.email,
			email_verified: false,
			onboarded: true,
			missing: ['e-mail verification'],
		})
		expect(JSON.stringify(mine)).not.toMatch(/password_?hash|token_?hash/i)
		expect(handle.hideFooter(mine)).toBe(true)

		// An unverified profile is not viewable by others at all; once verified, they get no owner data.
		await db.update(providers).set({ email_verified: true }).where(eq(providers.id, owner.id))
		const theirs = await loader(routeArgs(db, path, params, { user: sessionUserFor(other) }))
		expect(theirs.isOwner).toBe(false)
		expect(theirs.own).toBeNull()
		expect(JSON.stringify(theirs)).not.toContain(owner.email)
		expect(handle.hideFooter(theirs)).toBe(false)
	})

	test('the owner also sees unfinished answers, newest first; visitors only finished ones', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const params = { first: owner.url_tag, second: String(owner.short_id) }
		const path = `/therapist/${owner.url_tag}/${owner.short_id}`
		const old = await insertResponse(db, {
			author_id: owner.id,
			created_at: new Date('2026-01-01T00:00:00Z'),
		})
		const draft = await insertResponse(db, {
			author_id: owner.id,
			is_complete: false,
			text: '',
			created_at: new Date('2026-03-01T00:00:00Z'),
		})
		const recent = await insertResponse(db, {
			author_id: owner.id,
			created_at: new Date('2026-02-01T00:00:00Z'),
		})
		await insertResponse(db, { author_id: owner.id, is_deleted: true })

		const mine = await loader(routeArgs(db, path, params, { user: sessionUserFor(owner) }))
		expect(mine.responses.docs.map((r) => r.id)).toEqual([draft.id, recent.id, old.id])

		const visitor = await loader(routeArgs(db, path, params))
		expect(visitor.responses.docs.map((r) => r.id).sort()).toEqual([old.id, recent.id].sort())
	})
})

describe('/billing', () => {
	test('logged in only', async () => {
		const { db } = await createTestDb()
		expect(await thrownRedirect(async () => billingLoader(routeArgs(db, '/billing', {})))).toEqual({
			status: 302,
			location: '/login?redirectTo=%2Fbilling',
		})
		const provider = await insertProvider(db, { url_tag: 'kim-park' })
		const data = billingLoader(routeArgs(db, '/billing', {}, { user: sessionUserFor(provider) }))
		expect(data.profilePath).toBe(`/therapist/kim-park/${provider.short_id}`)
	})
})
