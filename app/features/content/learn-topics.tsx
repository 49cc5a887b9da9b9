import { Link } from '~/components/local-link'
import type { ContentSection } from './components/prose-page'

export type FactSheet = { org: string; title: string; href: string }

export type LearnTopic = {
	slug: string
	/** The h1, also the footer link label ("About Anxiety"). */
	title: string
	/** Short name used in running text and link labels. */
	name: string
	description: string
	lead: string
	factSheets: FactSheet[]
	/** The matching self-test, where one exists. */
	selfTest?: { href: string; label: string; instrument: string; questions: number }
	/** The "Ask Therapists" post on this topic, where one exists. */
	post?: { href: string; label: string }
	/** Specialty tag slug for the directory search. */
	tagSlug: string
	sections: ContentSection[]
}

const NIMH = 'National Institute of Mental Health (NIMH)'

const ANXIETY: LearnTopic = {
	slug: 'anxiety',
	title: 'About Anxiety',
	name: 'anxiety',
	description:
		'Anxiety in plain language: what an anxiety disorder is, common signs, what helps, and when to talk to a professional. With links to the NIMH fact sheet.',
	lead: 'Everyone feels anxious sometimes. When worry or fear stays, grows and gets in the way of daily life, it may be an anxiety disorder, and it can be treated.',
	factSheets: [
		{
			org: NIMH,
			title: 'Anxiety Disorders',
			href: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders',
		},
	],
	selfTest: {
		href: '/tests/anxiety',
		label: 'Take the anxiety self-test',
		instrument: 'GAD-7',
		questions: 7,
	},
	post: { href: '/posts/anxiety', label: 'Read what therapists say about anxiety' },
	tagSlug: 'anxiety',
	sections: [
		{
			id: 'what-it-is',
			title: 'What it is',
			body: (
				<>
					<p>
						Anxiety is the body’s natural response to stress or danger, and feeling nervous before a test, a
						job interview or a hard conversation is normal. With an anxiety disorder, the worry or fear does
						not go away when the situation passes. It can get worse over time and start to affect work, school
						and relationships.
					</p>
					<p>
						Anxiety disorders are among the most common mental health conditions. They include generalized
						anxiety disorder (ongoing worry about many things), panic disorder (repeated, unexpected panic
						attacks), social anxiety disorder (intense fear of being judged by others) and specific phobias.
						They are not a sign of weakness, and most people get better with treatment.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Common signs',
			body: (
				<>
					<ul>
						<li>Worry that is hard to control, or feels bigger than the situation</li>
						<li>Feeling restless, wound up or on edge</li>
						<li>Getting tired easily</li>
						<li>Trouble concentrating, or your mind going blank</li>
						<li>Irritability</li>
						<li>Muscle tension, headaches, stomach aches or other unexplained pains</li>
						<li>Trouble falling or staying asleep</li>
						<li>
							Panic attacks: sudden waves of fear with a pounding heart, sweating, trembling or shortness of
							breath
						</li>
						<li>Avoiding places, people or situations because of fear</li>
					</ul>
					<p>Signs differ from person to person, and you do not need to have all of them.</p>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'What helps',
			body: (
				<ul>
					<li>
						<strong>Talk therapy.</strong> Cognitive behavioral therapy (CBT) is one of the best-studied
						treatments: it teaches you to notice and change anxious thought patterns, and exposure-based work
						helps you face fears step by step. Acceptance and commitment therapy (ACT) is another option.
					</li>
					<li>
						<strong>Medication.</strong> Some medicines, often antidepressants, can reduce anxiety. A doctor,
						psychiatrist or psychiatric nurse practitioner can talk through the benefits and side effects with
						you.
					</li>
					<li>
						<strong>Everyday habits.</strong> Regular sleep, physical activity, cutting back on caffeine and
						alcohol, and relaxation or mindfulness practice can all ease symptoms alongside treatment.
					</li>
					<li>
						<strong>Support.</strong> Talking with people you trust, or joining a support group, can make
						anxiety feel less isolating.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'When to seek help',
			body: (
				<>
					<p>
						Consider talking to a professional if worry or fear has lasted for weeks, is hard to control, or
						keeps you from doing things you need or want to do. A primary care provider can check for physical
						causes (such as thyroid problems) and a licensed therapist can help you understand what is going
						on and plan treatment.
					</p>
					<p>
						A short questionnaire like the <Link to="/tests/anxiety">anxiety self-test</Link> can help you put
						your experience into words before you reach out. It is a screening, not a diagnosis.
					</p>
				</>
			),
		},
	],
}

const DEPRESSION: LearnTopic = {
	slug: 'depression',
	title: 'About Depression',
	name: 'depression',
	description:
		'Depression in plain language: what it is, common signs, what helps, and when to talk to a professional. With links to the NIMH fact sheet.',
	lead: 'Depression is more than a bad day or feeling down for a while. It is a common, serious and treatable condition that affects how you feel, think and handle daily life.',
	factSheets: [{ org: NIMH, title: 'Depression', href: 'https://www.nimh.nih.gov/health/topics/depression' }],
	selfTest: {
		href: '/tests/depression',
		label: 'Take the depression self-test',
		instrument: 'PHQ-9',
		questions: 9,
	},
	post: { href: '/posts/depression', label: 'Read what therapists say about depression' },
	tagSlug: 'depression',
	sections: [
		{
			id: 'what-it-is',
			title: 'What it is',
			body: (
				<>
					<p>
						Depression (major depressive disorder) is a mood disorder. Its symptoms last most of the day,
						nearly every day, for at least two weeks, and affect sleep, appetite, energy, work and
						relationships. It has several forms, including persistent depressive disorder (symptoms lasting
						two years or more), depression during or after pregnancy, and seasonal depression.
					</p>
					<p>
						Depression is not a weakness or a character flaw, and it is not something you can simply “snap out
						of”. It comes from a mix of genetic, biological, environmental and psychological factors, and it
						can happen to anyone at any age. Even severe depression can be treated, and treatment tends to
						work best when started early.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Common signs',
			body: (
				<>
					<ul>
						<li>A sad, anxious or “empty” mood that does not lift</li>
						<li>Feeling hopeless, worthless, guilty or helpless</li>
						<li>Losing interest or pleasure in hobbies and activities you used to enjoy</li>
						<li>Irritability, frustration or restlessness</li>
						<li>Tiredness and low energy, or feeling slowed down</li>
						<li>Trouble concentrating, remembering or making decisions</li>
						<li>Sleeping too little, waking early, or sleeping too much</li>
						<li>Changes in appetite or weight</li>
						<li>Aches, pains or stomach problems without a clear physical cause</li>
						<li>Thoughts of death or suicide</li>
					</ul>
					<p>
						Not everyone has every sign, and depression can look different in teens, men and older adults.
					</p>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'What helps',
			body: (
				<ul>
					<li>
						<strong>Talk therapy.</strong> Cognitive behavioral therapy (CBT), interpersonal therapy and
						behavioral activation are well-studied approaches that help you change patterns of thinking,
						relating and doing that keep depression going.
					</li>
					<li>
						<strong>Medication.</strong> Antidepressants help many people. They can take several weeks to
						work, and should not be stopped without talking to the person who prescribed them.
					</li>
					<li>
						<strong>Both together.</strong> For many people, therapy and medication combined work better than
						either alone. When other treatments have not helped, a doctor may discuss options such as brain
						stimulation therapies.
					</li>
					<li>
						<strong>Small steps.</strong> Gentle activity, time with people you trust, breaking big tasks into
						small ones and keeping a regular sleep routine can help. Expect your mood to improve gradually
						rather than all at once.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'When to seek help',
			body: (
				<>
					<p>
						Reach out to a professional if you have had several of these signs on most days for two weeks or
						more, or if they are making it hard to get through the day. A licensed therapist or your primary
						care provider is a good place to start.
					</p>
					<p>
						<strong>If you are having thoughts of death or suicide, do not wait:</strong> call or text{' '}
						<a href="tel:988">988</a> now, or call <a href="tel:911">911</a> in an emergency.
					</p>
					<p>
						The <Link to="/tests/depression">depression self-test</Link> can help you describe what you have
						been feeling. It is a screening, not a diagnosis.
					</p>
				</>
			),
		},
	],
}

const ADHD: LearnTopic = {
	slug: 'adhd',
	title: 'About ADHD',
	name: 'ADHD',
	description:
		'ADHD in plain language: what it is in children and adults, common signs, what helps, and when to seek an evaluation. With links to NIMH and CDC fact sheets.',
	lead: 'Attention-deficit/hyperactivity disorder (ADHD) affects attention, activity and impulse control. It usually starts in childhood, often continues into adulthood, and can be managed well.',
	factSheets: [
		{
			org: NIMH,
			title: 'Attention-Deficit/Hyperactivity Disorder',
			href: 'https://www.nimh.nih.gov/health/topics/attention-deficit-hyperactivity-disorder-adhd',
		},
		{
			org: 'Centers for Disease Control and Prevention (CDC)',
			title: 'Attention-Deficit / Hyperactivity Disorder (ADHD)',
			href: 'https://www.cdc.gov/ncbddd/adhd',
		},
	],
	tagSlug: 'adhd',
	sections: [
		{
			id: 'what-it-is',
			title: 'What it is',
			body: (
				<>
					<p>
						ADHD is a neurodevelopmental condition: an ongoing pattern of inattention, hyperactivity and
						impulsivity that gets in the way of daily life or development. Symptoms begin in childhood,
						usually before age 12, and for many people continue into adulthood, where restlessness often
						replaces obvious hyperactivity.
					</p>
					<p>
						There are three main presentations: mostly inattentive, mostly hyperactive-impulsive, or combined.
						ADHD is not caused by laziness or poor parenting, and people with ADHD can do very well with the
						right support.
					</p>
				</>
			),
		},
		{
			id: 'signs',
			title: 'Common signs',
			body: (
				<>
					<h3>Inattention</h3>
					<ul>
						<li>Missing details and making careless mistakes</li>
						<li>Trouble staying focused on tasks, reading or conversations</li>
						<li>Seeming not to listen when spoken to directly</li>
						<li>Starting tasks but not finishing them</li>
						<li>Trouble organizing tasks, managing time and meeting deadlines</li>
						<li>Losing things and forgetting daily tasks or appointments</li>
						<li>Being easily distracted</li>
					</ul>
					<h3>Hyperactivity and impulsivity</h3>
					<ul>
						<li>Fidgeting, squirming or feeling restless</li>
						<li>Trouble staying seated or doing things quietly</li>
						<li>Talking a lot, blurting out answers or interrupting others</li>
						<li>Trouble waiting for your turn</li>
						<li>Acting without thinking about consequences</li>
					</ul>
				</>
			),
		},
		{
			id: 'what-helps',
			title: 'What helps',
			body: (
				<ul>
					<li>
						<strong>Behavioral support.</strong> For young children, training parents in behavior management
						is usually recommended as a first step. Older children, teens and adults benefit from therapy that
						builds organization, planning and coping skills, such as cognitive behavioral therapy (CBT).
					</li>
					<li>
						<strong>Medication.</strong> Stimulant and non-stimulant medicines reduce symptoms for many
						people. They are prescribed and monitored by a doctor or other licensed prescriber.
					</li>
					<li>
						<strong>Support at school and work.</strong> Classroom accommodations, such as an IEP or 504 plan,
						and workplace adjustments can make a big difference.
					</li>
					<li>
						<strong>Routines and health.</strong> Predictable routines, reminders and checklists, regular
						sleep and physical activity all help.
					</li>
				</ul>
			),
		},
		{
			id: 'when-to-seek-help',
			title: 'When to seek help',
			body: (
				<>
					<p>
						Consider an evaluation if signs like these have lasted six months or more, show up in more than
						one setting (for example at home and at school or work), and cause real problems. There is no
						single test for ADHD: a licensed professional such as a pediatrician, psychiatrist or psychologist
						gathers your history, uses rating scales and talks with you, and often with family or teachers.
					</p>
					<p>
						Anxiety, depression, sleep problems and learning differences can look like ADHD or happen
						alongside it, so a careful evaluation matters. Many therapists also help adults with ADHD build
						skills and routines.
					</p>
				</>
			),
		},
	],
}

const LEARN_TOPICS: readonly LearnTopic[] = [ANXIETY, DEPRESSION, ADHD]

export function findLearnTopic(slug: string | undefined): LearnTopic | undefined {
	return LEARN_TOPICS.find((t) => t.slug === slug)
}
