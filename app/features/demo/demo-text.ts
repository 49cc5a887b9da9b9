/**
 * Text templates for demo profiles: first-person summaries and written answers to the question bank.
 * Placeholders in braces ({topic}, {approaches}…) are filled from the provider being generated.
 */
import type { Tag } from '~/platform/reference/tags'
import type { Rng, Weighted } from './prng'

export type TextVars = {
	first: string
	noun: string
	years: number
	clients: string
	/** Specialties as prose, top ones first. */
	specialties: string[]
	/** Approaches as prose. */
	approaches: string[]
	city: string
	stateName: string
	licensedStateNames: string[]
	online_therapy: 'Both' | 'Teletherapy Only' | 'In-Person Only'
	extraLanguages: string[]
	sliding_scale: boolean
	waitlist: boolean
	childFocus: boolean
	couplesFocus: boolean
}

const SPECIALTY_PHRASES: Record<string, string> = {
	adhd: 'ADHD',
	'borderline-personality-bpd': 'borderline personality disorder',
	'child-or-adolescent': 'child and adolescent concerns',
	'dissociative-disorders-did': 'dissociative disorders',
	'geriatric-and-seniors': 'aging and later life',
	lgbtq: 'LGBTQ+ identity and relationships',
	'marital-and-premarital': 'marriage and premarital concerns',
	'narcissistic-personality-npd': 'narcissistic relationship patterns',
	'obsessive-compulsive-ocd': 'OCD',
	'open-relationships-non-monogamy': 'open relationships and non-monogamy',
	'oppositional-defiance-odd': 'oppositional and defiant behavior',
	'pregnancy-prenatal-postpartum': 'pregnancy and postpartum',
	'testing-and-evaluation': 'psychological testing',
	'traumatic-brain-injury-tbi': 'traumatic brain injury',
	'trauma-and-ptsd': 'trauma and PTSD',
	transgender: 'transgender and nonbinary identity',
	'self-harming': 'self-harm',
	'suicidal-ideation': 'thoughts of suicide',
	'sleep-or-insomnia': 'sleep and insomnia',
	'life-coaching': 'life coaching',
	'first-responders': 'the stresses first responders face',
	veterans: 'military and veteran life',
	'mens-issues': "men's issues",
	'womens-issues': "women's issues",
	'behavioral-issues': 'behavioral issues',
	'coping-skills': 'coping skills',
	'medication-management': 'medication management',
	'bipolar-disorder': 'bipolar disorder',
	'eating-disorders': 'eating disorders',
}

const APPROACH_PHRASES: Record<string, string> = {
	'acceptance-and-commitment-act': 'Acceptance and Commitment Therapy (ACT)',
	'art-therapy': 'art therapy',
	'attachment-based': 'attachment-based therapy',
	biofeedback: 'biofeedback',
	coaching: 'coaching',
	'cognitive-behavioral-cbt': 'CBT',
	'cognitive-processing-cpt': 'Cognitive Processing Therapy (CPT)',
	'culturally-sensitive': 'culturally sensitive care',
	'dialectical-dbt': 'DBT skills',
	eclectic: 'an eclectic mix of methods',
	emdr: 'EMDR',
	'emotionally-focused': 'Emotionally Focused Therapy',
	existential: 'existential therapy',
	'exposure-response-prevention-erp': 'Exposure and Response Prevention (ERP)',
	'expressive-arts': 'expressive arts',
	'family-systems': 'family systems work',
	feminist: 'feminist therapy',
	gestalt: 'Gestalt therapy',
	'gottman-method': 'the Gottman Method',
	humanistic: 'humanistic therapy',
	hypnotherapy: 'hypnotherapy',
	imago: 'Imago Relationship Therapy',
	integrative: 'an integrative approach',
	'internal-family-systems-ifs': 'Internal Family Systems (IFS)',
	interpersonal: 'interpersonal therapy',
	jungian: 'Jungian work',
	'mindfulness-based-mbct': 'mindfulness-based therapy',
	'motivational-interviewing': 'Motivational Interviewing',
	multicultural: 'multicultural counseling',
	narrative: 'narrative therapy',
	neurofeedback: 'neurofeedback',
	'parent-child-interaction-pcit': 'Parent-Child Interaction Therapy',
	'person-centered': 'person-centered therapy',
	'play-therapy': 'play therapy',
	'positive-psychology': 'positive psychology',
	'prolonged-exposure-therapy': 'Prolonged Exposure therapy',
	psychoanalytic: 'psychoanalytic therapy',
	psychodynamic: 'psychodynamic therapy',
	relational: 'relational therapy',
	sandplay: 'sandplay therapy',
	'solution-focused-brief-sfbt': 'solution-focused therapy',
	somatic: 'somatic work',
	'strength-based': 'a strength-based approach',
	'trauma-focused': 'trauma-focused therapy',
}

