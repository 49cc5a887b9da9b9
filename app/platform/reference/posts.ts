/**
 * The nine "Ask Therapists" post pages, apart from the question bank (questions.ts) so that the site's
 * menus can list them without shipping every question to the browser. questions.ts checks at import
 * that each general post points at a General question.
 */
import { POST_SLUGS } from './post-slugs'
import { findTagBySlug } from './tags'

export type PostSeed = {
	id: number
	slug: string
	title: string
	description: string
	tag_id: number | null
	question_id: number | null
	position: number
}

function tagIdOf(slug: string): number {
	const tag = findTagBySlug(slug)
	if (!tag || tag.slug !== slug) throw new Error(`posts.ts: unknown tag slug '${slug}'`)
	return tag.id
}

/** Ids of the General questions shown by the five general "Ask Therapists" posts. */
export const GENERAL_POST_QUESTION = {
	whyBecameTherapist: 1,
	adviceForStarting: 2,
	whatAreTherapistsLike: 3,
	whatIsTherapyLike: 4,
	howCanTeletherapyWork: 5,
} as const

/**
 * The nine "Ask Therapists" pages. General posts show the answers to one General question (`question_id`);
 * topic posts gather every answer tagged with `tag_id`. Ids and slugs are stable; append new posts at the end.
 */
const POST_DRAFTS: Omit<PostSeed, 'position'>[] = [
	{
		id: 1,
		slug: 'why-i-became-a-therapist',
		title: 'Why I Became a Therapist',
		description:
			'Therapists share what drew them to this work. Their stories can help you find someone whose values and experience feel right for you.',
		tag_id: null,
		question_id: GENERAL_POST_QUESTION.whyBecameTherapist,
	},
	{
		id: 2,
		slug: 'advice-for-starting-therapy',
		title: 'Advice for Starting Therapy',
		description:
			'Thinking about therapy but not sure where to begin? Therapists offer practical tips for taking the first step and making the most of your early sessions.',
		tag_id: null,
		question_id: GENERAL_POST_QUESTION.adviceForStarting,
	},
	{
		id: 3,
		slug: 'what-are-therapists-like',
		title: 'What Are Therapists Like?',
		description:
			'Therapists are people too. Get to know the personalities behind the profiles and what they are like to work with.',
		tag_id: null,
		question_id: GENERAL_POST_QUESTION.whatAreTherapistsLike,
	},
	{
		id: 4,
		slug: 'what-is-therapy-like',
		title: 'What Is Therapy Like?',
		description:
			'Wondering what actually happens in a session? Therapists describe their style and what working together looks like, so you know what to expect.',
		tag_id: null,
		question_id: GENERAL_POST_QUESTION.whatIsTherapyLike,
	},
	{
		id: 5,
		slug: 'how-can-teletherapy-work',
		title: 'How Can Teletherapy Work?',
		description:
			'Therapy by video or phone can fit around a busy life. Therapists explain how online sessions work and how to get the most out of them from home.',
		tag_id: null,
		question_id: GENERAL_POST_QUESTION.howCanTeletherapyWork,
	},
	{
		id: 6,
		slug: 'anxiety',
		title: 'Anxiety',
		description:
			'Anxiety is common and treatable. Therapists explain how they help with worry, panic and fear, and share ideas you can try today.',
		tag_id: tagIdOf('anxiety'),
		question_id: null,
	},
	{
		id: 7,
		slug: 'depression',
		title: 'Depression',
		description:
			'If you have been feeling low, tired or hopeless, you are not alone. Therapists share how they help people with depression feel more like themselves again.',
		tag_id: tagIdOf('depression'),
		question_id: null,
	},
	{
		id: 8,
		slug: 'cognitive-behavioral-cbt',
		title: 'Cognitive Behavioral (CBT)',
		description:
			'CBT is a practical, goal-focused therapy that looks at how thoughts, feelings and actions connect. Therapists explain how it works and what sessions are like.',
		tag_id: tagIdOf('cognitive-behavioral-cbt'),
		question_id: null,
	},
	{
		id: 9,
		slug: 'trauma-and-ptsd',
		title: 'Trauma and PTSD',
		description:
			'Healing from trauma is possible, at a pace that feels safe for you. Therapists share how they help people recover from difficult and frightening experiences.',
		tag_id: tagIdOf('trauma-and-ptsd'),
		question_id: null,
	},
]

export const POSTS: readonly PostSeed[] = POST_DRAFTS.map((post, index) => ({ ...post, position: index }))

if (POSTS.map((p) => p.slug).join() !== POST_SLUGS.join())
	throw new Error('posts.ts: the posts and post-slugs.ts (the menus) disagree')
