import { describe, expect, test } from 'vitest'
import { findInsurer, insurersForState } from '~/platform/reference/insurers'
import {
	AGE_GROUP_OPTIONS,
	AVAILABILITY_OPTIONS,
	ETHNICITY_OPTIONS,
	FAITH_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { QUESTIONS } from '~/platform/reference/questions'
import { findStateByCode, STATES, slugify } from '~/platform/reference/states'
import { findTag } from '~/platform/reference/tags'
import { isLiveProfile } from '~/features/therapists/live-profile'
import { CITIES, CREDENTIAL_WEIGHTS, credentialFor, FIRST_NAMES, NAME_GROUPS } from './demo-data'
import { ANSWERED_QUESTION_IDS, buildAnswer, MAX_ANSWER_LENGTH, MIN_ANSWER_LENGTH } from './demo-answer-text'
import { prepareText } from './demo-text'
import { createDemoGenerator, type DemoRecord } from './generate-provider'
import { hashSeed, Rng } from './prng'

const NOW = new Date('2025-06-01T12:00:00Z')
const DAY = 86_400_000

function generate(count: number, seed: string | number = 'test', from = 1): DemoRecord[] {
	const gen = createDemoGenerator({ seed, now: NOW })
	return Array.from({ length: count }, (_, i) => gen(from + i))
}

const values = (options: ReadonlyArray<{ value: string }>) => new Set(options.map((o) => o.value))
const GENDERS = values(GENDER_OPTIONS)
const ETHNICITIES = values(ETHNICITY_OPTIONS)
const SEXUALITIES = values(SEXUALITY_OPTIONS)
const FAITHS = values(FAITH_OPTIONS)
const LANGUAGES = values(LANGUAGE_OPTIONS)
const AGES = values(AGE_GROUP_OPTIONS)
const AVAILABILITIES = values(AVAILABILITY_OPTIONS)
const QUESTION_BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]))

describe('determinism', () => {
	test('the same seed gives the same rows; another seed gives other rows', () => {
		expect(generate(200)).toEqual(generate(200))
		const other = generate(200, 'another seed')
		expect(other.map((r) => r.provider.id)).not.toEqual(generate(200).map((r) => r.provider.id))
		expect(
			other.filter((r, i) => r.provider.first_name === generate(200)[i].provider.first_name).length,
		).toBeLessThan(50)
	})

	test('provider i depends only on (seed, i): the first N of 2N equal a run of N, in any order', () => {
		const n = 150
		const long = generate(2 * n)
		expect(long.slice(0, n)).toEqual(generate(n))
		const gen = createDemoGenerator({ seed: 'test', now: NOW })
		expect(gen(137)).toEqual(long[136])
		expect(generate(10, 'test', 291)).toEqual(long.slice(290))
	})

	test('ids are UUIDs, unique per seed and index, and never version-4 (real accounts)', () => {
		const ids = [...generate(2000), ...generate(500, 'x')].flatMap((r) => [
			r.provider.id,
			...r.responses.map((x) => x.id),
		])
		expect(new Set(ids).size).toBe(ids.length)
		for (const id of ids)
			expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
	})

	test('the PRNG is seeded by text or number and stays in range', () => {
		expect(hashSeed('openroom')).toBe(hashSeed('openroom'))
		expect(hashSeed('a')).not.toBe(hashSeed('b'))
		expect(hashSeed(42)).toBe(42)
		const rng = new Rng(1)
		for (let i = 0; i < 10_000; i++) {
			const x = rng.int(3, 7)
			expect(x >= 3 && x <= 7).toBe(true)
		}
		expect(rng.weightedSample([['a', 1] as const, ['b', 0] as const, ['c', 2] as const], 3).sort()).toEqual([
			'a',
			'c',
		])
	})
})

