/**
 * The demo directory generator: pure and deterministic. Provider `index` depends only on
 * (seed, index, now), so any slice of a large directory can be generated on its own, in batches.
 */
import type { providers, responses } from '~/db/schema'
import { INSURERS, insurersForState, OUT_OF_POCKET, SLIDING_SCALE } from '~/features/reference/insurers'
import {
	AGE_GROUP_OPTIONS,
	ETHNICITY_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	SEXUALITY_OPTIONS,
} from '~/features/reference/options'
import { QUESTIONS } from '~/features/reference/questions'
import { findStateByCode, STATE_POPULATION_WEIGHT, slugify } from '~/features/reference/states'
import { activeTags, findTag, type Tag } from '~/features/reference/tags'
import {
	CITIES,
	type City,
	CREDENTIAL_NOUN,
	CREDENTIAL_WEIGHTS,
	type CredentialKind,
	credentialFor,
	FIRST_NAMES,
	FLAGGED_KEYWORDS,
	NAME_GROUPS,
	type NameGroup,
	STREET_NAMES,
	STREET_SUFFIXES,
} from './demo-data'
import { buildAnswer, buildSummary, prepareText, tagPhrase } from './demo-text'
import { hashSeed, Rng, type Weighted } from './prng'

export type DemoProvider = Required<typeof providers.$inferInsert>
export type DemoResponse = Required<typeof responses.$inferInsert>
export type DemoRecord = { provider: DemoProvider; responses: DemoResponse[] }

export const DEFAULT_DEMO_SEED = 'openroom'

const DAY = 86_400_000

// ── Precomputed tables (module constants: the generator itself stays pure) ───────────────────────────

const STATE_WEIGHTS: Weighted<string> = Object.entries(STATE_POPULATION_WEIGHT)
const NAME_GROUP_WEIGHTS: Weighted<NameGroup> = NAME_GROUPS.map((g) => [g, g.weight])
const SPECIALTIES = activeTags('Specialties')
const APPROACHES = activeTags('Approaches')
const ACTIVE_QUESTIONS = QUESTIONS.filter((q) => !q.isDeprecating)
const INSURER_POSITION = new Map(INSURERS.map((i, position) => [i.slug, position]))
const INSURERS_BY_STATE = new Map(
	Object.keys(STATE_POPULATION_WEIGHT).map((code) => [code, insurersForState(code).map((i) => i.slug)]),
)

function optionOrder(options: ReadonlyArray<{ value: string }>) {
	const position = new Map(options.map((o, i) => [o.value, i]))
	return (values: string[]) => values.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0))
}
const sortGender = optionOrder(GENDER_OPTIONS)
const sortEthnicity = optionOrder(ETHNICITY_OPTIONS)
const sortSexuality = optionOrder(SEXUALITY_OPTIONS)
const sortLanguage = optionOrder(LANGUAGE_OPTIONS)

/** How common each specialty is on real directories (default 1). */
const SPECIALTY_WEIGHT: Record<string, number> = {
	anxiety: 12,
	depression: 11,
	'trauma-and-ptsd': 8,
	stress: 7,
	'relationship-issues': 7,
	'self-esteem': 6,
	'life-transitions': 6,
	grief: 5,
	'coping-skills': 5,
	'family-conflict': 4,
	parenting: 3,
	adhd: 4,
	'womens-issues': 4,
	lgbtq: 3,
	'mood-disorders': 4,
	'anger-management': 3,
	'child-or-adolescent': 2,
	divorce: 3,
	'marital-and-premarital': 2,
	'substance-use': 2.5,
	addiction: 2.5,
	'alcohol-use': 2,
	'obsessive-compulsive-ocd': 3,
	'bipolar-disorder': 2,
	'eating-disorders': 2,
	'career-counseling': 2,
	'mens-issues': 2,
	'chronic-illness': 2,
	spirituality: 2,
	'racial-identity': 2,
	infidelity: 2,
	'pregnancy-prenatal-postpartum': 2,
	'sleep-or-insomnia': 2,
	codependency: 2,
	'domestic-abuse': 2,
	'sexual-abuse': 2,
	'behavioral-issues': 1.5,
	'self-harming': 1.5,
	'suicidal-ideation': 1.5,
	'borderline-personality-bpd': 1.5,
	'peer-relationships': 1.5,
	'personality-disorders': 1.2,
	'medication-management': 0.3,
	'testing-and-evaluation': 0.5,
	hoarding: 0.4,
	gambling: 0.5,
	'video-game-addiction': 0.5,
	'sports-performance': 0.6,
	'weight-loss': 0.6,
}

