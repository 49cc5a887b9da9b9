// The demo generator's weight tables: how common each state, name group, specialty, approach,
// price band and so on is. Module constants, so the generator itself stays pure.
import { INSURERS, insurersForState } from '~/platform/reference/insurers'
import {
	AGE_GROUP_OPTIONS,
	ETHNICITY_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { QUESTIONS } from '~/platform/reference/questions'
import { STATE_POPULATION_WEIGHT } from '~/platform/reference/states'
import { activeTags } from '~/platform/reference/tags'
import { NAME_GROUPS, type NameGroup } from './demo-data'
import type { DemoProvider } from './demo-types'
import type { Weighted } from './prng'

export const STATE_WEIGHTS: Weighted<string> = Object.entries(STATE_POPULATION_WEIGHT)
export const NAME_GROUP_WEIGHTS: Weighted<NameGroup> = NAME_GROUPS.map((g) => [g, g.weight])
export const SPECIALTIES = activeTags('Specialties')
export const APPROACHES = activeTags('Approaches')
export const ACTIVE_QUESTIONS = QUESTIONS.filter((q) => !q.is_deprecating)
export const INSURER_POSITION = new Map(INSURERS.map((i, position) => [i.slug, position]))
export const INSURERS_BY_STATE = new Map(
	Object.keys(STATE_POPULATION_WEIGHT).map((code) => [code, insurersForState(code).map((i) => i.slug)]),
)

function optionOrder(options: ReadonlyArray<{ value: string }>) {
	const position = new Map(options.map((o, i) => [o.value, i]))
	return (values: string[]) => values.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0))
}
export const sortGender = optionOrder(GENDER_OPTIONS)
export const sortEthnicity = optionOrder(ETHNICITY_OPTIONS)
export const sortSexuality = optionOrder(SEXUALITY_OPTIONS)
export const sortLanguage = optionOrder(LANGUAGE_OPTIONS)

/** How common each specialty is on real directories (default 1). */
export const SPECIALTY_WEIGHT: Record<string, number> = {
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

export const APPROACH_WEIGHT: Record<string, number> = {
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

export type AgeFocus = { groups: string[]; clients: string }
const AGE_VALUES = AGE_GROUP_OPTIONS.map((o) => o.value)
export const [TODDLER, CHILDREN, PRETEEN, TEEN, ADULT, ELDERS] = AGE_VALUES
export const AGE_FOCUS: Weighted<AgeFocus> = [
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

export const GENDER_WEIGHTS: Weighted<string> = [
	['Female', 65],
	['Male', 28],
	['Non-Binary', 5],
	['Transgender', 2],
]
export const TRANSGENDER_WITH: Weighted<string> = [
	['Female', 45],
	['Male', 35],
	['Non-Binary', 20],
]
export const SEXUALITY_MIXES: Weighted<string[]> = [
	[['LGBTQ+'], 4],
	[['LGBTQ+', 'Gay or Lesbian'], 5],
	[['LGBTQ+', 'Bisexual'], 4],
	[['Gay or Lesbian'], 3],
	[['Bisexual'], 2],
	[['Asexual'], 0.5],
	[['LGBTQ+', 'Asexual'], 0.5],
]
export const STRAIGHT = 'Straight / Heterosexual'
export const GENERIC_FAITH: Weighted<string> = [
	['Christian', 55],
	['Secular and Non-Religious', 30],
	['Jewish', 5],
	['Buddhist', 5],
	['Muslim', 3],
	['Hindu', 2],
]
export const SPANISH_HEAVY = new Set(['CA', 'TX', 'FL', 'NM', 'AZ', 'NV', 'NY', 'IL', 'NJ', 'CO'])

export const AVAILABILITY_WEIGHTS: Weighted<DemoProvider['availability']> = [
	['Accepting New Clients', 70],
	['Waitlist for New Clients', 18],
	['Not Accepting New Clients', 12],
]
export const ONLINE_WEIGHTS: Weighted<DemoProvider['online_therapy']> = [
	['Both', 52],
	['Teletherapy Only', 28],
	['In-Person Only', 20],
]
export const PRICE_BANDS: Weighted<readonly [number, number]> = [
	[[60, 85], 14],
	[[90, 125], 38],
	[[130, 175], 33],
	[[180, 250], 15],
]
export const PRICE_SPREAD: Weighted<number> = [
	[0, 35],
	[10, 10],
	[20, 15],
	[30, 12],
	[50, 15],
	[70, 8],
	[100, 5],
]
export const INSURER_COUNT: Weighted<number> = [
	[0, 30],
	[1, 10],
	[2, 15],
	[3, 15],
	[4, 12],
	[5, 10],
	[6, 8],
]
export const APPROACH_COUNT: Weighted<number> = [
	[1, 8],
	[2, 14],
	[3, 18],
	[4, 18],
	[5, 14],
	[6, 10],
	[7, 8],
	[8, 6],
]
export const TOP_ISSUE_COUNT: Weighted<number> = [
	[0, 8],
	[1, 12],
	[2, 20],
	[3, 60],
]
export const ANSWER_COUNT: Weighted<number> = [
	[1, 40],
	[2, 30],
	[3, 18],
	[4, 12],
]
