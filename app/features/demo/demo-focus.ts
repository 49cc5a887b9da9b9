// Specialty and approach weights for one provider, shaped by their credential, the ages they see
// and their other specialties, so a generated profile reads like a plausible practice.
import type { Tag } from '~/platform/reference/tags'
import type { CredentialKind } from './demo-data'
import {
	type AgeFocus,
	APPROACH_WEIGHT,
	APPROACHES,
	CHILDREN,
	ELDERS,
	PRETEEN,
	SPECIALTIES,
	SPECIALTY_WEIGHT,
	TEEN,
	TODDLER,
} from './demo-weights'

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

export function specialtyWeights(kind: CredentialKind, age: AgeFocus, lgbtq: boolean): Float64Array {
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

export function approachWeights(kind: CredentialKind, age: AgeFocus, issues: Set<string>): Float64Array {
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