const APPROACH_WEIGHT: Record<string, number> = {
	'cognitive-behavioral-cbt': 12,
	'mindfulness-based-mbct': 6,
	'person-centered': 6,
	integrative: 6,
	'acceptance-and-commitment-act': 5,
	'dialectical-dbt': 5,
	'trauma-focused': 5,
	psychodynamic: 4,
	'solution-focused-brief-sfbt': 4,
	emdr: 4,
	'strength-based': 4,
	'culturally-sensitive': 4,
	'motivational-interviewing': 4,
	'attachment-based': 3,
	humanistic: 3,
	'family-systems': 2.5,
	'emotionally-focused': 2.5,
	'internal-family-systems-ifs': 3,
	relational: 3,
	'gottman-method': 1.5,
	narrative: 2,
	somatic: 2,
	eclectic: 2,
	interpersonal: 2,
	multicultural: 2,
	existential: 1.5,
	'positive-psychology': 1.5,
	'cognitive-processing-cpt': 1.5,
	'exposure-response-prevention-erp': 0.8,
	'prolonged-exposure-therapy': 0.8,
	'play-therapy': 0.5,
	'art-therapy': 0.6,
	'expressive-arts': 0.8,
	psychoanalytic: 1,
	sandplay: 0.3,
	'parent-child-interaction-pcit': 0.3,
	jungian: 0.5,
	imago: 0.5,
	hypnotherapy: 0.5,
	biofeedback: 0.3,
	neurofeedback: 0.3,
}

type AgeFocus = { groups: string[]; clients: string }
const AGE_VALUES = AGE_GROUP_OPTIONS.map((o) => o.value)
const [TODDLER, CHILDREN, PRETEEN, TEEN, ADULT, ELDERS] = AGE_VALUES
const AGE_FOCUS: Weighted<AgeFocus> = [
	[{ groups: [ADULT], clients: 'adults' }, 30],
	[{ groups: [TEEN, ADULT], clients: 'teens and adults' }, 15],
	[{ groups: [ADULT, ELDERS], clients: 'adults of all ages' }, 18],
	[{ groups: [TEEN, ADULT, ELDERS], clients: 'teens, adults and older adults' }, 10],
	[{ groups: [PRETEEN, TEEN, ADULT], clients: 'preteens, teens and adults' }, 6],
	[{ groups: [CHILDREN, PRETEEN, TEEN], clients: 'children, teens and their families' }, 6],
	[{ groups: [TODDLER, CHILDREN, PRETEEN], clients: 'young children and their parents' }, 3],
	[{ groups: [CHILDREN, PRETEEN, TEEN, ADULT], clients: 'children, teens and adults' }, 5],
	[{ groups: [TODDLER, CHILDREN, PRETEEN, TEEN], clients: 'children, teens and families' }, 2],
	[{ groups: [PRETEEN, TEEN], clients: 'preteens, teens and their parents' }, 3],
	[{ groups: [ELDERS], clients: 'older adults and their families' }, 2],
]

