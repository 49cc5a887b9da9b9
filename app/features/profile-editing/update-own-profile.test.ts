import { describe, expect, test } from 'vitest'
import { EMPTY_QUERY } from '~/features/search/search-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import { action } from '~/routes/api/user'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { MESSAGES } from './profile.schema'
import { newAccount, post, reload, tag } from './update-own-profile.test-support'
import { callApi } from '../../../tests/api-contract'

describe('POST /api/user: who may save', () => {
	test('logged out gets 401', async () => {
		const { db } = await createTestDb()
		const { status, json } = await post(db, { headline: 'Therapist' }, null)
		expect(status).toBe(401)
		expect(json.error?.code).toBe('unauthenticated')
	})

	test("another provider's id gets 403 and changes nothing", async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { headline: 'Original' })
		const other = await insertProvider(db)
		const { status, json } = await post(db, { id: owner.id, onboarded_letter: false }, other)
		expect(status).toBe(403)
		expect(json.error?.code).toBe('forbidden')
		const again = await post(db, { id: owner.id, headline: 'Hijacked' }, other)
		expect(again.status).toBe(403)
		expect((await reload(db, owner.id)).headline).toBe('Original')
		expect((await reload(db, other.id)).headline).toBe(other.headline)
	})

	test('only POST', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const response = await action(
			routeArgs(db, '/api/user', {}, { method: 'PUT', body: '{}', user: sessionUserFor(owner) }),
		)
		expect(response.status).toBe(405)
	})
})

