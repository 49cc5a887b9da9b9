/**
 * The two self-screening quizzes (docs/product.md#quizzes): GAD-7 for anxiety and PHQ-9 for depression.
 * Question texts, options and bands are the public-domain instruments, verbatim (reference-data.md);
 * do not reword them, or the published score bands no longer apply.
 */

export type QuizOption = { value: number; label: string }

export type QuizQuestion = {
	text: string
	/** PHQ-9 item 9 asks about self-harm: any answer above 0 shows the crisis note, whatever the score. */
	isSelfHarmItem?: boolean
}

export type QuizResult = {
	min: number
	max: number
	label: string
	/** Paragraphs shown on the result view when the score falls in this band. */
	description: string[]
}

export type QuizFooterBlock = { title: string; body: string }

export type Quiz = {
	slug: string
	title: string
	/** Name of the instrument, shown next to the title (e.g. GAD-7). */
	shortName: string
	subTitle: string
	/** Meta description of the page. */
	description: string
	url: string
	directions: string
	questions: QuizQuestion[]
	allOptions: QuizOption[]
	results: QuizResult[]
	/** Shown on the result view above the state picker. */
	nextStep: string
	/** The specialty a result's 'Find Therapists' lists (/therapists/{state}/{slug}). */
	specialtySlug: string
	/** Its name in the quiz's language, for the picker's note ('…who treat anxiety'). */
	specialtyLabel: string
	footer: QuizFooterBlock[]
}

/** Another quiz, as 'Also available' links to it. */
export type QuizLink = Pick<Quiz, 'slug' | 'title' | 'shortName' | 'url'>

const QUIZ_STEM = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?'

export const QUIZ_OPTIONS: QuizOption[] = [
	{ value: 0, label: 'Not at all' },
	{ value: 1, label: 'Several days' },
	{ value: 2, label: 'More than half the days' },
	{ value: 3, label: 'Nearly every day' },
]

const PRIVACY_BLOCK: QuizFooterBlock = {
	title: 'Your answers stay private',
	body: 'Your score is worked out in your own browser. Your answers are never sent to us or saved, and they are gone when you leave or reload the page.',
}

const NEXT_STEP =
	'Talking with a licensed therapist is a good next step, whatever your score. Therapists must be licensed in the state where you live, so start by choosing your state.'

export const ANXIETY_QUIZ: Quiz = {
	slug: 'anxiety',
	specialtySlug: 'anxiety',
	specialtyLabel: 'Anxiety',
	title: 'Anxiety Test',
	shortName: 'GAD-7',
	subTitle:
		'A free, private self-check for symptoms of anxiety, based on the GAD-7 questionnaire that doctors and therapists use.',
	description:
		'Take the free GAD-7 anxiety test: 7 questions, about 2 minutes. Your answers stay in your browser. See your score and find a therapist in your state.',
	url: '/tests/anxiety',
	directions: QUIZ_STEM,
	questions: [
		{ text: 'Feeling nervous, anxious, or on edge' },
		{ text: 'Not being able to stop or control worrying' },
		{ text: 'Worrying too much about different things' },
		{ text: 'Trouble relaxing' },
		{ text: 'Being so restless that it is hard to sit still' },
		{ text: 'Becoming easily annoyed or irritable' },
		{ text: 'Feeling afraid, as if something awful might happen' },
	],
	allOptions: QUIZ_OPTIONS,
	results: [
		{
			min: 0,
			max: 4,
			label: 'Minimal',
			description: [
				'Your answers suggest few or no symptoms of anxiety over the last two weeks.',
				'Everyone feels worried or on edge from time to time. If something is still weighing on you, talking it through with a therapist can help, whatever your score.',
			],
		},
		{
			min: 5,
			max: 9,
			label: 'Mild',
			description: [
				'Your answers suggest mild symptoms of anxiety over the last two weeks.',
				'Even mild anxiety can get in the way of sleep, work and relationships. Keep an eye on how you feel and consider taking this test again in two weeks. If the worry keeps coming back, a therapist can teach you skills to manage it.',
			],
		},
		{
			min: 10,
			max: 14,
			label: 'Moderate',
			description: [
				'Your answers suggest moderate symptoms of anxiety over the last two weeks. A score of 10 or more is the point at which clinicians usually look further.',
				'Anxiety at this level is common and responds well to treatment, such as cognitive behavioral therapy. Consider talking with a therapist or your doctor about what you are going through.',
			],
		},
		{
			min: 15,
			max: 21,
			label: 'Severe',
			description: [
				'Your answers suggest severe symptoms of anxiety over the last two weeks.',
				'You do not have to manage this on your own. Anxiety this strong is very treatable, and we encourage you to reach out to a licensed therapist or your doctor soon.',
			],
		},
	],
	nextStep: NEXT_STEP,
	footer: [
		{
			title: 'About the GAD-7',
			body: 'The Generalized Anxiety Disorder 7-item scale (GAD-7) is a short questionnaire that doctors and therapists use to screen for anxiety and to follow how symptoms change over time.',
		},
		{
			title: 'How it is scored',
			body: 'Each answer scores from 0 (Not at all) to 3 (Nearly every day), for a total from 0 to 21. Scores of 5, 10 and 15 mark the start of mild, moderate and severe anxiety symptoms.',
		},
		PRIVACY_BLOCK,
	],
}