const GENDER_WEIGHTS: Weighted<string> = [
	['Female', 65],
	['Male', 28],
	['Non-Binary', 5],
	['Transgender', 2],
]
const TRANSGENDER_WITH: Weighted<string> = [
	['Female', 45],
	['Male', 35],
	['Non-Binary', 20],
]
const SEXUALITY_MIXES: Weighted<string[]> = [
	[['LGBTQ+'], 4],
	[['LGBTQ+', 'Gay or Lesbian'], 5],
	[['LGBTQ+', 'Bisexual'], 4],
	[['Gay or Lesbian'], 3],
	[['Bisexual'], 2],
	[['Asexual'], 0.5],
	[['LGBTQ+', 'Asexual'], 0.5],
]
const STRAIGHT = 'Straight / Heterosexual'
const GENERIC_FAITH: Weighted<string> = [
	['Christian', 55],
	['Secular and Non-Religious', 30],
	['Jewish', 5],
	['Buddhist', 5],
	['Muslim', 3],
	['Hindu', 2],
]
const SPANISH_HEAVY = new Set(['CA', 'TX', 'FL', 'NM', 'AZ', 'NV', 'NY', 'IL', 'NJ', 'CO'])

const AVAILABILITY_WEIGHTS: Weighted<DemoProvider['availability']> = [
	['Accepting New Clients', 70],
	['Waitlist for New Clients', 18],
	['Not Accepting New Clients', 12],
]
const ONLINE_WEIGHTS: Weighted<DemoProvider['onlineTherapy']> = [
	['Both', 52],
	['Teletherapy Only', 28],
	['In-Person Only', 20],
]
const PRICE_BANDS: Weighted<readonly [number, number]> = [
	[[60, 85], 14],
	[[90, 125], 38],
	[[130, 175], 33],
	[[180, 250], 15],
]
const PRICE_SPREAD: Weighted<number> = [
	[0, 35],
	[10, 10],
	[20, 15],
	[30, 12],
	[50, 15],
	[70, 8],
	[100, 5],
]
const INSURER_COUNT: Weighted<number> = [
	[0, 30],
	[1, 10],
	[2, 15],
	[3, 15],
	[4, 12],
	[5, 10],
	[6, 8],
]
const APPROACH_COUNT: Weighted<number> = [
	[1, 8],
	[2, 14],
	[3, 18],
	[4, 18],
	[5, 14],
	[6, 10],
	[7, 8],
	[8, 6],
]
const TOP_ISSUE_COUNT: Weighted<number> = [
	[0, 8],
	[1, 12],
	[2, 20],
	[3, 60],
]
const ANSWER_COUNT: Weighted<number> = [
	[1, 40],
	[2, 30],
	[3, 18],
	[4, 12],
]

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────

function hex(n: number, digits: number): string {
	return (n >>> 0).toString(16).padStart(digits, '0').slice(-digits)
}

/**
 * A UUID (version 8, "custom") that encodes the seed and the index, so ids are stable per (seed, index)
 * and never collide with each other or with the random v4 ids of real accounts.
 */
export function demoUuid(seedHash: number, index: number, kind: number, sub: number, rng: Rng): string {
	return `${hex(seedHash, 8)}-${hex(index >>> 16, 4)}-8${hex(kind, 1)}${hex(sub, 2)}-${hex(0x8000 | (rng.uint32() & 0x3fff), 4)}-${hex(index & 0xffff, 4)}${rng.hex(8)}`
}

function round5(n: number): number {
	return Math.round(n / 5) * 5
}

/** Weights of `tags` in a typed array (default 1), plus a way to multiply some of them by slug. */
function weightTable(tags: readonly Tag[], base: Record<string, number>) {
	const position = new Map(tags.map((t, i) => [t.slug, i]))
	const weights = Float64Array.from(tags, (t) => base[t.slug] ?? 1)
	return {
		fresh: () => weights.slice(),
		mul: (w: Float64Array, slug: string, by: number) => {
			const i = position.get(slug)
			if (i !== undefined) w[i] *= by
		},
	}
}
const SPECIALTY_TABLE = weightTable(SPECIALTIES, SPECIALTY_WEIGHT)
const APPROACH_TABLE = weightTable(APPROACHES, APPROACH_WEIGHT)