describe('POST /api/user: what is saved', () => {
	test('a subset save changes only the fields sent, trimmed, and answers the owner DTO', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const { status, json } = await post(db, { headline: '  Licensed Psychologist  ' }, owner)
		expect(status).toBe(200)
		const after = await reload(db, owner.id)
		expect(after.headline).toBe('Licensed Psychologist')
		expect(after.updated_at.getTime()).toBeGreaterThan(owner.updated_at.getTime())
		const { headline: _h, updated_at: _u, search_text: _s, ...restAfter } = after
		const { headline: _h2, updated_at: _u2, search_text: _s2, ...restBefore } = owner
		expect(restAfter).toEqual(restBefore)

		const doc = json.docs?.[0] ?? {}
		expect(doc.headline).toBe('Licensed Psychologist')
		expect(doc.email).toBe(owner.email)
		const serialized = JSON.stringify(json)
		expect(serialized).not.toMatch(/(password|token)_?hash|session_?id/i)
	})

	test('every field of every modal saves, with the spec’s API names', async () => {
		const { db } = await createTestDb()
		const owner = await newAccount(db)
		const body = {
			first_name: 'Ana María',
			last_name: 'López',
			headline: 'Licensed Professional Counselor',
			phone: '512-555-0100',
			license: 'LPC 999',
			link: 'ana.example.com',
			availability: 'Waitlist for New Clients',
			summary: 'I work with adults.',
			top_issues: [tag('anxiety')],
			issues: [tag('grief'), tag('stress')],
			approaches: [tag('emdr')],
			min_cost: 80,
			max_cost: 120,
			payments: ['out-of-pocket', 'sliding-scale', 'aetna'],
			gender: ['Transgender', 'Female'],
			ethnicity: ['Hispanic or Latin'],
			sexuality: ['LGBTQ+', 'Gay or Lesbian', 'Bisexual'],
			faith: ['Secular and Non-Religious'],
			language: ['English', 'Spanish'],
			focuses_age: ['Adult', 'Teen'],
			licensed_states: ['TX', 'NM'],
			online_therapy: 'In-Person Only',
			addressOne: '1 Main St',
			addressTwo: 'Suite 5',
			city: 'El Paso',
			state: 'TX',
			zip: '79901',
		}
		const { status } = await post(db, body, owner)
		expect(status).toBe(200)
		const row = await reload(db, owner.id)
		expect(row).toMatchObject({
			first_name: 'Ana María',
			last_name: 'López',
			url_tag: 'ana-maria-lopez',
			link: 'ana.example.com',
			availability: 'Waitlist for New Clients',
			top_issues: [tag('anxiety')],
			// The top specialties are kept among all specialties (search matches on them).
			issues: [tag('anxiety'), tag('grief'), tag('stress')],
			min_cost: 80,
			max_cost: 120,
			licensed_states: ['TX', 'NM'],
			online_therapy: 'In-Person Only',
			teletherapy: false,
			state: 'TX',
			focuses_age: ['Adult', 'Teen'],
		})
	})

	test('saving a name sets url_tag = slugify(first + last)', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { first_name: 'Jordan', last_name: 'Rivera' })
		await post(db, { last_name: "O'Neil-Smith" }, owner)
		expect((await reload(db, owner.id)).url_tag).toBe('jordan-oneil-smith')
	})

	test('every rule answers 400 with the same message as the browser', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const specialties = Array.from({ length: 20 }, (_, i) => 101 + i)
		const cases: Array<[Record<string, unknown>, string, string]> = [
			[{ first_name: ' ' }, 'first_name', 'Field is required'],
			[{ last_name: '' }, 'last_name', 'Field is required'],
			[{ headline: '' }, 'headline', 'Field is required'],
			[{ first_name: 'a'.repeat(51) }, 'first_name', '51 / 50 characters max'],
			[{ last_name: 'a'.repeat(51) }, 'last_name', '51 / 50 characters max'],
			[{ headline: 'a'.repeat(51) }, 'headline', '51 / 50 characters max'],
			[{ phone: '1'.repeat(26) }, 'phone', '26 / 25 characters max'],
			[{ phone: 'call me' }, 'phone', MESSAGES.invalidPhone],
			[{ license: 'a'.repeat(71) }, 'license', '71 / 70 characters max'],
			[{ link: `https://x.com/${'a'.repeat(487)}` }, 'link', '501 / 500 characters max'],
			[{ link: 'not a url' }, 'link', MESSAGES.invalidUrl],
			[{ availability: 'Sometimes' }, 'availability', MESSAGES.chooseFromList],
			[{ summary: 'a'.repeat(5001) }, 'summary', '5001 / 5000 characters max'],
			[{ top_issues: specialties.slice(0, 4) }, 'top_issues', 'Please choose up to 3 top specialties.'],
			[
				{ top_issues: [], issues: specialties.slice(0, 16) },
				'issues',
				'Please choose up to 15 other specialties.',
			],
			[
				{ approaches: Array.from({ length: 16 }, (_, i) => 301 + i) },
				'approaches',
				'Please choose up to 15 approaches.',
			],
			[{ min_cost: 12345 }, 'min_cost', '5 / 4 characters max'],
			[{ max_cost: '100' }, 'max_cost', MESSAGES.wholeNumber],
			[{ min_cost: 200, max_cost: 100 }, 'max_cost', MESSAGES.costOrder],
			[{ payments: ['bitcoin'] }, 'payments', MESSAGES.chooseFromList],
			[{ gender: ['Female', 'Male'] }, 'gender', MESSAGES.gender],
			[
				{ ethnicity: ['Asian', 'Indian', 'White', 'Middle Eastern'] },
				'ethnicity',
				'Please choose up to 3 ethnicities.',
			],
			[{ sexuality: ['Gay or Lesbian', 'Bisexual', 'Asexual'] }, 'sexuality', MESSAGES.sexuality],
			[{ sexuality: ['Straight / Heterosexual', 'Asexual'] }, 'sexuality', MESSAGES.straight],
			[{ faith: ['Buddhist', 'Hindu', 'Sikh'] }, 'faith', 'Please choose up to 2 faiths.'],
			[
				{ language: ['English', 'Spanish', 'French', 'German', 'Italian'] },
				'language',
				'Please choose up to 4 languages.',
			],
			[{ licensed_states: [] }, 'licensed_states', 'Field is required'],
			[
				{ licensed_states: ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA'] },
				'licensed_states',
				'Please choose up to 10 states.',
			],
			[{ online_therapy: 'Sometimes' }, 'online_therapy', MESSAGES.chooseFromList],
			[{ addressOne: 'a'.repeat(71) }, 'addressOne', '71 / 70 characters max'],
			[{ addressTwo: 'a'.repeat(71) }, 'addressTwo', '71 / 70 characters max'],
			[{ city: 'a'.repeat(51) }, 'city', '51 / 50 characters max'],
			[{ zip: '1'.repeat(11) }, 'zip', '11 / 10 characters max'],
			[{ state: 'Texas' }, 'state', MESSAGES.chooseFromList],
		]
		for (const [body, field, message] of cases) {
			const { status, json } = await post(db, body, owner)
			expect({ body: Object.keys(body), status, message: json.error?.fields?.[field] }).toEqual({
				body: Object.keys(body),
				status: 400,
				message,
			})
		}
		// Nothing was saved by the refused requests.
		const after = await reload(db, owner.id)
		expect(after.headline).toBe(owner.headline)
		expect(after.updated_at).toEqual(owner.updated_at)
	})

	test('only top specialties sent: the others are kept, and the limit counts against them', async () => {
		const { db } = await createTestDb()
		const others = Array.from({ length: 15 }, (_, i) => 110 + i)
		const owner = await insertProvider(db, { top_issues: [], issues: others })
		expect((await post(db, { top_issues: [101, 102] }, owner)).status).toBe(200)
		const row = await reload(db, owner.id)
		expect(row.top_issues).toEqual([101, 102])
		expect(row.issues).toEqual([101, 102, ...others])
		const tooMany = await post(db, { issues: [...others, 140] }, owner)
		expect(tooMany.status).toBe(400)
		expect(tooMany.json.error?.fields?.issues).toBe('Please choose up to 15 other specialties.')
	})

	test('a body that saves nothing, unknown fields and bad JSON are refused', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		expect((await post(db, {}, owner)).status).toBe(400)
		expect((await post(db, { id: owner.id }, owner)).json.error?.message).toBe(MESSAGES.nothingToSave)
		expect((await post(db, { email: 'x@example.com' }, owner)).status).toBe(400)
		expect((await post(db, { flagged: false }, owner)).status).toBe(400)
		const json = { 'Content-Type': 'application/json' }
		const user = sessionUserFor(owner)
		const broken = routeArgs(db, '/api/user', {}, { method: 'POST', body: '{nope', headers: json, user })
		expect((await callApi(action, broken)).status).toBe(400)
		// A form-encoded or text body is not JSON: 415, and nothing is saved.
		const text = routeArgs(db, '/api/user', {}, { method: 'POST', body: '{"headline":"Changed"}', user })
		expect((await callApi(action, text)).status).toBe(415)
		expect((await reload(db, owner.id)).headline).toBe(owner.headline)
	})
})

