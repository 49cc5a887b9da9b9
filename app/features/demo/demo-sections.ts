// The sections of one demo provider, each drawn from the provider's own random stream. The
// generator (generate-provider.ts) calls them in a fixed order: changing the order, or the draws
// inside one, changes every generated directory.
import { OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import { ETHNICITY_OPTIONS } from '~/platform/reference/options'
import type { Tag } from '~/platform/reference/tags'
import type { CredentialKind, NameGroup } from './demo-data'
import { STREET_NAMES, STREET_SUFFIXES } from './demo-data'
import { pickCity, pickFirstName, round5 } from './demo-details'
import { approachWeights, specialtyWeights } from './demo-focus'
import {
	AGE_FOCUS,
	type AgeFocus,
	APPROACH_COUNT,
	APPROACHES,
	GENDER_WEIGHTS,
	GENERIC_FAITH,
	INSURER_COUNT,
	INSURER_POSITION,
	INSURERS_BY_STATE,
	NAME_GROUP_WEIGHTS,
	ONLINE_WEIGHTS,
	PRICE_BANDS,
	PRICE_SPREAD,
	SEXUALITY_MIXES,
	SPANISH_HEAVY,
	SPECIALTIES,
	STATE_WEIGHTS,
	STRAIGHT,
	sortEthnicity,
	sortGender,
	sortLanguage,
	sortSexuality,
	TOP_ISSUE_COUNT,
	TRANSGENDER_WITH,
} from './demo-weights'
import type { Rng } from './prng'

/** Identity first: it shapes the name and, a little, the specialties. */
export function pickIdentity(rng: Rng) {
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
	const first_name = pickFirstName(rng, group, nameGender)
	let last_name = rng.pick(group.last)
	if (rng.chance(0.03)) {
		const other = rng.pick(rng.weighted(NAME_GROUP_WEIGHTS).last)
		if (other !== last_name) last_name = `${last_name}-${other}`
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
	return { group, gender, first_name, last_name, ethnicity, queer, sexuality, faith }
}

/** Where they practice: licensed states, online or in person, and the office address. */
export function pickPractice(rng: Rng) {
	const primaryState = rng.weighted(STATE_WEIGHTS)
	const stateRoll = rng.next()
	const stateCount = stateRoll < 0.78 ? 1 : stateRoll < 0.98 ? rng.int(2, 4) : rng.int(5, 10)
	const licensed_states = [primaryState]
	while (licensed_states.length < stateCount) {
		const s = rng.weighted(STATE_WEIGHTS)
		if (!licensed_states.includes(s)) licensed_states.push(s)
	}
	let online_therapy = rng.weighted(ONLINE_WEIGHTS)
	if (online_therapy === 'In-Person Only' && licensed_states.length > 1) online_therapy = 'Both'
	const hasOffice = online_therapy !== 'Teletherapy Only'
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
	return {
		primaryState,
		licensed_states,
		online_therapy,
		hasOffice,
		cityName,
		areaCode,
		addressOne,
		addressTwo,
		zip,
	}
}

type ClinicalFocus = {
	age: AgeFocus
	issueTags: Tag[]
	issues: number[]
	top_issues: number[]
	approachTags: Tag[]
	approaches: number[]
}

/** The ages they see, their specialties (top ones first) and approaches. */
export function pickFocus(rng: Rng, kind: CredentialKind, lgbtq: boolean): ClinicalFocus {
	const age = rng.weighted(AGE_FOCUS)
	const issueTags = rng
		.weightedIndexes(specialtyWeights(kind, age, lgbtq), Math.round((rng.int(3, 15) + rng.int(3, 15)) / 2))
		.map((i) => SPECIALTIES[i])
	const issues = issueTags.map((t) => t.id)
	const top_issues = issues.slice(0, Math.min(issues.length, rng.weighted(TOP_ISSUE_COUNT)))
	const approachTags = rng
		.weightedIndexes(
			approachWeights(kind, age, new Set(issueTags.map((t) => t.slug))),
			rng.weighted(APPROACH_COUNT),
		)
		.map((i) => APPROACHES[i])
	const approaches = approachTags.map((t) => t.id)
	return { age, issueTags, issues, top_issues, approachTags, approaches }
}

/** Costs and payments: a price band by credential, sliding scale, insurers of their states. */
export function pickCosts(rng: Rng, kind: CredentialKind, licensed_states: string[]) {
	const primaryState = licensed_states[0]
	const sliding_scale = rng.chance(0.35)
	const [bandMin, bandMax] = rng.weighted(PRICE_BANDS)
	let min_cost = round5(rng.int(bandMin, bandMax))
	if (kind === 'psychologist' || kind === 'nurse-practitioner')
		min_cost = Math.min(250, min_cost + round5(rng.int(15, 40)))
	if (kind === 'associate') min_cost = Math.max(60, min_cost - 30)
	if (sliding_scale && rng.chance(0.5)) min_cost = Math.max(60, min_cost - round5(rng.int(20, 60)))
	const max_cost = Math.min(250, min_cost + rng.weighted(PRICE_SPREAD))
	const insurerPool =
		licensed_states.length === 1
			? (INSURERS_BY_STATE.get(primaryState) ?? [])
			: [...new Set(licensed_states.flatMap((s) => INSURERS_BY_STATE.get(s) ?? []))]
	const insurers = rng
		.sample(insurerPool, rng.weighted(INSURER_COUNT))
		.sort((a, b) => (INSURER_POSITION.get(a) ?? 0) - (INSURER_POSITION.get(b) ?? 0))
	const payments = [OUT_OF_POCKET.value, ...(sliding_scale ? [SLIDING_SCALE.value] : []), ...insurers]
	return { sliding_scale, min_cost, max_cost, payments }
}

/** Languages: English plus up to two. */
export function pickLanguages(rng: Rng, primaryState: string, group: NameGroup) {
	const extra = new Set<string>()
	if (rng.chance(SPANISH_HEAVY.has(primaryState) ? 0.22 : 0.08)) extra.add('Spanish')
	if (group.languages.length && rng.chance(0.45)) extra.add(rng.pick(group.languages))
	if (rng.chance(0.01)) extra.add('American Sign Language')
	const extraLanguages = sortLanguage([...extra].slice(0, 2))
	return { extraLanguages, language: ['English', ...extraLanguages] }
}