describe('every generated provider passes the profile rules', () => {
	const records = generate(4000)

	test('identity, contact and account fields', () => {
		const emails = new Set<string>()
		for (const { provider: p } of records) {
			expect(p.first_name.length).toBeGreaterThan(0)
			expect(p.first_name.length).toBeLessThanOrEqual(50)
			expect(p.last_name.length).toBeGreaterThan(0)
			expect(p.last_name.length).toBeLessThanOrEqual(50)
			expect(p.headline.length).toBeGreaterThan(0)
			expect(p.headline.length).toBeLessThanOrEqual(50)
			expect(p.license.length).toBeLessThanOrEqual(70)
			expect(p.license).toMatch(/^[A-Za-z -]+ #\d{4,6} \([A-Z]{2}\)(, #\d{4,6} \([A-Z]{2}\))?$/)
			expect(p.url_tag).toBe(slugify(`${p.first_name} ${p.last_name}`))
			expect(p.email).toMatch(/^demo-\d+@example\.org$/)
			emails.add(p.email)
			if (p.phone) expect(p.phone).toMatch(/^1?[2-9]\d{2}55501\d{2}$/)
			expect(p.phone.length).toBeLessThanOrEqual(25)
			if (p.link) {
				expect(p.link.length).toBeLessThanOrEqual(500)
				expect(new URL(p.link).hostname).toMatch(/(^|\.)example\.(com|org)$/)
			}
			expect(p.password_hash).toBeNull()
			expect(p.photo).toBeNull()
			expect(p).toMatchObject({
				email_verified: true,
				onboarded: true,
				onboarded_letter: true,
				is_demo: true,
			})
			expect(AVAILABILITIES.has(p.availability)).toBe(true)
			if (p.flagged) {
				expect(p.flagged_keyword).toBeTruthy()
				expect(p.summary).toContain(p.flagged_keyword)
			} else expect(p.flagged_keyword).toBeNull()
			expect(isLiveProfile({ ...p, license_checked: false })).toBe(!p.flagged)
			expect(p.updated_at.getTime()).toBeGreaterThanOrEqual(p.created_at.getTime())
			expect(p.updated_at.getTime()).toBeLessThanOrEqual(NOW.getTime())
			expect(p.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 3 * 366 * DAY)
		}
		expect(emails.size).toBe(records.length)
	})

	test('states, office and online therapy', () => {
		for (const { provider: p } of records) {
			expect(p.licensed_states.length).toBeGreaterThanOrEqual(1)
			expect(p.licensed_states.length).toBeLessThanOrEqual(10)
			expect(new Set(p.licensed_states).size).toBe(p.licensed_states.length)
			for (const s of p.licensed_states) expect(findStateByCode(s)?.code).toBe(s)
			expect(p.teletherapy).toBe(p.online_therapy !== 'In-Person Only')
			if (p.online_therapy === 'Teletherapy Only') {
				expect([p.addressOne, p.addressTwo, p.city, p.zip, p.state]).toEqual(['', '', '', '', null])
			} else {
				expect(p.state).toBe(p.licensed_states[0])
				expect(CITIES[p.licensed_states[0]].some(([name]) => name === p.city)).toBe(true)
				expect(p.addressOne).toMatch(/^\d+ \w+ \w+$/)
				expect(p.addressOne.length).toBeLessThanOrEqual(70)
				expect(p.addressTwo.length).toBeLessThanOrEqual(70)
				expect(p.zip).toMatch(/^\d{5}$/)
			}
			if (p.online_therapy === 'In-Person Only') expect(p.licensed_states).toHaveLength(1)
		}
	})

	test('specialties, approaches, costs and payments', () => {
		for (const { provider: p } of records) {
			expect(p.issues.length).toBeGreaterThanOrEqual(3)
			expect(p.issues.length).toBeLessThanOrEqual(15)
			expect(new Set(p.issues).size).toBe(p.issues.length)
			for (const id of p.issues) expect(findTag(id)?.category).toBe('Specialties')
			expect(p.top_issues.length).toBeLessThanOrEqual(3)
			for (const id of p.top_issues) expect(p.issues).toContain(id)
			expect(p.approaches.length).toBeGreaterThanOrEqual(1)
			expect(p.approaches.length).toBeLessThanOrEqual(8)
			expect(new Set(p.approaches).size).toBe(p.approaches.length)
			for (const id of p.approaches) expect(findTag(id)?.category).toBe('Approaches')

			expect(p.min_cost).toBeGreaterThanOrEqual(60)
			expect(p.max_cost).toBeLessThanOrEqual(250)
			expect(p.max_cost).toBeGreaterThanOrEqual(p.min_cost ?? 0)
			expect(p.payments[0]).toBe('out-of-pocket')
			expect(new Set(p.payments).size).toBe(p.payments.length)
			const insurers = p.payments.slice(p.payments[1] === 'sliding-scale' ? 2 : 1)
			expect(insurers.length).toBeLessThanOrEqual(6)
			for (const slug of insurers) {
				expect(findInsurer(slug)).toBeDefined()
				expect(p.licensed_states.some((s) => insurersForState(s).some((i) => i.slug === slug))).toBe(true)
			}
		}
	})

	test('identity lists use the option values and their limits', () => {
		for (const { provider: p } of records) {
			for (const v of p.gender) expect(GENDERS.has(v)).toBe(true)
			if (p.gender.includes('Transgender')) expect(p.gender).toHaveLength(2)
			else expect(p.gender).toHaveLength(1)
			expect(p.ethnicity.length).toBeLessThanOrEqual(2)
			for (const v of p.ethnicity) expect(ETHNICITIES.has(v)).toBe(true)
			expect(p.sexuality.length).toBeLessThanOrEqual(2)
			for (const v of p.sexuality) expect(SEXUALITIES.has(v)).toBe(true)
			if (p.sexuality.includes('Straight / Heterosexual')) expect(p.sexuality).toHaveLength(1)
			expect(p.faith.length).toBeLessThanOrEqual(1)
			for (const v of p.faith) expect(FAITHS.has(v)).toBe(true)
			expect(p.language[0]).toBe('English')
			expect(p.language.length).toBeLessThanOrEqual(3)
			expect(new Set(p.language).size).toBe(p.language.length)
			for (const v of p.language) expect(LANGUAGES.has(v)).toBe(true)
			expect(p.focuses_age.length).toBeGreaterThanOrEqual(1)
			expect(p.focuses_age.length).toBeLessThanOrEqual(4)
			for (const v of p.focuses_age) expect(AGES.has(v)).toBe(true)
		}
	})

	test('summaries and written answers read as finished text', () => {
		for (const { provider: p, responses } of records) {
			expect(p.summary).not.toMatch(/[{}]|undefined| {2}| ,|\.\.|\n{3}/)
			if (p.summary) {
				const paragraphs = p.summary.split('\n\n').length - (p.flagged ? 1 : 0)
				expect(paragraphs).toBeGreaterThanOrEqual(2)
				expect(paragraphs).toBeLessThanOrEqual(5)
			} else expect(responses.some((r) => r.is_complete && !r.is_deleted)).toBe(true)
			expect(responses.length).toBeLessThanOrEqual(4)
			expect(new Set(responses.map((r) => r.question_id)).size).toBe(responses.length)
			for (const r of responses) {
				const q = QUESTION_BY_ID.get(r.question_id)
				expect(q).toBeDefined()
				expect(r.tag_id).toBe(q?.tag_id)
				if (r.tag_id != null) expect([...p.issues, ...p.approaches]).toContain(r.tag_id)
				expect(r).toMatchObject({ author_id: p.id, type: 'text', title: q?.title })
				expect(r.text.length).toBeGreaterThanOrEqual(MIN_ANSWER_LENGTH)
				expect(r.text.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH)
				expect(r.text).not.toMatch(/[{}]|undefined/)
				expect(r.created_at.getTime()).toBeGreaterThanOrEqual(
					Math.max(p.created_at.getTime(), NOW.getTime() - 2 * 365 * DAY),
				)
				expect(r.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime())
			}
		}
	})
})

describe('the directory looks like a real one', () => {
	const records = generate(6000, 'distribution')
	const share = (pred: (r: DemoRecord) => boolean) => records.filter(pred).length / records.length

	test('access needs: an office is often step-free, evening hours are common, weekends rarer', () => {
		const offices = records.filter((r) => r.provider.online_therapy !== 'Teletherapy Only')
		const step = offices.filter((r) => r.provider.wheelchair_accessible).length / offices.length
		expect(step).toBeCloseTo(0.6, 1)
		expect(
			records.some(
				(r) => r.provider.online_therapy === 'Teletherapy Only' && r.provider.wheelchair_accessible,
			),
		).toBe(false)
		expect(share((r) => r.provider.evening_hours)).toBeCloseTo(0.35, 1)
		expect(share((r) => r.provider.weekend_hours)).toBeCloseTo(0.12, 1)
	})

	test('availability, gender, states and answers follow the intended mix', () => {
		expect(share((r) => r.provider.availability === 'Accepting New Clients')).toBeCloseTo(0.7, 1)
		expect(share((r) => r.provider.availability === 'Waitlist for New Clients')).toBeCloseTo(0.18, 1)
		expect(share((r) => r.provider.availability === 'Not Accepting New Clients')).toBeCloseTo(0.12, 1)
		expect(share((r) => r.provider.gender.includes('Female'))).toBeGreaterThan(0.6)
		expect(share((r) => r.provider.gender.includes('Male'))).toBeGreaterThan(0.22)
		expect(share((r) => r.provider.gender.includes('Non-Binary'))).toBeGreaterThan(0.02)
		expect(share((r) => r.provider.gender.includes('Transgender'))).toBeGreaterThan(0.005)
		const multi = share((r) => r.provider.licensed_states.length > 1)
		expect(multi).toBeGreaterThan(0.15)
		expect(multi).toBeLessThan(0.3)
		expect(records.some((r) => r.provider.licensed_states.length >= 8)).toBe(true)
		expect(share((r) => r.responses.length > 0)).toBeCloseTo(0.6, 1)
		expect(share((r) => r.provider.online_therapy === 'Teletherapy Only')).toBeGreaterThan(0.2)
		expect(share((r) => r.provider.online_therapy === 'In-Person Only')).toBeGreaterThan(0.1)
		expect(share((r) => r.provider.flagged)).toBeLessThan(0.01)
		expect(share((r) => r.provider.language.includes('Spanish'))).toBeGreaterThan(0.08)
		expect(share((r) => r.provider.min_cost != null && r.provider.min_cost < 90)).toBeGreaterThan(0.08)
		expect(share((r) => (r.provider.max_cost ?? 0) > 130)).toBeGreaterThan(0.3)
	})

	test('big states are common, every state appears, California leads', () => {
		const byState = new Map<string, number>()
		for (const r of records) {
			const s = r.provider.licensed_states[0]
			byState.set(s, (byState.get(s) ?? 0) + 1)
		}
		const top = [...byState].sort((a, b) => b[1] - a[1])[0][0]
		expect(top).toBe('CA')
		expect((byState.get('TX') ?? 0) > (byState.get('VT') ?? 0) * 10).toBe(true)
		expect(byState.size).toBeGreaterThan(45)
	})

	test('summaries vary in length, and a few answers are drafts or deleted', () => {
		const lengths = records.map((r) => r.provider.summary.length)
		expect(lengths.filter((l) => l > 1000).length).toBeGreaterThan(records.length * 0.05)
		expect(lengths.filter((l) => l > 0 && l < 500).length).toBeGreaterThan(records.length * 0.1)
		const answers = records.flatMap((r) => r.responses)
		const hidden = answers.filter((a) => !a.is_complete || a.is_deleted).length / answers.length
		expect(hidden).toBeGreaterThan(0.015)
		expect(hidden).toBeLessThan(0.05)
		expect(new Set(records.map((r) => r.provider.last_name)).size).toBeGreaterThan(200)
		expect(new Set(records.map((r) => r.provider.first_name)).size).toBeGreaterThan(200)
	})
})

describe('reference coverage', () => {
	test('every question in the bank has an answer template that fits its length limits', () => {
		expect(new Set(ANSWERED_QUESTION_IDS)).toEqual(new Set(QUESTIONS.map((q) => q.id)))
		const { provider } = generate(1)[0]
		const rng = new Rng(7)
		const prepared = prepareText(
			{
				first: provider.first_name,
				noun: 'counselor',
				years: 9,
				clients: 'adults',
				specialties: ['anxiety', 'grief'],
				approaches: ['CBT'],
				city: 'Denver',
				stateName: 'Colorado',
				licensedStateNames: ['Colorado'],
				online_therapy: 'Both',
				extraLanguages: [],
				sliding_scale: false,
				waitlist: false,
				childFocus: false,
				couplesFocus: false,
			},
			rng,
		)
		for (const q of QUESTIONS) {
			for (let i = 0; i < 5; i++) {
				const text = buildAnswer(q.id, q.tag_id == null ? undefined : findTag(q.tag_id), prepared, rng)
				expect(text.length).toBeGreaterThanOrEqual(MIN_ANSWER_LENGTH)
				expect(text.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH)
				expect(text).not.toMatch(/[{}]/)
			}
		}
	})

	test('every state has cities, and every headline fits in 50 characters', () => {
		for (const s of STATES) {
			expect(CITIES[s.code]?.length).toBeGreaterThan(0)
			for (const [kind] of CREDENTIAL_WEIGHTS)
				for (const variant of [0, 1])
					for (const h of credentialFor(kind, s.code, variant).headlines)
						expect(h.length).toBeLessThanOrEqual(50)
		}
	})

	test('name lists are large and diverse', () => {
		const firsts = new Set([...FIRST_NAMES.F, ...FIRST_NAMES.M, ...FIRST_NAMES.N])
		expect(firsts.size).toBeGreaterThanOrEqual(200)
		const lasts = new Set(NAME_GROUPS.flatMap((g) => g.last))
		expect(lasts.size).toBeGreaterThanOrEqual(200)
	})
})

describe('availability confirmation dates (docs/product.md#availability-freshness)', () => {
	test('a realistic spread: most within 30 days, some 31–60, some 61–180, a few over 180', () => {
		const days = generate(2000).map((r) =>
			Math.floor((NOW.getTime() - r.provider.availability_confirmed_at.getTime()) / DAY),
		)
		const share = (from: number, to: number) => days.filter((d) => d >= from && d <= to).length / days.length
		expect(share(0, 30)).toBeGreaterThan(0.7)
		expect(share(31, 60)).toBeGreaterThan(0.08)
		expect(share(61, 180)).toBeGreaterThan(0.05)
		expect(share(181, 10_000)).toBeGreaterThan(0.01)
		expect(share(181, 10_000)).toBeLessThan(0.08)
		for (const r of generate(200)) {
			expect(r.provider.availability_confirmed_at.getTime()).toBeLessThanOrEqual(NOW.getTime())
			expect(r.provider.availability_confirmed_at.getTime()).toBeGreaterThanOrEqual(
				r.provider.created_at.getTime(),
			)
		}
	})
})