describe('availability (docs/product.md#availability-freshness)', () => {
	const LONG_AGO = new Date('2025-01-01T00:00:00Z')

	test('saving the availability confirms it, even unchanged; other saves do not', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, {
			availability: 'Accepting New Clients',
			availability_confirmed_at: LONG_AGO,
			availability_reminders: 1,
		})
		await post(db, { headline: 'Counselor' }, owner)
		expect((await reload(db, owner.id)).availability_confirmed_at).toEqual(LONG_AGO)

		const before = Date.now()
		const { status, json } = await post(db, { availability: 'Accepting New Clients' }, owner)
		expect(status).toBe(200)
		const after = await reload(db, owner.id)
		expect(after.availability_confirmed_at.getTime()).toBeGreaterThanOrEqual(before)
		expect(after.availability_reminders).toBe(0)
		expect(json.docs?.[0]?.availability_confirmed_at).toBe(after.availability_confirmed_at.toISOString())

		await post(db, { availability: 'Waitlist for New Clients' }, owner)
		const changed = await reload(db, owner.id)
		expect(changed.availability).toBe('Waitlist for New Clients')
		expect(changed.availability_confirmed_at.getTime()).toBeGreaterThanOrEqual(
			after.availability_confirmed_at.getTime(),
		)
	})
})

describe('photo', () => {
	test('{ photo: true } without an upload is refused with a clear message', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { photo: null })
		const { status, json } = await post(db, { photo: true }, owner)
		expect(status).toBe(400)
		expect(json.error?.message).toBe('Please upload a photo first.')
		expect((await reload(db, owner.id)).photo).toBeNull()
	})
})

describe('onboarding', () => {
	test('the checklist gate: onboarded only with first and last name', async () => {
		const { db } = await createTestDb()
		const owner = await newAccount(db)
		const refused = await post(db, { id: owner.id, onboarded: true }, owner)
		expect(refused.status).toBe(400)
		expect(refused.json.error?.fields?.first_name).toBe('Please add your first and last name first.')
		expect((await reload(db, owner.id)).onboarded).toBe(false)

		await post(db, { first_name: 'Sam' }, owner)
		expect((await post(db, { id: owner.id, onboarded: true }, owner)).status).toBe(400)
		await post(db, { last_name: 'Lee' }, owner)
		const ok = await post(db, { id: owner.id, onboarded: true }, owner)
		expect(ok.status).toBe(200)
		expect(ok.json.docs?.[0]?.onboarded).toBe(true)
		// Headline, a state and verification are still missing before the profile is live.
		expect(ok.json.docs?.[0]?.missing).toEqual(['a headline', 'a practicing state', 'e-mail verification'])
	})

	test('names sent with onboarded in the same request count', async () => {
		const { db } = await createTestDb()
		const owner = await newAccount(db)
		const { status } = await post(
			db,
			{ id: owner.id, first_name: 'Sam', last_name: 'Lee', onboarded: true },
			owner,
		)
		expect(status).toBe(200)
	})

	test('the onboarding letter is dismissed with onboarded_letter', async () => {
		const { db } = await createTestDb()
		const owner = await newAccount(db)
		const { status, json } = await post(db, { id: owner.id, onboarded_letter: true }, owner)
		expect(status).toBe(200)
		expect(json.docs?.[0]?.onboarded_letter).toBe(true)
		expect((await reload(db, owner.id)).onboarded_letter).toBe(true)
	})

	test('a save is visible to the next search at once', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { licensed_states: ['TX'], headline: '' })
		const before = await searchTherapists(db, { ...EMPTY_QUERY, state: 'OR' })
		expect(before.count).toBe(0)
		await post(db, { headline: 'Counselor', licensed_states: ['OR'] }, owner)
		const after = await searchTherapists(db, { ...EMPTY_QUERY, state: 'OR' })
		expect(after.docs.map((d) => d.id)).toEqual([owner.id])
	})
})
