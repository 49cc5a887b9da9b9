/**
 * The question bank therapists answer on their public profile (the "Ask Therapists" post pages are in posts.ts).
 *
 * Ids are stable and APPEND-ONLY: answers (responses.question_id) and posts point at them, so never reuse,
 * renumber or delete an id. To retire a question set `is_deprecating: true`; to add one, give it the next
 * unused id (currently the highest id + 1) and put it wherever it should appear in the picker. A question's
 * `position` is its index in this list, so reordering the list only changes the picker order, never ids.
 *
 * Tags are looked up by slug (see tags.ts), never written as magic numbers: an unknown slug throws at import.
 */
import { GENERAL_POST_QUESTION, POSTS } from './posts'
import { findTagBySlug } from './tags'

export type QuestionSeed = {
	id: number
	title: string
	description: string
	tag_id: number | null
	position: number
	is_deprecating: boolean
}

function tagIdOf(slug: string): number {
	const tag = findTagBySlug(slug)
	if (!tag || tag.slug !== slug) throw new Error(`questions.ts: unknown tag slug '${slug}'`)
	return tag.id
}

type QuestionDraft = Omit<QuestionSeed, 'position' | 'is_deprecating'> & { is_deprecating?: boolean }

const QUESTION_DRAFTS: QuestionDraft[] = [
	// ── General ────────────────────────────────────────────────────────────────────────────────────────
	{
		id: GENERAL_POST_QUESTION.whyBecameTherapist,
		tag_id: null,
		title: 'Why did you become a therapist?',
		description:
			'Share the experiences, people or moments that drew you to this work, and what keeps you in it today.',
	},
	{
		id: GENERAL_POST_QUESTION.adviceForStarting,
		tag_id: null,
		title: 'What advice would you give someone starting therapy for the first time?',
		description:
			'Offer practical, reassuring tips for someone who is nervous about reaching out, from finding the right fit to what to say in the first few sessions.',
	},
	{
		id: GENERAL_POST_QUESTION.whatAreTherapistsLike,
		tag_id: null,
		title: 'What are therapists really like?',
		description:
			'Help a visitor see the person behind the title: what you are like in the room, and which myths about therapists you would like to clear up.',
	},
	{
		id: GENERAL_POST_QUESTION.whatIsTherapyLike,
		tag_id: null,
		title: 'What is therapy like with you?',
		description:
			'Describe the feel of a typical session with you: your style, how you structure time together and how clients tend to change over the course of your work.',
	},
	{
		id: GENERAL_POST_QUESTION.howCanTeletherapyWork,
		tag_id: null,
		title: 'How can teletherapy work?',
		description:
			'Explain how you run video or phone sessions, how clients can set up a private space, and who online therapy suits best.',
	},
	{
		id: 112,
		tag_id: null,
		title: 'Should I choose online or in-person sessions with you?',
		description:
			'Help readers weigh the two options, including what each offers, who tends to prefer which, and whether clients can switch between them.',
	},
	{
		id: 6,
		tag_id: null,
		title: 'What should I expect in a first session?',
		description:
			'Walk a new client through your first meeting: paperwork, the questions you usually ask, and how you decide together on next steps.',
	},
	{
		id: 110,
		tag_id: null,
		title: 'How can I prepare for my first session with you?',
		description:
			'Share simple ways a new client can get ready, such as noting what prompted them to reach out, what they hope will change and any questions they want to ask.',
	},
	{
		id: 7,
		tag_id: null,
		title: 'How do I know if you are the right therapist for me?',
		description:
			'Describe what a good fit feels like, who you work best with, and how a client can tell you if something is not working.',
	},
	{
		id: 109,
		tag_id: null,
		title: 'What questions should I ask you before booking a first session?',
		description:
			'Suggest the questions every client should feel free to ask you up front, from how you work and what you charge to your experience with their concern.',
	},
	{
		id: 111,
		tag_id: null,
		title: 'Do you offer a free consultation call before we start?',
		description:
			'Explain whether you offer a short introductory call, what you cover in it, and how it helps both of you decide whether to work together.',
	},
	{
		id: 115,
		tag_id: null,
		title: 'What do the letters after your name mean?',
		description:
			"Explain your license and training in plain language, what they allow you to do, and why it is worth checking any therapist's credentials.",
	},
	{
		id: 8,
		tag_id: null,
		title: 'How do I know if I need therapy?',
		description:
			'Describe signs that talking to a professional could help, and reassure readers that they do not need to be in crisis to start.',
	},
	{
		id: 114,
		tag_id: null,
		title: 'Do I need medication, therapy or both?',
		description:
			'Describe how you think about the role of each, when you suggest an evaluation with a prescriber, and how you work alongside one if a client chooses medication.',
	},
	{
		id: 113,
		tag_id: null,
		title: 'Will I get a diagnosis, and what would it mean for me?',
		description:
			'Explain when and why you use a diagnosis, how it relates to insurance, and how you talk it through with clients so it feels like a tool rather than a label.',
	},
	{
		id: 9,
		tag_id: null,
		title: 'How long does therapy usually take?',
		description:
			'Explain what affects the length of therapy with you, from short focused work to longer-term support, and how you review progress along the way.',
	},
	{
		id: 10,
		tag_id: null,
		title: 'How often will we meet, and how long are sessions?',
		description: 'Describe your usual session length and frequency, and how that might change over time.',
	},
	{
		id: 117,
		tag_id: null,
		title: 'What happens if I need to cancel or miss a session?',
		description:
			'Describe your cancellation policy, how much notice you ask for and why, and how you handle emergencies and illness.',
	},
	{
		id: 11,
		tag_id: null,
		title: 'What are your fees, and do you accept insurance?',
		description:
			'Explain your rates, any sliding scale, which insurance plans you accept or how clients can seek out-of-network reimbursement.',
	},
	{
		id: 116,
		tag_id: null,
		title: 'Why might someone pay for therapy without using insurance?',
		description:
			'Explain the trade-offs of paying out of pocket versus using insurance, such as privacy, choice of therapist and diagnosis requirements, so readers can decide what suits them.',
	},
	{
		id: 12,
		tag_id: null,
		title: 'Is what I share in therapy confidential?',
		description:
			'Explain in plain language how you protect client privacy, and the legal exceptions to confidentiality you discuss with every client.',
	},
	{
		id: 118,
		tag_id: null,
		title: 'Will anyone else find out that I am in therapy?',
		description:
			'Explain who can and cannot learn that someone is your client, including employers, family members and insurers, and how you keep records and reminders discreet.',
	},
	{
		id: 13,
		tag_id: null,
		title: "What if I don't know what to talk about?",
		description:
			'Reassure clients who arrive unsure where to start, and describe how you help them find a thread to follow.',
	},
	{
		id: 120,
		tag_id: null,
		title: 'Is it okay to cry, get angry or go quiet in a session?',
		description:
			'Reassure readers that strong feelings and silence are welcome with you, and describe how you support clients when emotions run high.',
	},
	{
		id: 14,
		tag_id: null,
		title: 'How is therapy different from talking to a friend?',
		description:
			'Explain what a trained, neutral professional offers that friends and family cannot, and why that can make it easier to be honest.',
	},
	{
		id: 123,
		tag_id: null,
		title: 'Will you give me advice or tell me what to do?',
		description:
			'Explain how much direction you give, how you balance offering guidance with helping clients find their own answers, and how a client can ask for more or less of it.',
	},
	{
		id: 119,
		tag_id: null,
		title: 'Can I bring my partner or a family member to a session?',
		description:
			"Explain when inviting someone in can help, how you prepare for a joint session, and how you protect the individual client's relationship with you.",
	},
	{
		id: 15,
		tag_id: null,
		title: 'What kinds of clients do you work with best?',
		description:
			'Describe the people, concerns and life stages you most enjoy working with, and what you bring to that work.',
	},
	{
		id: 16,
		tag_id: null,
		title: 'How can I get the most out of therapy?',
		description:
			'Share habits that help clients make progress, such as honesty about what is and is not working, and reflecting between sessions.',
	},
	{
		id: 17,
		tag_id: null,
		title: 'Do you give homework between sessions?',
		description:
			'Explain whether you suggest practice between sessions, what that usually looks like, and how you tailor it to each client.',
	},
	{
		id: 18,
		tag_id: null,
		title: "What happens if therapy doesn't seem to be working?",
		description:
			'Describe how you check in on progress, how you adjust your approach, and how you help a client find a better fit if needed.',
	},
	{
		id: 121,
		tag_id: null,
		title: 'Is it normal to feel worse before I feel better?',
		description:
			'Explain why therapy can stir things up at first, how you pace the work so it stays manageable, and when a rough patch is a sign to adjust course.',
	},
	{
		id: 122,
		tag_id: null,
		title: "Can I tell you if something in a session didn't sit right with me?",
		description:
			'Describe how you welcome honest feedback, including criticism, and how talking it through can strengthen your work together.',
	},
	{
		id: 125,
		tag_id: null,
		title: 'How do you work with someone who had a bad experience with therapy before?',
		description:
			"Describe how you listen to what went wrong, rebuild trust at the client's pace and make sure this time feels different.",
	},
	{
		id: 19,
		tag_id: null,
		title: 'How do you handle a crisis between sessions?',
		description:
			'Explain your availability between sessions and what clients should do in an emergency, including calling or texting 988 or calling 911.',
	},
	{
		id: 20,
		tag_id: null,
		title: 'How do you bring culture and identity into therapy?',
		description:
			"Describe how you make room for a client's background, values and identity, and how you handle differences between you and your clients.",
	},
	{
		id: 21,
		tag_id: null,
		title: 'How do you take care of your own mental health?',
		description: 'Share how you look after yourself so you can be fully present for your clients.',
	},
	{
		id: 22,
		tag_id: null,
		title: 'What do you wish more people knew about therapy?',
		description: 'Share a misconception you often hear and what you would like people to understand instead.',
	},
	{
		id: 23,
		tag_id: null,
		title: 'How do we know when therapy is finished?',
		description:
			'Explain how you and a client decide together when to end or pause therapy, and how you plan for that ending.',
	},
	{
		id: 124,
		tag_id: null,
		title: 'Can I take a break from therapy and come back later?',
		description:
			'Describe how pausing or ending works with you, how to leave the door open, and what coming back after time away usually looks like.',
	},

	// ── Specialties ────────────────────────────────────────────────────────────────────────────────────
	{
		id: 24,
		tag_id: tagIdOf('anxiety'),
		title: 'How do you help clients with anxiety?',
		description:
			'Describe how you work with worry, panic or fear, and the tools clients usually take away from sessions with you.',
	},
	{
		id: 25,
		tag_id: tagIdOf('anxiety'),
		title: 'What is the difference between everyday worry and an anxiety disorder?',
		description:
			'Help readers recognize when anxiety has started to limit their life, and why that is a good time to reach out.',
	},
	{
		id: 26,
		tag_id: tagIdOf('anxiety'),
		title: 'What can I do in the moment when anxiety feels overwhelming?',
		description: 'Share one or two simple, practical techniques a reader could try today.',
	},
	{
		id: 27,
		tag_id: tagIdOf('depression'),
		title: 'How do you help clients with depression?',
		description:
			'Describe how you support clients who feel low, hopeless or unmotivated, and what progress often looks like in your work together.',
	},
	{
		id: 28,
		tag_id: tagIdOf('depression'),
		title: 'How can I tell if I am depressed or just going through a rough patch?',
		description:
			'Explain common signs that low mood has become more than a bad week, and encourage readers to seek support.',
	},
	{
		id: 29,
		tag_id: tagIdOf('depression'),
		title: 'What small steps can help on a hard day with depression?',
		description: 'Offer gentle, realistic suggestions for days when everything feels like too much.',
	},
	{
		id: 30,
		tag_id: tagIdOf('trauma-and-ptsd'),
		title: 'How do you help clients heal from trauma?',
		description:
			'Describe how you build safety and trust, the approaches you use, and how you pace trauma work with each client.',
	},
	{
		id: 31,
		tag_id: tagIdOf('trauma-and-ptsd'),
		title: 'Do I have to talk about every detail of my trauma to heal?',
		description:
			'Explain how much clients need to share, how you keep them in control of the pace, and what healing can look like.',
	},
	{
		id: 32,
		tag_id: tagIdOf('trauma-and-ptsd'),
		title: 'How do I know if what happened to me counts as trauma?',
		description:
			'Help readers understand that trauma is about the impact of an experience, not only how big it looks from the outside.',
	},
	{
		id: 132,
		tag_id: tagIdOf('dissociative-disorders-did'),
		title: 'What is dissociation, and how do you help clients who experience it?',
		description:
			'Describe in plain language what dissociation can feel like, from feeling detached or losing time to dissociative identity, and how you build safety and grounding first.',
	},
	{
		id: 33,
		tag_id: tagIdOf('adhd'),
		title: 'How do you help clients with ADHD?',
		description:
			'Describe how you help children, teens or adults with ADHD manage focus, organization and emotions, and how you work alongside other providers.',
	},
	{
		id: 126,
		tag_id: tagIdOf('adhd'),
		title: 'Is it possible to have ADHD and not find out until adulthood?',
		description:
			'Explain why ADHD is often missed in childhood, especially in girls and women, what an adult assessment involves, and how a late diagnosis can bring relief and new tools.',
	},
	{
		id: 34,
		tag_id: tagIdOf('grief'),
		title: 'How can therapy help with grief?',
		description:
			'Describe how you support clients after the loss of a loved one, or other losses, and what grief work with you looks like.',
	},
	{
		id: 35,
		tag_id: tagIdOf('grief'),
		title: 'Is there a right way to grieve?',
		description:
			'Share what you want grieving people to know about the many different ways grief can show up, and how long it can last.',
	},
	{
		id: 36,
		tag_id: tagIdOf('relationship-issues'),
		title: 'How do you help clients with relationship issues?',
		description:
			'Describe how you work with relationship patterns, conflict or communication, whether clients come alone or with a partner.',
	},
	{
		id: 127,
		tag_id: tagIdOf('relationship-issues'),
		title: "Can therapy help my relationship if my partner won't come?",
		description:
			'Explain what a client can change on their own, how individual work can shift a relationship, and how you might invite a reluctant partner later on.',
	},
	{
		id: 37,
		tag_id: tagIdOf('marital-and-premarital'),
		title: 'Why should couples consider premarital counseling?',
		description:
			'Explain what couples explore in premarital counseling with you and how it can help them start marriage on solid ground.',
	},
	{
		id: 38,
		tag_id: tagIdOf('infidelity'),
		title: 'Can a relationship recover from infidelity?',
		description:
			'Describe how you help couples after an affair, whether they choose to rebuild trust or to separate.',
	},
	{
		id: 39,
		tag_id: tagIdOf('stress'),
		title: 'How can I manage stress before it turns into burnout?',
		description:
			'Share early warning signs of burnout and practical ways you help clients manage stress at work and at home.',
	},
	{
		id: 40,
		tag_id: tagIdOf('self-esteem'),
		title: 'How do you help clients build self-esteem?',
		description:
			'Describe how you help clients quiet a harsh inner critic and build a kinder, more realistic view of themselves.',
	},
	{
		id: 41,
		tag_id: tagIdOf('eating-disorders'),
		title: 'How do you support clients with eating disorders?',
		description:
			'Describe your approach to eating disorders and disordered eating, and how you coordinate with doctors and dietitians.',
	},
	{
		id: 150,
		tag_id: tagIdOf('weight-loss'),
		title: 'How can therapy help with emotional eating and weight concerns?',
		description:
			'Describe how you explore the feelings and habits around eating and body image, focus on health and self-respect rather than shame, and coordinate with medical providers when needed.',
	},
	{
		id: 42,
		tag_id: tagIdOf('addiction'),
		title: 'How do you help clients with addiction?',
		description:
			'Describe how you meet clients where they are, whether their goal is reducing use or stopping, and how you support recovery.',
	},
	{
		id: 43,
		tag_id: tagIdOf('alcohol-use'),
		title: 'How do I know if my drinking has become a problem?',
		description:
			'Describe signs that drinking is affecting health, relationships or work, and what a first conversation with you would look like.',
	},
	{
		id: 44,
		tag_id: tagIdOf('substance-use'),
		title: 'How can I support a loved one who is struggling with substance use?',
		description:
			'Offer guidance for family members and partners, including how to look after themselves while helping someone else.',
	},
	{
		id: 133,
		tag_id: tagIdOf('drug-abuse'),
		title: 'Do I need rehab, or can weekly therapy be enough?',
		description:
			'Explain the different levels of care, from outpatient sessions to intensive programs and medically supervised detox, and how you help clients safely work out what fits their situation.',
	},
	{
		id: 134,
		tag_id: tagIdOf('dual-diagnosis'),
		title: 'How do you treat substance use and mental health concerns together?',
		description:
			'Explain why drinking or drug use and conditions like depression or anxiety often feed each other, and how you address both at the same time rather than one after the other.',
	},
	{
		id: 135,
		tag_id: tagIdOf('gambling'),
		title: 'When does gambling stop being fun and become a problem?',
		description:
			'Describe warning signs such as chasing losses, hiding bets or borrowing money, and how you help clients and families with both the urges and the financial fallout.',
	},
	{
		id: 146,
		tag_id: tagIdOf('sexual-addiction'),
		title: 'How do you help clients whose sexual behavior feels out of control?',
		description:
			'Describe your non-judgmental approach to compulsive sexual behavior or pornography use, how you explore what drives it, and how you support partners who are affected.',
	},
	{
		id: 45,
		tag_id: tagIdOf('parenting'),
		title: 'What parenting challenges do you help with?',
		description:
			'Describe the parenting concerns you see most often and how you help parents feel more confident and connected to their children.',
	},
	{
		id: 46,
		tag_id: tagIdOf('child-or-adolescent'),
		title: 'How do I know if my child or teen needs therapy?',
		description:
			"Describe signs parents can watch for, and how you involve parents while protecting a young client's trust.",
	},
	{
		id: 130,
		tag_id: tagIdOf('behavioral-issues'),
		title: "How do you help when a child's behavior feels out of control?",
		description:
			'Describe how you look for what the behavior is communicating, how you work with parents on calm and consistent responses, and what change usually looks like.',
	},
	{
		id: 142,
		tag_id: tagIdOf('oppositional-defiance-odd'),
		title: 'How do you help families when a child argues with every rule?',
		description:
			'Describe how you help parents step out of power struggles, respond consistently and rebuild a warmer relationship with a defiant child.',
	},
	{
		id: 143,
		tag_id: tagIdOf('peer-relationships'),
		title: 'How do you help clients who struggle to make or keep friends?',
		description:
			'Describe how you help children, teens or adults with shyness, social conflict, bullying or loneliness, and the social skills you practice together.',
	},
	{
		id: 47,
		tag_id: tagIdOf('lgbtq'),
		title: 'How do you create an affirming space for LGBTQ+ clients?',
		description:
			'Describe your training and experience with LGBTQ+ clients and how you make sure they feel safe and understood.',
	},
	{
		id: 129,
		tag_id: tagIdOf('lgbtq'),
		title: 'How can I support my child after they come out?',
		description:
			'Offer guidance to parents and family members on listening well, handling their own feelings and helping an LGBTQ+ young person feel loved and safe.',
	},
	{
		id: 48,
		tag_id: tagIdOf('transgender'),
		title: 'How do you support transgender and nonbinary clients?',
		description:
			'Describe how you support clients exploring gender identity, including help with transition, family and everyday challenges.',
	},
	{
		id: 49,
		tag_id: tagIdOf('obsessive-compulsive-ocd'),
		title: 'How do you help clients with OCD?',
		description:
			'Explain how you work with intrusive thoughts and compulsions, and the evidence-based approaches you use.',
	},
	{
		id: 128,
		tag_id: tagIdOf('obsessive-compulsive-ocd'),
		title: 'Do my unwanted, disturbing thoughts say something about who I am?',
		description:
			'Explain that intrusive thoughts are common, how OCD can make them feel urgent and meaningful, and how therapy helps clients stop fighting them.',
	},
	{
		id: 136,
		tag_id: tagIdOf('hoarding'),
		title: 'How do you help someone who finds it very hard to let go of things?',
		description:
			'Describe your respectful, step-by-step approach to hoarding, how you work with the feelings attached to belongings, and how family members can help without forcing a clean-out.',
	},
	{
		id: 50,
		tag_id: tagIdOf('bipolar-disorder'),
		title: 'How do you support clients living with bipolar disorder?',
		description:
			'Describe how therapy with you complements medical care, and the skills you help clients build to manage mood changes.',
	},
	{
		id: 140,
		tag_id: tagIdOf('mood-disorders'),
		title: 'How do you help clients whose moods feel hard to predict or control?',
		description:
			'Describe how you help clients understand their mood patterns, spot early warning signs, and build routines and skills that keep life steadier.',
	},
	{
		id: 145,
		tag_id: tagIdOf('psychosis'),
		title: 'How do you support clients who hear voices or have unusual experiences?',
		description:
			'Describe how you work with psychosis alongside psychiatric care and families, how you talk about these experiences without judgment, and what to do if someone needs urgent help.',
	},
	{
		id: 139,
		tag_id: tagIdOf('medication-management'),
		title: 'What happens in a medication management appointment?',
		description:
			"Explain what you review in these visits, such as benefits, side effects and dose changes, how often they happen, and how you coordinate with a client's therapist or doctor.",
	},
	{
		id: 51,
		tag_id: tagIdOf('life-transitions'),
		title: 'How can therapy help during a major life transition?',
		description:
			'Describe how you support clients through changes such as a move, a new job, retirement or becoming a parent.',
	},
	{
		id: 52,
		tag_id: tagIdOf('divorce'),
		title: 'How can therapy help me through a divorce or breakup?',
		description:
			'Describe how you help clients cope with the end of a relationship, co-parenting and building a new life afterwards.',
	},
	{
		id: 53,
		tag_id: tagIdOf('anger-management'),
		title: 'How do you help clients manage anger?',
		description:
			'Explain how you help clients understand what sits under their anger and respond in ways they feel better about.',
	},
	{
		id: 54,
		tag_id: tagIdOf('sleep-or-insomnia'),
		title: 'How can therapy help with sleep problems?',
		description:
			'Describe how you work with insomnia and racing thoughts at night, including any structured sleep approaches you use.',
	},
	{
		id: 55,
		tag_id: tagIdOf('pregnancy-prenatal-postpartum'),
		title: 'How do you support parents during pregnancy and after birth?',
		description:
			'Describe how you help with prenatal anxiety, postpartum depression and the adjustment to life with a new baby.',
	},
	{
		id: 56,
		tag_id: tagIdOf('career-counseling'),
		title: 'How can therapy help with career decisions or work stress?',
		description:
			'Describe how you help clients who feel stuck, burned out or unsure about their next step at work.',
	},
	{
		id: 138,
		tag_id: tagIdOf('life-coaching'),
		title: 'What is the difference between life coaching and therapy?',
		description:
			'Explain how coaching focuses on goals and the future, when someone might need therapy instead or as well, and how you make clear which one you are offering.',
	},
	{
		id: 57,
		tag_id: tagIdOf('codependency'),
		title: 'What is codependency, and how can therapy help?',
		description:
			'Explain codependency in plain language and how you help clients set boundaries and care for their own needs.',
	},
	{
		id: 58,
		tag_id: tagIdOf('chronic-illness'),
		title: 'How can therapy help when living with chronic illness or pain?',
		description:
			'Describe how you support clients coping with ongoing health conditions, including grief, stress and changes in daily life.',
	},
	{
		id: 131,
		tag_id: tagIdOf('chronic-pain'),
		title: 'If my pain is physical, how can therapy help?',
		description:
			'Explain how stress, sleep and mood interact with pain, make clear that a referral to therapy does not mean the pain is imagined, and describe the skills you teach.',
	},
	{
		id: 148,
		tag_id: tagIdOf('traumatic-brain-injury-tbi'),
		title: 'How can therapy help after a brain injury?',
		description:
			'Describe how you support clients and families with changes in memory, mood, focus or sense of self after a head injury, and how you work alongside the medical and rehabilitation team.',
	},
	{
		id: 59,
		tag_id: tagIdOf('family-conflict'),
		title: 'How do you help families in conflict?',
		description:
			'Describe how you help family members communicate, understand each other and work through long-standing tension.',
	},
	{
		id: 60,
		tag_id: tagIdOf('domestic-abuse'),
		title: 'How do you support someone in or leaving an abusive relationship?',
		description:
			'Describe how you prioritize safety, support clients at their own pace, and help them heal after abuse.',
	},
	{
		id: 61,
		tag_id: tagIdOf('sexual-abuse'),
		title: 'How do you support survivors of sexual abuse or assault?',
		description:
			'Describe how you create safety and choice in therapy, and what healing can look like for survivors.',
	},
	{
		id: 62,
		tag_id: tagIdOf('self-harming'),
		title: 'How do you work with clients who self-harm?',
		description:
			'Describe your compassionate, non-judgmental approach to self-harm and the other coping skills you help clients build.',
	},
	{
		id: 63,
		tag_id: tagIdOf('suicidal-ideation'),
		title: 'How do you work with clients who have thoughts of suicide?',
		description:
			'Explain how you talk openly and safely about suicidal thoughts, how you plan for safety, and remind readers that 988 is available by call or text.',
	},
	{
		id: 64,
		tag_id: tagIdOf('veterans'),
		title: 'How do you support veterans and military families?',
		description:
			'Describe your experience with military culture, deployment, transition to civilian life and the challenges families face.',
	},
	{
		id: 65,
		tag_id: tagIdOf('first-responders'),
		title: 'How do you support first responders?',
		description:
			'Describe how you help police officers, firefighters, paramedics and other first responders with job stress and critical incidents.',
	},
	{
		id: 66,
		tag_id: tagIdOf('mens-issues'),
		title: 'Why can it be hard for men to start therapy?',
		description:
			'Share what you have learned about the barriers men face in seeking help and how you make therapy feel approachable.',
	},
	{
		id: 67,
		tag_id: tagIdOf('womens-issues'),
		title: "What women's issues do you help clients with?",
		description:
			'Describe the concerns you see most often with women clients, from life stages and relationships to work and identity.',
	},
	{
		id: 68,
		tag_id: tagIdOf('racial-identity'),
		title: 'How do you address racial identity and racism in therapy?',
		description:
			'Describe how you make space for clients to talk about race, identity and experiences of discrimination.',
	},
	{
		id: 69,
		tag_id: tagIdOf('spirituality'),
		title: 'How do you bring spirituality or faith into therapy?',
		description:
			"Explain whether and how you include a client's faith or spiritual life in your work, always led by the client.",
	},
	{
		id: 70,
		tag_id: tagIdOf('coping-skills'),
		title: 'What coping skills do you teach most often?',
		description:
			'Describe one or two coping skills you find most helpful and how clients can start practicing them.',
	},
	{
		id: 71,
		tag_id: tagIdOf('autism'),
		title: 'How do you support autistic clients and their families?',
		description:
			"Describe how you adapt therapy for autistic clients of different ages, and how you respect each person's strengths and needs.",
	},
	{
		id: 137,
		tag_id: tagIdOf('intellectual-disability'),
		title: 'How do you adapt therapy for people with intellectual disabilities?',
		description:
			'Describe how you adjust your language, pace and tools, how you involve caregivers or support staff, and how you keep the client at the center of decisions.',
	},
	{
		id: 72,
		tag_id: tagIdOf('borderline-personality-bpd'),
		title: 'How do you help clients with borderline personality disorder?',
		description:
			'Describe how you work with intense emotions and relationship difficulties, and the approaches you use.',
	},
	{
		id: 144,
		tag_id: tagIdOf('personality-disorders'),
		title: 'What does it mean to have a personality disorder, and can it change?',
		description:
			'Explain the term in plain, non-stigmatizing language, describe the long-standing patterns it refers to, and share why you are hopeful about treatment.',
	},
	{
		id: 141,
		tag_id: tagIdOf('narcissistic-personality-npd'),
		title: 'How do you help clients hurt by a narcissistic parent or partner?',
		description:
			'Describe how you help clients make sense of manipulation or constant criticism, trust their own judgment again and set boundaries, and how you also work with people who recognize these traits in themselves.',
	},
	{
		id: 73,
		tag_id: tagIdOf('geriatric-and-seniors'),
		title: 'How can therapy help older adults?',
		description:
			'Describe how you support older clients with life changes, loss, health concerns, loneliness or caregiving.',
	},
	{
		id: 74,
		tag_id: tagIdOf('infertility'),
		title: 'How do you support clients going through infertility?',
		description:
			'Describe how you help individuals and couples with the stress, grief and decisions that can come with infertility.',
	},
	{
		id: 75,
		tag_id: tagIdOf('open-relationships-non-monogamy'),
		title: 'How do you work with clients in open or non-monogamous relationships?',
		description:
			'Describe how you offer non-judgmental support around communication, agreements and jealousy in non-monogamous relationships.',
	},
	{
		id: 76,
		tag_id: tagIdOf('sex-therapy'),
		title: 'What is sex therapy like?',
		description:
			'Explain what sex therapy involves (talk therapy only), the concerns you help with, and how you keep sessions comfortable.',
	},
	{
		id: 77,
		tag_id: tagIdOf('school-issues'),
		title: 'How do you help students struggling at school?',
		description:
			'Describe how you help with academic pressure, motivation, bullying or school avoidance, and how you work with parents and schools.',
	},
	{
		id: 147,
		tag_id: tagIdOf('testing-and-evaluation'),
		title: 'What happens during a psychological evaluation?',
		description:
			'Walk readers through an assessment with you, from the interviews and tests involved to how long it takes and how you explain the results and recommendations.',
	},
	{
		id: 78,
		tag_id: tagIdOf('internet-addiction'),
		title: 'How can I tell if screen time has become a problem?',
		description:
			'Describe signs that gaming, social media or internet use is getting in the way of life, and how you help clients find balance.',
	},
	{
		id: 149,
		tag_id: tagIdOf('video-game-addiction'),
		title: 'How do you help gamers cut back without giving up something they love?',
		description:
			'Describe how you help clients or families notice when gaming crowds out sleep, school, work or relationships, and how you agree on realistic limits together.',
	},
	{
		id: 79,
		tag_id: tagIdOf('dementia'),
		title: 'How do you support families caring for someone with dementia?',
		description:
			'Describe how you help caregivers with stress, grief and difficult decisions while caring for a loved one.',
	},
	{
		id: 80,
		tag_id: tagIdOf('adoption'),
		title: 'How do you support people touched by adoption?',
		description:
			'Describe how you work with adoptees, adoptive parents or birth parents, and the themes that often come up.',
	},
	{
		id: 81,
		tag_id: tagIdOf('sports-performance'),
		title: 'How can therapy help athletes perform at their best?',
		description:
			'Describe how you help athletes with pressure, confidence, focus, injury recovery and life beyond sport.',
	},

	// ── Approaches ─────────────────────────────────────────────────────────────────────────────────────
	{
		id: 82,
		tag_id: tagIdOf('cognitive-behavioral-cbt'),
		title: 'How does Cognitive Behavioral Therapy (CBT) work?',
		description:
			'Explain in plain language how thoughts, feelings and behaviors connect, and how you use CBT to help clients make changes.',
	},
	{
		id: 83,
		tag_id: tagIdOf('cognitive-behavioral-cbt'),
		title: 'What does a typical CBT session look like?',
		description:
			'Walk readers through the structure of a CBT session with you, including any practice between sessions.',
	},
	{
		id: 84,
		tag_id: tagIdOf('cognitive-behavioral-cbt'),
		title: 'What kinds of problems can CBT help with?',
		description:
			'Describe the concerns you most often treat with CBT and who might benefit from a different approach.',
	},
	{
		id: 85,
		tag_id: tagIdOf('emdr'),
		title: 'What is EMDR, and what is a session like?',
		description:
			'Explain EMDR in plain language, how you prepare clients before processing begins, and what they may notice during and after sessions.',
	},
	{
		id: 86,
		tag_id: tagIdOf('dialectical-dbt'),
		title: 'What is DBT, and who is it for?',
		description:
			'Explain the core DBT skills, such as distress tolerance and emotion regulation, and how you teach them.',
	},
	{
		id: 87,
		tag_id: tagIdOf('acceptance-and-commitment-act'),
		title: 'How do you use Acceptance and Commitment Therapy (ACT)?',
		description:
			'Explain how ACT helps clients make room for difficult thoughts and feelings while moving toward what matters to them.',
	},
	{
		id: 88,
		tag_id: tagIdOf('mindfulness-based-mbct'),
		title: 'How do you use mindfulness in therapy?',
		description:
			'Describe how you bring mindfulness into sessions and how clients can practice it in daily life, even without prior experience.',
	},
	{
		id: 89,
		tag_id: tagIdOf('psychodynamic'),
		title: 'How does psychodynamic therapy work?',
		description:
			'Explain how exploring past experiences and recurring patterns can help clients understand and change the present.',
	},
	{
		id: 158,
		tag_id: tagIdOf('psychoanalytic'),
		title: 'How is psychoanalytic therapy different from other talk therapy?',
		description:
			'Explain how you use free association, more frequent sessions and the relationship with you to understand unconscious patterns, and who tends to benefit from this deeper work.',
	},
	{
		id: 156,
		tag_id: tagIdOf('jungian'),
		title: 'What is Jungian therapy, and do you work with dreams?',
		description:
			'Explain the main ideas of Jungian therapy in plain language, such as symbols and the unconscious, and how you use dreams or images in sessions.',
	},
	{
		id: 90,
		tag_id: tagIdOf('internal-family-systems-ifs'),
		title: 'What is Internal Family Systems (IFS) therapy?',
		description: 'Explain the idea of "parts" in plain language and what an IFS session with you feels like.',
	},
	{
		id: 91,
		tag_id: tagIdOf('gottman-method'),
		title: 'How do you use the Gottman Method with couples?',
		description:
			'Describe how you assess a relationship and the practical tools you teach couples for conflict, friendship and trust.',
	},
	{
		id: 92,
		tag_id: tagIdOf('emotionally-focused'),
		title: 'How does Emotionally Focused Therapy help couples?',
		description:
			'Explain how EFT helps partners understand the emotional cycle behind their conflicts and build a more secure bond.',
	},
	{
		id: 154,
		tag_id: tagIdOf('imago'),
		title: 'What is Imago Relationship Therapy, and what is an Imago dialogue?',
		description:
			"Explain how Imago links partners' frustrations to earlier experiences, and walk readers through the structured way you help couples listen and respond to each other.",
	},
	{
		id: 93,
		tag_id: tagIdOf('cognitive-processing-cpt'),
		title: 'How does Cognitive Processing Therapy (CPT) help with trauma?',
		description: 'Explain how CPT works, how long it usually takes, and what clients do between sessions.',
	},
	{
		id: 94,
		tag_id: tagIdOf('exposure-response-prevention-erp'),
		title: 'What is Exposure and Response Prevention (ERP) like?',
		description:
			'Explain how ERP works for OCD and anxiety, and how you and the client set the pace together so it feels manageable.',
	},
	{
		id: 95,
		tag_id: tagIdOf('prolonged-exposure-therapy'),
		title: 'What is Prolonged Exposure therapy for PTSD?',
		description:
			'Explain how Prolonged Exposure works, what sessions involve and how you support clients through it.',
	},
	{
		id: 96,
		tag_id: tagIdOf('somatic'),
		title: 'What is somatic therapy?',
		description:
			'Explain how you work with the body and physical sensations in therapy, and what a session with you might include.',
	},
	{
		id: 160,
		tag_id: tagIdOf('biofeedback'),
		title: 'What is biofeedback, and what does a session involve?',
		description:
			'Explain how sensors show signals like heart rate, breathing or muscle tension, and how clients learn to change them to ease stress, pain or anxiety.',
	},
	{
		id: 97,
		tag_id: tagIdOf('motivational-interviewing'),
		title: 'How do you use Motivational Interviewing?',
		description:
			'Explain how you help clients explore mixed feelings about change and find their own reasons and motivation.',
	},
	{
		id: 98,
		tag_id: tagIdOf('solution-focused-brief-sfbt'),
		title: 'What is Solution-Focused Brief Therapy?',
		description:
			'Explain how SFBT focuses on goals and what is already working, and who tends to benefit from shorter-term work.',
	},
	{
		id: 162,
		tag_id: tagIdOf('positive-psychology'),
		title: 'How is positive psychology different from just thinking positively?',
		description:
			'Explain how you help clients build on strengths, gratitude and meaning without brushing aside real pain, and share one practice you often suggest.',
	},
	{
		id: 99,
		tag_id: tagIdOf('narrative'),
		title: 'What is narrative therapy?',
		description:
			'Explain how you help clients separate themselves from their problems and retell their stories in ways that feel truer to them.',
	},
	{
		id: 100,
		tag_id: tagIdOf('person-centered'),
		title: 'What does a person-centered approach mean in your practice?',
		description: 'Describe how you let the client lead, and how empathy and acceptance shape your sessions.',
	},
	{
		id: 153,
		tag_id: tagIdOf('humanistic'),
		title: 'What does a humanistic approach mean for how you see clients?',
		description:
			'Explain how you see each client as whole, capable and growing, and how that belief shapes the way you listen and respond.',
	},
	{
		id: 151,
		tag_id: tagIdOf('existential'),
		title: 'How does existential therapy help with questions of meaning and purpose?',
		description:
			'Explain how you explore themes like freedom, choice, loneliness and mortality with clients, and why facing these questions can feel freeing rather than heavy.',
	},
	{
		id: 152,
		tag_id: tagIdOf('gestalt'),
		title: 'What is Gestalt therapy like in practice?',
		description:
			'Explain how you focus on what a client is feeling and noticing right now, and describe an experiment you might use in a session, such as the empty chair.',
	},
	{
		id: 101,
		tag_id: tagIdOf('attachment-based'),
		title: 'How do early attachments shape our relationships today?',
		description:
			'Explain attachment in plain language and how you use it to help clients understand and change relationship patterns.',
	},
	{
		id: 155,
		tag_id: tagIdOf('interpersonal'),
		title: 'How does Interpersonal Therapy (IPT) connect mood and relationships?',
		description:
			'Explain how IPT focuses on current relationships, roles and life changes, and what a typical short course of IPT looks like with you.',
	},
	{
		id: 102,
		tag_id: tagIdOf('family-systems'),
		title: 'How do you use a family systems approach?',
		description:
			'Explain how looking at family roles and patterns can help, whether clients come alone or with family members.',
	},
	{
		id: 103,
		tag_id: tagIdOf('play-therapy'),
		title: 'How does play therapy help children?',
		description:
			'Explain how children express themselves through play, what a session looks like, and how you keep parents involved.',
	},
	{
		id: 159,
		tag_id: tagIdOf('sandplay'),
		title: 'What happens in sandplay therapy?',
		description:
			'Describe how clients build scenes with sand and small figures, what those scenes can show without words, and why the method suits children and adults alike.',
	},
	{
		id: 157,
		tag_id: tagIdOf('parent-child-interaction-pcit'),
		title: 'What happens in Parent-Child Interaction Therapy (PCIT)?',
		description:
			'Explain how you coach parents live while they play with their child, often through an earpiece, and how the skills they practice ease difficult behavior at home.',
	},
	{
		id: 104,
		tag_id: tagIdOf('art-therapy'),
		title: 'What happens in art therapy, and do I need to be artistic?',
		description:
			'Explain how you use art-making in therapy and reassure readers that no artistic skill is needed.',
	},
	{
		id: 105,
		tag_id: tagIdOf('culturally-sensitive'),
		title: 'What does culturally sensitive therapy mean to you?',
		description:
			"Describe how you learn about and respect each client's culture, and how you adapt your approach to fit it.",
	},
	{
		id: 161,
		tag_id: tagIdOf('feminist'),
		title: 'What is feminist therapy, and is it only for women?',
		description:
			"Explain how you look at the role of power, gender and social pressures in clients' struggles, and make clear who can benefit from this approach.",
	},
	{
		id: 106,
		tag_id: tagIdOf('integrative'),
		title: 'What does an integrative approach look like in your sessions?',
		description:
			'Explain how you combine different therapy methods and how you choose what fits each client.',
	},
	{
		id: 107,
		tag_id: tagIdOf('trauma-focused'),
		title: 'What makes therapy trauma-focused?',
		description:
			'Explain how trauma-focused therapy differs from general talk therapy, and how you keep clients feeling safe and in control.',
	},
	{
		id: 108,
		tag_id: tagIdOf('hypnotherapy'),
		title: 'What is hypnotherapy really like?',
		description:
			'Clear up common myths about hypnosis, explain what clients experience in a session, and what you use it for.',
	},
]

export const QUESTIONS: readonly QuestionSeed[] = QUESTION_DRAFTS.map((draft, index) => ({
	...draft,
	position: index,
	is_deprecating: draft.is_deprecating ?? false,
}))

/** Fails loudly at import time if ids repeat or a general post does not point at a General question. */
function assertConsistent(): void {
	const ids = new Set<number>()
	for (const q of QUESTIONS) {
		if (ids.has(q.id)) throw new Error(`questions.ts: duplicate question id ${q.id}`)
		ids.add(q.id)
	}
	for (const post of POSTS) {
		if (post.question_id === null) continue
		const question = QUESTIONS.find((q) => q.id === post.question_id)
		if (!question || question.tag_id !== null) {
			throw new Error(`questions.ts: post '${post.slug}' must point at a General question`)
		}
	}
}

assertConsistent()