export const DEPRESSION_QUIZ: Quiz = {
	slug: 'depression',
	specialtySlug: 'depression',
	specialtyLabel: 'Depression',
	title: 'Depression Test',
	shortName: 'PHQ-9',
	subTitle:
		'A free, private self-check for symptoms of depression, based on the PHQ-9 questionnaire that doctors and therapists use.',
	description:
		'Take the free PHQ-9 depression test: 9 questions, about 3 minutes. Your answers stay in your browser. See your score and find a therapist in your state.',
	url: '/tests/depression',
	directions: QUIZ_STEM,
	questions: [
		{ text: 'Little interest or pleasure in doing things' },
		{ text: 'Feeling down, depressed, or hopeless' },
		{ text: 'Trouble falling or staying asleep, or sleeping too much' },
		{ text: 'Feeling tired or having little energy' },
		{ text: 'Poor appetite or overeating' },
		{
			text: 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
		},
		{ text: 'Trouble concentrating on things, such as reading the newspaper or watching television' },
		{
			text: 'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
		},
		{
			text: 'Thoughts that you would be better off dead or of hurting yourself in some way',
			isSelfHarmItem: true,
		},
	],
	allOptions: QUIZ_OPTIONS,
	results: [
		{
			min: 0,
			max: 4,
			label: 'None-Minimal',
			description: [
				'Your answers suggest few or no symptoms of depression over the last two weeks.',
				'Everyone has low days. If something is still weighing on you, talking it through with a therapist can help, whatever your score.',
			],
		},
		{
			min: 5,
			max: 9,
			label: 'Mild',
			description: [
				'Your answers suggest mild symptoms of depression over the last two weeks.',
				'Keep an eye on how you feel and consider taking this test again in two weeks. Sleep, movement and time with people you trust can help, and so can a therapist if the low mood keeps coming back.',
			],
		},
		{
			min: 10,
			max: 14,
			label: 'Moderate',
			description: [
				'Your answers suggest moderate symptoms of depression over the last two weeks. A score of 10 or more is the point at which clinicians usually look further.',
				'Depression at this level is common and treatable: talk therapy, and sometimes medication, helps most people. Consider talking with a therapist or your doctor about what you are going through.',
			],
		},
		{
			min: 15,
			max: 19,
			label: 'Moderately Severe',
			description: [
				'Your answers suggest moderately severe symptoms of depression over the last two weeks.',
				'Symptoms at this level often make everyday life hard. Treatment works, and we encourage you to contact a therapist or your doctor soon to talk about your options.',
			],
		},
		{
			min: 20,
			max: 27,
			label: 'Severe',
			description: [
				'Your answers suggest severe symptoms of depression over the last two weeks.',
				'You do not have to get through this alone. Depression this strong is treatable, and we encourage you to reach out to a therapist or your doctor as soon as you can.',
			],
		},
	],
	nextStep: NEXT_STEP,
	footer: [
		{
			title: 'About the PHQ-9',
			body: 'The Patient Health Questionnaire (PHQ-9) is a nine-question checklist based on the symptoms of depression. Doctors and therapists use it to screen for depression and to follow how symptoms change over time.',
		},
		{
			title: 'How it is scored',
			body: 'Each answer scores from 0 (Not at all) to 3 (Nearly every day), for a total from 0 to 27. Scores of 5, 10, 15 and 20 mark the start of mild, moderate, moderately severe and severe symptoms of depression.',
		},
		PRIVACY_BLOCK,
	],
}

export const QUIZZES: readonly Quiz[] = [ANXIETY_QUIZ, DEPRESSION_QUIZ]

export function findQuizBySlug(slug: string | undefined): Quiz | null {
	return QUIZZES.find((q) => q.slug === slug) ?? null
}