/** A tag as it reads inside a sentence: "anxiety", "OCD", "the Gottman Method". */
export function tagPhrase(tag: Tag): string {
	const table = tag.category === 'Approaches' ? APPROACH_PHRASES : SPECIALTY_PHRASES
	const known = table[tag.slug]
	if (known) return known
	// Keep acronyms and proper nouns; lowercase ordinary words.
	return /[A-Z]{2}/.test(tag.label) ? tag.label : tag.label.toLowerCase()
}

/** "a", "a and b", "a, b, and c" (the serial comma keeps "x and y" items readable). */
function joinList(items: readonly string[]): string {
	if (items.length <= 1) return items[0] ?? ''
	if (items.length === 2) return `${items[0]} and ${items[1]}`
	return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`
}

export function capitalize(s: string): string {
	return s.charAt(0).toUpperCase() + s.slice(1)
}

/** Replaces {name} placeholders. Unknown names are left as they are so a test can catch them. */
export function fill(template: string, vars: Record<string, string>): string {
	return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole)
}

/** The provider's words, computed once and shared by the summary and every answer. */
export type PreparedText = { v: TextVars; vars: Record<string, string> }

export function prepareText(v: TextVars, rng: Rng): PreparedText {
	return { v, vars: baseVars(v, rng) }
}

function baseVars(v: TextVars, rng: Rng): Record<string, string> {
	const specialties = v.specialties.length ? v.specialties : ['life stress']
	const approaches = v.approaches.length ? v.approaches : ['talk therapy']
	const where =
		v.online_therapy === 'Teletherapy Only' || !v.city
			? `offering online sessions across ${joinList(v.licensedStateNames)}`
			: `in ${v.city}, ${v.stateName}`
	return {
		first: v.first,
		noun: v.noun,
		years: String(v.years),
		clients: v.clients,
		where,
		city: v.city || v.stateName,
		stateName: v.stateName,
		states: joinList(v.licensedStateNames),
		specialties: joinList(specialties.slice(0, 3)),
		specialtiesMore: joinList(specialties.slice(0, 5)),
		someSpecialty: rng.pick(specialties),
		otherSpecialty: rng.pick(specialties.length > 1 ? specialties.slice(1) : specialties),
		approaches: joinList(approaches.slice(0, 3)),
		firstApproach: approaches[0],
		otherApproaches: joinList(approaches.slice(1, 3).length ? approaches.slice(1, 3) : ['mindfulness']),
		languages: joinList(v.extraLanguages),
		hobby: rng.pick(HOBBIES),
		otherCareer: rng.pick(EARLIER_CAREERS),
	}
}

const EARLIER_CAREERS = [
	'teaching',
	'nursing',
	'marketing',
	'the military',
	'journalism',
	'human resources',
	'social services',
	'the ministry',
]

const HOBBIES = [
	'hiking with my dog',
	'baking bread',
	'gardening',
	'reading mystery novels',
	'playing the piano',
	'trail running',
	'cooking for friends',
	'birdwatching',
	'pottery',
	'camping with my family',
	'practicing yoga',
	'long bike rides',
	'live music',
	'painting watercolors',
]

// ── Summaries ──────────────────────────────────────────────────────────────────────────────────────

const SUMMARY_OPENERS = [
	"Reaching out to a therapist takes courage, and I'm glad you're here. I'm a {noun} {where}, and I work with {clients} who are dealing with {specialties}.",
	"Hi, I'm {first}. For the past {years} years I've worked as a {noun}, helping {clients} with {specialties}. My hope is that therapy with me feels like a place where you can finally exhale.",
	"Life doesn't always go the way we planned. Maybe you're feeling stuck, overwhelmed or simply not like yourself. I help {clients} work through {specialties} so they can feel more grounded and connected.",
	"You don't have to have everything figured out before we start. As a {noun}, I meet people where they are, whether that's in the middle of a crisis or after years of quietly carrying something heavy.",
	"Are you tired of feeling anxious, exhausted or alone with what you're going through? I specialize in {specialties}, and I believe meaningful change is possible at any stage of life.",
	"I'm a {noun} {where}, with {years} years of experience. I work mostly with {clients}, and much of my practice focuses on {specialties}.",
	'Therapy works best when you feel truly heard. I offer a warm, down-to-earth space for {clients} facing {specialties}.',
	"Many of the people I work with look like they're doing fine on the outside while struggling on the inside. If that sounds familiar, you're in the right place. I focus on {specialties}.",
]

const SUMMARY_SPECIALTY = [
	"Clients often come to me because of {someSpecialty}. Others are working through {otherSpecialty}. Whatever brings you in, we'll take the time to understand what's happening and what you want to be different.",
	"I have particular experience with {specialtiesMore}. I know how isolating these struggles can feel, and I'll work with you at a pace that feels manageable.",
	"My areas of focus include {specialtiesMore}. I also see many people who don't have a name for what they're feeling yet, and that's okay too.",
	"Some of what I help with: {specialtiesMore}. Together we'll look at patterns, build practical skills and make room for the feelings that need attention.",
]

const SUMMARY_CHILDREN =
	"I love working with young people and their families. Children and teens often show distress through behavior, school struggles or withdrawal, and I help parents understand what's underneath and how to respond with confidence."

const SUMMARY_COUPLES =
	"With couples and families, my role isn't to take sides. I help each person feel heard, slow down painful cycles and practice new ways of talking, listening and repairing after conflict."

const SUMMARY_APPROACH = [
	'In our sessions I draw on {approaches}. I tailor the approach to you rather than asking you to fit a model.',
	"My style is collaborative and practical. I often use {firstApproach}, along with {otherApproaches}, and I'll explain what we're doing and why as we go.",
	"I'm trained in {approaches}. Some clients want concrete tools and homework; others want space to reflect. Most want a bit of both, and we'll find your balance.",
	'I believe the relationship between therapist and client is at the heart of healing. Within that relationship, I use {approaches} to help you understand yourself and try new ways of being.',
	'Therapy with me is warm, direct and sometimes even funny. I integrate {approaches}, always grounded in respect for your story and your culture.',
]

const SUMMARY_CLOSINGS = [
	"If you're ready to take the next step, I'd be honored to hear your story. Reach out, and we can talk about what you're looking for.",
	"You deserve support that fits your life. Send me a message and let's set up a time to talk.",
	'Outside the therapy room, I love {hobby}. It keeps me grounded, and I encourage my clients to find what does the same for them.',
	"Change doesn't have to be dramatic to be real. Small steps, taken consistently, add up. I'd love to help you take the first one.",
	"Whether you're in crisis or simply curious about therapy, you're welcome here. Contact me to schedule a free consultation.",
]

function practicalParagraph(v: TextVars, rng: Rng): string {
	const parts: string[] = []
	if (v.online_therapy === 'Both')
		parts.push(
			'I see clients in person at my office in {city} and online by secure video for those who prefer to meet from home.',
		)
	else if (v.online_therapy === 'Teletherapy Only')
		parts.push(
			'All of my sessions are online, by secure video, so you can meet from wherever you feel most comfortable in {states}.',
		)
	else
		parts.push(
			'I meet with clients in person at my {city} office, a calm and private space that is easy to reach.',
		)
	if (v.licensedStateNames.length > 1) parts.push("I'm licensed in {states}.")
	if (v.extraLanguages.length) parts.push('I offer sessions in English and {languages}.')
	if (v.sliding_scale)
		parts.push('I keep a limited number of sliding-scale spots, so please ask if cost is a concern.')
	if (v.waitlist)
		parts.push(
			'My caseload is currently full, but I keep a short waitlist and will reach out as soon as a spot opens.',
		)
	else if (rng.chance(0.5))
		parts.push("I offer a free 15-minute phone consultation so we can see whether we're a good fit.")
	return parts.join(' ')
}

const PARAGRAPH_COUNT: Weighted<number> = [
	[2, 22],
	[3, 33],
	[4, 27],
	[5, 18],
]

/** A 2-5 paragraph first-person summary. */
export function buildSummary({ v, vars }: PreparedText, rng: Rng): string {
	const count = rng.weighted(PARAGRAPH_COUNT)
	const opener = rng.pick(SUMMARY_OPENERS)
	const specialty =
		v.childFocus && rng.chance(0.6)
			? SUMMARY_CHILDREN
			: v.couplesFocus && rng.chance(0.6)
				? SUMMARY_COUPLES
				: rng.pick(SUMMARY_SPECIALTY)
	const approach = rng.pick(SUMMARY_APPROACH)
	const practical = practicalParagraph(v, rng)
	const closing = rng.pick(SUMMARY_CLOSINGS)
	const middleChoices: Record<number, string[]> = {
		2: [rng.chance(0.5) ? approach : closing],
		3: [rng.chance(0.5) ? specialty : approach, closing],
		4: [specialty, approach, rng.chance(0.5) ? practical : closing],
		5: [specialty, approach, practical, closing],
	}
	return [opener, ...middleChoices[count]].map((p) => fill(p, vars)).join('\n\n')
}