function specialtyWeights(kind: CredentialKind, age: AgeFocus, lgbtq: boolean): Float64Array {
	const w = SPECIALTY_TABLE.fresh()
	const mul = (slug: string, by: number) => SPECIALTY_TABLE.mul(w, slug, by)
	if (kind === 'mft')
		for (const s of [
			'relationship-issues',
			'marital-and-premarital',
			'family-conflict',
			'infidelity',
			'parenting',
			'divorce',
		])
			mul(s, 4)
	if (kind === 'addiction')
		for (const s of ['addiction', 'substance-use', 'alcohol-use', 'dual-diagnosis', 'drug-abuse']) mul(s, 10)
	if (kind === 'nurse-practitioner') {
		mul('medication-management', 60)
		for (const s of ['bipolar-disorder', 'psychosis', 'adhd', 'mood-disorders']) mul(s, 3)
	}
	if (kind === 'psychologist') for (const s of ['testing-and-evaluation', 'adhd', 'autism']) mul(s, 4)
	const child = age.groups.some((g) => g === TODDLER || g === CHILDREN || g === PRETEEN)
	if (child)
		for (const [s, by] of [
			['child-or-adolescent', 8],
			['parenting', 3],
			['behavioral-issues', 4],
			['school-issues', 4],
			['adhd', 2],
			['autism', 3],
			['peer-relationships', 3],
			['oppositional-defiance-odd', 3],
		] as const)
			mul(s, by)
	if (age.groups.includes(TEEN) && !child) for (const s of ['school-issues', 'peer-relationships']) mul(s, 2)
	if (age.groups.includes(ELDERS))
		for (const [s, by] of [
			['geriatric-and-seniors', 6],
			['dementia', 3],
			['grief', 2],
			['chronic-illness', 2],
		] as const)
			mul(s, by)
	if (lgbtq) {
		mul('lgbtq', 5)
		mul('transgender', 3)
	}
	return w
}

function approachWeights(kind: CredentialKind, age: AgeFocus, issues: Set<string>): Float64Array {
	const w = APPROACH_TABLE.fresh()
	const mul = (slug: string, by: number) => APPROACH_TABLE.mul(w, slug, by)
	if (kind === 'mft')
		for (const [s, by] of [
			['gottman-method', 6],
			['emotionally-focused', 5],
			['family-systems', 4],
			['imago', 3],
		] as const)
			mul(s, by)
	if (kind === 'art-therapist') {
		mul('art-therapy', 40)
		mul('expressive-arts', 10)
	}
	if (kind === 'psychologist') for (const s of ['psychodynamic', 'psychoanalytic']) mul(s, 2)
	if (age.groups.some((g) => g === TODDLER || g === CHILDREN))
		for (const [s, by] of [
			['play-therapy', 20],
			['sandplay', 8],
			['parent-child-interaction-pcit', 8],
			['art-therapy', 2],
		] as const)
			mul(s, by)
	if (issues.has('trauma-and-ptsd'))
		for (const s of ['emdr', 'trauma-focused', 'cognitive-processing-cpt', 'somatic']) mul(s, 2)
	if (issues.has('obsessive-compulsive-ocd')) mul('exposure-response-prevention-erp', 8)
	if (issues.has('addiction') || issues.has('substance-use')) mul('motivational-interviewing', 4)
	if (issues.has('borderline-personality-bpd')) mul('dialectical-dbt', 4)
	return w
}

function pickFirstName(rng: Rng, group: NameGroup, nameGender: 'F' | 'M' | 'N'): string {
	if (nameGender !== 'N' && group.first && rng.chance(0.5)) return rng.pick(group.first[nameGender])
	return rng.pick(FIRST_NAMES[nameGender])
}

function pickCity(rng: Rng, state: string): City {
	const cities = CITIES[state]
	return rng.weighted(cities.map((c, i) => [c, 6 / (i + 1) ** 1.1] as const))
}

function phoneFor(rng: Rng, areaCode: string): string {
	// 555-0100 through 555-0199 are reserved for fictional use: no real person is ever called.
	const number = `${areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`
	return rng.chance(0.15) ? `1${number}` : number
}

function websiteFor(rng: Rng, urlTag: string): string {
	const compact = urlTag.replace(/-/g, '')
	return rng.weighted([
		[`https://www.${compact}therapy.example.com`, 3],
		[`https://${urlTag}-counseling.example.org`, 2],
		[`https://example.com/therapists/${urlTag}`, 2],
		[`https://www.example.org/${urlTag}`, 1],
	])
}

