import { slugify } from './states'

export const TAG_CATEGORIES = ['Types', 'Specialties', 'Approaches'] as const
export type TagCategory = (typeof TAG_CATEGORIES)[number]
export type Tag = {
	id: number
	slug: string
	label: string
	category: TagCategory
	position: number
	is_introducing: boolean
	is_deprecating: boolean
}

// Append-only lists: a tag's id is its category base plus its index, so ids never move.
const TYPES = ['Online Therapy', 'Individual', 'Couples', 'Family', 'Group', 'Teen']

const SPECIALTIES = [
	'Addiction',
	'ADHD',
	'Adoption',
	'Alcohol Use',
	'Anger Management',
	'Anxiety',
	'Autism',
	'Behavioral Issues',
	'Bipolar Disorder',
	'Borderline Personality (BPD)',
	'Career Counseling',
	'Child or Adolescent',
	'Chronic Illness',
	'Chronic Pain',
	'Codependency',
	'Coping Skills',
	'Dementia',
	'Depression',
	'Dissociative Disorders (DID)',
	'Divorce',
	'Domestic Abuse',
	'Drug Abuse',
	'Dual Diagnosis',
	'Eating Disorders',
	'Family Conflict',
	'First Responders',
	'Gambling',
	'Geriatric and Seniors',
	'Grief',
	'Hoarding',
	'Infertility',
	'Infidelity',
	'Intellectual Disability',
	'Internet Addiction',
	'LGBTQ+',
	'Life Coaching',
	'Life Transitions',
	'Marital and Premarital',
	'Medication Management',
	"Men's Issues",
	'Mood Disorders',
	'Narcissistic Personality (NPD)',
	'Obsessive-Compulsive (OCD)',
	'Open Relationships Non-Monogamy',
	'Oppositional Defiance (ODD)',
	'Parenting',
	'Peer Relationships',
	'Personality Disorders',
	'Pregnancy, Prenatal, Postpartum',
	'Psychosis',
	'Racial Identity',
	'Relationship Issues',
	'School Issues',
	'Self Esteem',
	'Self-Harming',
	'Sex Therapy',
	'Sexual Abuse',
	'Sexual Addiction',
	'Sleep or Insomnia',
	'Spirituality',
	'Sports Performance',
	'Stress',
	'Substance Use',
	'Suicidal Ideation',
	'Testing and Evaluation',
	'Transgender',
	'Trauma and PTSD',
	'Traumatic Brain Injury (TBI)',
	'Veterans',
	'Video Game Addiction',
	'Weight Loss',
	"Women's Issues",
]

const APPROACHES = [
	'Acceptance and Commitment (ACT)',
	'Art Therapy',
	'Attachment-based',
	'Biofeedback',
	'Coaching',
	'Cognitive Behavioral (CBT)',
	'Cognitive Processing (CPT)',
	'Culturally Sensitive',
	'Dialectical (DBT)',
	'Eclectic',
	'EMDR',
	'Emotionally Focused',
	'Existential',
	'Exposure Response Prevention (ERP)',
	'Expressive Arts',
	'Family Systems',
	'Feminist',
	'Gestalt',
	'Gottman Method',
	'Humanistic',
	'Hypnotherapy',
	'Imago',
	'Integrative',
	'Internal Family Systems (IFS)',
	'Interpersonal',
	'Jungian',
	'Mindfulness-Based (MBCT)',
	'Motivational Interviewing',
	'Multicultural',
	'Narrative',
	'Neurofeedback',
	'Parent-Child Interaction (PCIT)',
	'Person-Centered',
	'Play Therapy',
	'Positive Psychology',
	'Prolonged Exposure Therapy',
	'Psychoanalytic',
	'Psychodynamic',
	'Relational',
	'Sandplay',
	'Solution Focused Brief (SFBT)',
	'Somatic',
	'Strength-Based',
	'Trauma Focused',
]

const CATEGORY_BASE: Record<TagCategory, number> = { Types: 1, Specialties: 101, Approaches: 301 }

function build(category: TagCategory, labels: string[]): Tag[] {
	return labels.map((label, index) => ({
		id: CATEGORY_BASE[category] + index,
		slug: slugify(label),
		label,
		category,
		position: index,
		is_introducing: false,
		is_deprecating: false,
	}))
}

export const TAGS: readonly Tag[] = [
	...build('Types', TYPES),
	...build('Specialties', SPECIALTIES),
	...build('Approaches', APPROACHES),
]

export const ONLINE_THERAPY_TAG_ID = CATEGORY_BASE.Types

const BY_ID = new Map(TAGS.map((t) => [t.id, t]))
const BY_SLUG = new Map(TAGS.map((t) => [t.slug, t]))

export function findTag(id: number): Tag | undefined {
	return BY_ID.get(id)
}
export function findTagBySlug(slug: string | null | undefined): Tag | undefined {
	return slug ? BY_SLUG.get(slug.toLowerCase()) : undefined
}
/** Tags offered in filter and profile lists: introducing and deprecating tags are left out. */
export function activeTags(category: TagCategory): Tag[] {
	return TAGS.filter((t) => t.category === category && !t.is_introducing && !t.is_deprecating)
}