function licenseFor(rng: Rng, prefix: string, states: string[]): string {
	const num = () => String(rng.int(1, 9) * 10 ** rng.int(3, 5) + rng.int(0, 999))
	let license = `${prefix} #${num()} (${states[0]})`
	if (states.length > 1 && rng.chance(0.4)) {
		const second = `${license}, #${num()} (${states[1]})`
		if (second.length <= 70) license = second
	}
	return license
}

// ── The generator ───────────────────────────────────────────────────────────────────────────────────

export type DemoGeneratorOptions = { seed?: string | number; now: Date }

/** Returns a function that builds demo provider `index` (1-based) and their written answers. */
export function createDemoGenerator(options: DemoGeneratorOptions): (index: number) => DemoRecord {
	const seedHash = hashSeed(options.seed ?? DEFAULT_DEMO_SEED)
	const now = options.now.getTime()
	return (index) => generateDemoRecord(seedHash, index, now)
}

function generateDemoRecord(seedHash: number, index: number, now: number): DemoRecord {
	const rng = new Rng(seedHash, index)
	const id = demoUuid(seedHash, index, 0, 0, rng)

	// Identity first: it shapes the name and, a little, the specialties.
	const group = rng.weighted(NAME_GROUP_WEIGHTS)
	const primaryGender = rng.weighted(GENDER_WEIGHTS)
	const gender =
		primaryGender === 'Transgender'
			? sortGender(['Transgender', rng.weighted(TRANSGENDER_WITH)])
			: [primaryGender]
	const presenting = gender.find((g) => g !== 'Transgender') ?? 'Non-Binary'
	const nameGender: 'F' | 'M' | 'N' =
		presenting === 'Female'
			? rng.chance(0.9)
				? 'F'
				: 'N'
			: presenting === 'Male'
				? rng.chance(0.9)
					? 'M'
					: 'N'
				: rng.weighted([
						['N', 70],
						['F', 15],
						['M', 15],
					])
	const firstName = pickFirstName(rng, group, nameGender)
	let lastName = rng.pick(group.last)
	if (rng.chance(0.03)) {
		const other = rng.pick(rng.weighted(NAME_GROUP_WEIGHTS).last)
		if (other !== lastName) lastName = `${lastName}-${other}`
	}

	let ethnicity: string[] = []
	if (rng.chance(0.72)) {
		ethnicity = [rng.weighted(group.ethnicity)]
		if (rng.chance(0.12)) {
			const second = rng.pick(ETHNICITY_OPTIONS).value
			if (second !== ethnicity[0]) ethnicity.push(second)
		}
		sortEthnicity(ethnicity)
	}
	const queer = gender.includes('Transgender') || gender.includes('Non-Binary')
	let sexuality: string[] = []
	const sexualityRoll = rng.next()
	if (queer ? sexualityRoll < 0.6 : sexualityRoll < 0.2)
		sexuality = sortSexuality([...rng.weighted(SEXUALITY_MIXES)])
	else if (sexualityRoll < 0.55) sexuality = [STRAIGHT]
	const faith = rng.chance(0.38) ? [rng.weighted(group.faith ?? GENERIC_FAITH)] : []

	// Where they practice.
	const primaryState = rng.weighted(STATE_WEIGHTS)
	const stateRoll = rng.next()
	const stateCount = stateRoll < 0.78 ? 1 : stateRoll < 0.98 ? rng.int(2, 4) : rng.int(5, 10)
	const licensedStates = [primaryState]
	while (licensedStates.length < stateCount) {
		const s = rng.weighted(STATE_WEIGHTS)
		if (!licensedStates.includes(s)) licensedStates.push(s)
	}
	let onlineTherapy = rng.weighted(ONLINE_WEIGHTS)
	if (onlineTherapy === 'In-Person Only' && licensedStates.length > 1) onlineTherapy = 'Both'
	const hasOffice = onlineTherapy !== 'Teletherapy Only'
	const city = pickCity(rng, primaryState)
	const [cityName, zipBase, zipSpread, areaCode] = city
	let addressOne = ''
	let addressTwo = ''
	if (hasOffice) {
		addressOne = `${rng.int(10, 9899)} ${rng.pick(STREET_NAMES)} ${rng.weighted(STREET_SUFFIXES)}`
		if (rng.chance(0.4))
			addressTwo = rng.weighted([
				[`Suite ${rng.int(1, 9)}${rng.int(0, 5)}${rng.int(0, 9)}`, 5],
				[`Ste ${rng.int(1, 4)}${rng.pick(['A', 'B', 'C', 'D'])}`, 2],
				[`Floor ${rng.int(2, 12)}`, 1],
				[`Unit ${rng.int(1, 40)}`, 1],
			])
	}
	const zip = hasOffice ? String(zipBase + rng.int(0, zipSpread)).padStart(5, '0') : ''

	// Credentials.
	const kind = rng.weighted(CREDENTIAL_WEIGHTS)
	const credential = credentialFor(kind, primaryState, rng.int(0, 1))
	const headline = rng.pick(credential.headlines)
	const license = licenseFor(rng, credential.licensePrefix, licensedStates)
	const years = kind === 'associate' ? rng.int(2, 4) : rng.int(3, 32)

	// Clinical focus.
	const age = rng.weighted(AGE_FOCUS)
	const issueTags = rng
		.weightedIndexes(
			specialtyWeights(kind, age, sexuality.includes('LGBTQ+') || queer),
			Math.round((rng.int(3, 15) + rng.int(3, 15)) / 2),
		)
		.map((i) => SPECIALTIES[i])
	const issues = issueTags.map((t) => t.id)
	const topIssues = issues.slice(0, Math.min(issues.length, rng.weighted(TOP_ISSUE_COUNT)))
	const approachTags = rng
		.weightedIndexes(
			approachWeights(kind, age, new Set(issueTags.map((t) => t.slug))),
			rng.weighted(APPROACH_COUNT),
		)
		.map((i) => APPROACHES[i])
	const approaches = approachTags.map((t) => t.id)

	// Costs and payments.
	const slidingScale = rng.chance(0.35)
	const [bandMin, bandMax] = rng.weighted(PRICE_BANDS)
	let minCost = round5(rng.int(bandMin, bandMax))
	if (kind === 'psychologist' || kind === 'nurse-practitioner')
		minCost = Math.min(250, minCost + round5(rng.int(15, 40)))
	if (kind === 'associate') minCost = Math.max(60, minCost - 30)
	if (slidingScale && rng.chance(0.5)) minCost = Math.max(60, minCost - round5(rng.int(20, 60)))
	const maxCost = Math.min(250, minCost + rng.weighted(PRICE_SPREAD))
	const insurerPool =
		licensedStates.length === 1
			? (INSURERS_BY_STATE.get(primaryState) ?? [])
			: [...new Set(licensedStates.flatMap((s) => INSURERS_BY_STATE.get(s) ?? []))]
	const insurers = rng
		.sample(insurerPool, rng.weighted(INSURER_COUNT))
		.sort((a, b) => (INSURER_POSITION.get(a) ?? 0) - (INSURER_POSITION.get(b) ?? 0))
	const payments = [OUT_OF_POCKET.value, ...(slidingScale ? [SLIDING_SCALE.value] : []), ...insurers]

	// Languages: English plus up to two.
	const extra = new Set<string>()
	if (rng.chance(SPANISH_HEAVY.has(primaryState) ? 0.22 : 0.08)) extra.add('Spanish')
	if (group.languages.length && rng.chance(0.45)) extra.add(rng.pick(group.languages))
	if (rng.chance(0.01)) extra.add('American Sign Language')
	const extraLanguages = sortLanguage([...extra].slice(0, 2))
	const language = ['English', ...extraLanguages]

	const availability = rng.weighted(AVAILABILITY_WEIGHTS)
	const urlTag = slugify(`${firstName} ${lastName}`)
	const link = rng.chance(0.75) ? websiteFor(rng, urlTag) : ''
	const phone = rng.chance(0.96) ? phoneFor(rng, areaCode) : ''

	const createdAt = new Date(now - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY - 1))
	const updatedAt = new Date(createdAt.getTime() + Math.floor(rng.next() * (now - createdAt.getTime())))

	const text = prepareText(
		{
			first: firstName,
			noun: CREDENTIAL_NOUN[kind],
			years,
			clients: age.clients,
			specialties: issueTags.map(tagPhrase),
			approaches: approachTags.map(tagPhrase),
			city: hasOffice ? cityName : '',
			stateName: findStateByCode(primaryState)?.label ?? primaryState,
			licensedStateNames: licensedStates.map((s) => findStateByCode(s)?.label ?? s),
			onlineTherapy,
			extraLanguages,
			slidingScale,
			waitlist: availability === 'Waitlist for New Clients',
			childFocus: age.groups.includes(CHILDREN) || age.groups.includes(TODDLER),
			couplesFocus: kind === 'mft',
		},
		rng,
	)

	// Written answers to questions that suit this provider: the general ones, and those tagged
	// with one of their own specialties or approaches.
	const answerResponses: DemoResponse[] = []
	if (rng.chance(0.6)) {
		const own = new Set([...issues, ...approaches])
		const pool: Array<readonly [(typeof ACTIVE_QUESTIONS)[number], number]> = []
		for (const q of ACTIVE_QUESTIONS) {
			if (q.tagId == null) pool.push([q, q.id <= 5 ? 5 : 1.2])
			else if (own.has(q.tagId)) pool.push([q, 4])
		}
		const chosen = rng.weightedSample(pool, rng.weighted(ANSWER_COUNT))
		const since = Math.max(createdAt.getTime(), now - 2 * 365 * DAY)
		chosen.forEach((q, k) => {
			const answeredAt = new Date(since + Math.floor(rng.next() * (now - since)))
			const stateRoll = rng.next()
			answerResponses.push({
				id: demoUuid(seedHash, index, 1, k, rng),
				questionId: q.id,
				authorId: id,
				title: q.title,
				type: 'text',
				text: buildAnswer(q.id, q.tagId == null ? undefined : findTag(q.tagId), text, rng),
				videoUrl: null,
				videoThumbUrl: null,
				audioUrl: null,
				audioTimeline: null,
				transcriptFull: null,
				tagId: q.tagId,
				// A few drafts and deleted answers, which visitors must never see.
				isComplete: stateRoll >= 0.015,
				isDeleted: stateRoll >= 0.015 && stateRoll < 0.03,
				createdAt: answeredAt,
				updatedAt: answeredAt,
			})
		})
	}

	const hasVisibleAnswer = answerResponses.some((r) => r.isComplete && !r.isDeleted)
	let summary = hasVisibleAnswer && rng.chance(0.03) ? '' : buildSummary(text, rng)
	const flagged = rng.chance(0.002)
	const flaggedKeyword = flagged ? rng.pick(FLAGGED_KEYWORDS) : null
	if (flaggedKeyword)
		summary =
			`${summary}\n\nNew clients: ask me about my ${flaggedKeyword} offer, limited spots this month!`.trim()

	const provider: DemoProvider = {
		id,
		urlTag,
		email: `demo-${index}@example.org`,
		emailVerified: true,
		passwordHash: null,
		firstName,
		lastName,
		headline,
		phone,
		license,
		link,
		availability,
		photo: null,
		summary,
		addressOne,
		addressTwo,
		city: hasOffice ? cityName : '',
		state: hasOffice ? primaryState : null,
		zip,
		licensedStates,
		teletherapy: onlineTherapy !== 'In-Person Only',
		onlineTherapy,
		issues,
		topIssues,
		approaches,
		minCost,
		maxCost,
		payments,
		gender,
		ethnicity,
		sexuality,
		faith,
		language,
		focusesAge: age.groups,
		onboarded: true,
		onboardedLetter: true,
		flagged,
		flaggedKeyword,
		isDemo: true,
		createdAt,
		updatedAt,
	}
	return { provider, responses: answerResponses }
}
