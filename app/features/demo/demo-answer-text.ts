/**
 * Text templates for demo answers to the question bank: a lead per question, then paragraphs that
 * fit the question's kind. Placeholders are filled like the summaries' (demo-text.ts).
 */
import type { Tag } from '~/platform/reference/tags'
import { capitalize, fill, type PreparedText, tagPhrase } from './demo-text'
import type { Rng, Weighted } from './prng'

/**
 * The opening of an answer, written for each question of the bank (by question id). The questions
 * behind the "Ask Therapists" pages get several openings, since those pages list many answers together.
 */
const ANSWER_LEADS: Record<number, string | readonly string[]> = {
	1: [
		'I became a therapist because someone once listened to me at a time when I really needed it, and it changed the direction of my life. I wanted to offer other people that same experience of being taken seriously.',
		"I grew up in a family where feelings weren't talked about, and I saw what that silence cost the people I loved. Becoming a therapist was my way of helping others find words for what they carry, before it hardens into something heavier.",
		'I came to this work after an earlier career in {otherCareer}. I kept noticing that the part of the job I cared about most was the conversations with people who were struggling, so I went back to school and never looked back.',
		'Honestly, I became a therapist because I was fascinated by why people do what they do. I stayed because of the privilege of watching someone slowly become kinder to themselves.',
	],
	2: [
		"Be patient with yourself. The first few sessions can feel awkward, and that's completely normal. You don't need to know exactly what to say; a good therapist will help you find the words.",
		'Shop around a little. It is completely fine to have short calls with two or three therapists before choosing one. Feeling comfortable with the person matters more than any particular method.',
		"Write down a few notes before your first session: what's been hard lately, what you'd like to be different, and any questions you have. It takes the pressure off having to remember everything in the moment.",
	],
	3: [
		"We're human, and most of us got into this work because we genuinely care about people. We have bad days, favorite snacks and our own therapists. What we try to bring into the room is curiosity, patience and zero judgment.",
		'Most therapists I know are good listeners who are endlessly curious about people, and many of us have a surprisingly silly sense of humor. We are not mind readers, and we are definitely not judging you.',
		'Therapists are ordinary people with an unusual job: sitting with others through some of the hardest moments of their lives. The best ones I know are honest about their limits and keep learning throughout their careers.',
	],
	4: [
		"Therapy with me is a conversation, not an interrogation. I ask questions, I listen closely, and I share what I notice. Some sessions are light and practical; others go deep. You're always in charge of the pace.",
		"People often tell me therapy with me feels more relaxed than they expected. We talk, we sometimes laugh, and we get specific about what you want to change. I'll be honest with you, and I'll invite you to be honest with me.",
		'Sessions with me usually start with whatever is most alive for you that day. From there we connect it to the bigger patterns we are working on, and we end with something concrete to notice or try before we meet again.',
	],
	5: [
		'Teletherapy works a lot like meeting in an office: we talk face to face over a secure video connection, usually for about 50 minutes. Many of my clients appreciate skipping the commute and meeting from a space where they already feel safe.',
		'Research shows that video sessions can be just as effective as meeting in person for most concerns. All you need is a private space, headphones if others are home, and a reasonably steady internet connection.',
		'Online therapy removes a lot of barriers: travel time, childcare, mobility limits or living far from a specialist. I make sure our platform is secure and that we have a plan if the connection drops.',
	],
	6: "In a first session I mostly want to get to know you. We'll talk about what brings you in, your history and what you'd like to be different. I'll also explain how I work, answer your questions and go over confidentiality.",
	7: "Pay attention to how you feel after the first couple of sessions. Do you feel heard? Comfortable enough to be honest? The fit between client and therapist is one of the strongest predictors of progress, so it's worth taking seriously.",
	8: "If something has been weighing on you for a while, affecting your sleep, your relationships or your work, or if you simply feel you're not yourself, that's reason enough. You don't have to be in crisis to deserve support.",
	9: 'It depends on your goals. Some people come for a focused stretch of eight to twelve sessions to work on one concern; others stay longer to explore patterns that go back years. We will check in regularly about how it is going.',
	10: 'Most of my clients start with weekly sessions of about 50 minutes. Meeting every week helps us build momentum. As things improve, many people move to every other week and then to occasional check-ins.',
	11: "I try to be upfront about costs so there are no surprises. I'm happy to talk through fees, insurance and out-of-network reimbursement in a short call before we start, and I can provide a superbill if your plan allows it.",
	12: 'Yes, with a few important exceptions. What you share stays between us unless there is a risk of serious harm to you or someone else, or a legal requirement such as suspected abuse of a child or vulnerable adult. I go over this in detail at the start.',
	13: "That happens more than you might think, and it's okay. Sometimes the most useful sessions begin with 'I don't know where to start.' We can follow what comes up, look back at the week, or revisit a goal we set together.",
	14: 'A friend loves you and is part of your life, which means they have their own feelings about what you share. A therapist is trained to listen without an agenda, to notice patterns and to help you try new approaches, and the focus stays entirely on you.',
	15: 'I do my best work with {clients} who are curious about themselves and ready to try something new, even if they feel nervous about it. Much of my practice focuses on {specialties}.',
	16: 'Come as you are, and be as honest as you can, including about what is or is not working in therapy itself. The people who get the most out of it tend to bring what they notice between sessions back into the room.',
	17: "Sometimes, if it helps. Homework might be noticing a pattern, trying a new skill or simply writing a few lines before bed. It's never about grades; it's about carrying the work into your real life.",
	18: "Tell me. Honestly, it's one of the most useful things a client can say. We can look at what's getting in the way, adjust our approach, change the focus or, if it's right for you, I can help you find a better fit.",
	19: 'Between sessions you can leave me a message and I will respond as soon as I can, but I am not a crisis service. If you are in danger, call or text 988 (the Suicide and Crisis Lifeline) or 911. We will also make a safety plan together early on.',
	20: "Culture and identity shape how we experience stress, family, relationships and even what we think therapy is for. I ask about them directly and I'm open about my own background, because I want you to feel understood rather than explained.",
	21: 'I practice what I preach: I see my own therapist, protect my evenings, and make time for {hobby}. Caring for clients well requires caring for myself too.',
	22: "Therapy isn't only for emergencies. Plenty of people come in simply because they want to understand themselves better, improve a relationship or make a big decision with more clarity.",
	23: 'We usually know therapy is finishing when the goals that brought you in have been met and you feel confident handling what comes up on your own. I like to taper off gradually and leave the door open for a check-in later.',
	24: [
		'Anxiety is one of the most common concerns I work with, and one of the most treatable. I help clients understand the cycle of worry and avoidance that keeps anxiety going, and then we practice breaking it, one small step at a time.',
		'With anxiety, I start by helping clients understand what their body and mind are doing and why. Once anxiety makes sense, it becomes less frightening, and we can build skills to calm the body and gradually face what has been avoided.',
	],
	25: "Everyone worries. Worry becomes an anxiety disorder when it is hard to control, shows up most days, and starts shaping your choices: avoiding places, lying awake, or feeling on edge for no clear reason. That's when it's worth getting support.",
	26: "Start with your body. Slow your breathing, making the exhale longer than the inhale, and name five things you can see around you. Anxiety is uncomfortable but it is not dangerous, and it will pass, even when it feels like it won't.",
	27: [
		'Depression can make everything feel heavy, from getting out of bed to answering a text. I work with clients to understand what feeds their low mood, rebuild small routines that bring back energy, and gently challenge the harsh stories depression tells.',
		'When someone comes to me with depression, I first want to understand what it feels like for them, because it looks different for everyone. Then we work on small, doable steps and on the thoughts and circumstances that keep the heaviness in place.',
	],
	28: 'A rough patch usually lifts within a few weeks and you still enjoy some things along the way. Depression tends to linger: low mood or emptiness most days, losing interest in what you used to enjoy, changes in sleep or appetite, and trouble concentrating.',
	29: 'Make the day smaller. Pick one tiny thing to do, like a shower, a short walk or a text to a friend, and count it as a win. Get some daylight if you can, eat something, and be as kind to yourself as you would be to someone you love.',
	30: [
		'Healing from trauma starts with safety. Before we go anywhere near the painful memories, we work on feeling steadier in your body and your daily life. From there we can process what happened at a pace you choose.',
		'Trauma can leave the nervous system stuck in alarm long after the danger is over. My work with survivors focuses on restoring a sense of safety and control, then helping the mind and body file the memories as past rather than present.',
	],
	31: 'No. Many effective trauma therapies do not require you to retell every detail. What matters is that your nervous system learns the danger is over. You stay in control of what you share and when.',
	32: "If an experience overwhelmed your ability to cope and still affects you, through nightmares, feeling on guard, avoiding reminders or feeling numb, it counts. Trauma isn't a competition, and you don't need a 'big enough' event to deserve help.",
	33: 'With ADHD, I focus on both the practical and the emotional side. We build systems for time, tasks and focus that fit how your brain actually works, and we address the frustration and shame that often come from years of feeling misunderstood.',
	34: 'Grief can feel like a wave that knocks you over when you least expect it. Therapy gives you a place to feel it fully, make sense of the loss and find ways to carry your connection to the person forward.',
	35: "No. Grief doesn't follow neat stages or a timeline. Some people cry every day, others feel numb or even relieved, and many feel all of it in the same afternoon. All of it is part of grieving.",
	36: 'Relationship struggles usually come down to patterns: the same argument, the same distance, the same hurt. I help people see those patterns clearly, understand the needs underneath them and practice new ways of communicating.',
	37: 'Premarital counseling is like preventive care for your relationship. It gives you a structured space to talk about money, family, conflict, intimacy and expectations before they turn into problems.',
	38: 'Yes, many relationships do recover, and some grow stronger, although it takes time and commitment from both partners. Recovery usually involves honesty about what happened, rebuilding trust step by step and understanding what made the relationship vulnerable.',
	39: 'Notice the early signs: irritability, trouble sleeping, dreading Monday, feeling detached from work you used to care about. Protect recovery time as seriously as you protect deadlines, and look honestly at which demands you can renegotiate.',
	40: 'Low self-esteem is often built on an inner critic that learned its lines early. In therapy we get curious about where that voice came from, test its claims and practice a kinder, more accurate way of seeing yourself.',
	41: 'Eating disorders are serious and treatable. I work as part of a team, usually alongside a physician and a dietitian, and I focus on the thoughts and feelings that drive the eating behaviors as well as on rebuilding a peaceful relationship with food and your body.',
	42: 'Addiction is not a moral failing. I help clients understand what the substance or behavior does for them, build other ways to meet those needs, and plan for the moments that are hardest. Goals can range from cutting back to full sobriety.',
	43: "Ask yourself a few honest questions: Do you drink more than you planned? Have others expressed concern? Do you need a drink to relax or sleep? Has it caused problems at work or at home? If any of these ring true, it's worth talking about.",
	44: 'Take care of yourself first; you cannot pour from an empty cup. Set clear boundaries, avoid covering for the consequences, and express concern with love rather than shame. Support groups for families can make a big difference.',
	45: 'I help parents with everything from toddler tantrums to teen power struggles, co-parenting after separation and adjusting to a new baby. Often the goal is less about perfect techniques and more about staying connected while setting limits.',
	46: 'Watch for changes that last more than a few weeks: pulling away from friends, slipping grades, sleep or appetite changes, irritability or worries that get in the way of daily life. Trust your instinct; parents usually notice first.',
	47: "Affirming care starts before the first session, with intake forms that respect names and pronouns. In the room, I don't expect clients to educate me, and I understand that minority stress and family reactions are real factors in mental health.",
	48: 'I support transgender and nonbinary clients with whatever brings them in, which may or may not be about gender. When it is, I help with exploring identity, coming out, family dynamics and, when requested, letters for gender-affirming care.',
	49: 'OCD is very treatable with the right approach. The gold standard is Exposure and Response Prevention, where we gradually face the fears OCD focuses on while resisting the compulsions. It is challenging work, and I make sure it always happens at a pace you agree to.',
	50: 'Living with bipolar disorder means learning your own early warning signs and building routines that protect stability. I work alongside your prescriber and help with mood tracking, sleep, relationships and life after a diagnosis.',
	51: 'Even positive changes, such as a new job, a move or becoming a parent, can shake our sense of who we are. Therapy gives you a place to grieve what is ending, get curious about what is beginning and make choices that reflect your values.',
	52: 'A divorce or breakup touches everything: your identity, your finances, your friendships and, if you have kids, your parenting. Therapy gives you a steady place to process the loss, make clear decisions and start imagining what comes next.',
	53: 'Anger is a normal and often useful emotion. It becomes a problem when it comes out in ways that damage your relationships or leave you feeling out of control. We work on noticing the early signs and on what sits underneath, like hurt, fear or exhaustion.',
	54: 'Therapy can help a great deal with sleep. Cognitive Behavioral Therapy for Insomnia (CBT-I) is the first-line treatment for chronic insomnia, and it works by retraining the link between your bed and sleep and quieting the racing mind.',
	55: "Pregnancy and the first year after birth bring enormous changes, and up to one in five parents experiences anxiety or depression during this time. I offer a judgment-free space to talk about the hard parts, including the ones people don't usually say out loud.",
	56: 'Work takes up a huge part of our lives, so it makes sense that it affects our mental health. I help clients clarify their values, manage burnout, prepare for difficult conversations and make career decisions with more confidence.',
	57: "Codependency is a pattern of putting other people's needs, moods and problems ahead of your own, often to the point of losing yourself. In therapy we look at where that pattern started and practice boundaries that feel caring rather than cold.",
	58: 'Living with chronic illness or pain affects far more than the body. It can bring grief, isolation, frustration with the medical system and changes in identity. I help clients adjust, cope with flare-ups and build a meaningful life alongside their condition.',
	59: 'Family conflict often repeats the same script, with each person stuck in a familiar role. I help families slow those moments down so everyone can be heard, and I look at the patterns that keep the conflict going.',
	60: 'Your safety comes first. I help clients understand the dynamics of abuse, make safety plans and connect with advocates and resources. Whether you are staying, leaving or have left, you will not be judged.',
	61: "Survivors deserve care that puts them in control. We go at your pace, you decide what to share, and we start with stabilization and safety. Healing is possible, and it doesn't require you to forgive or to relive every detail.",
	62: 'Self-harm is usually a way of coping with overwhelming emotions, not an attempt to get attention. I respond with compassion rather than alarm, and together we build other ways to get through those intense moments while understanding what drives them.',
	63: 'I ask about suicidal thoughts directly, because talking about them openly is safer, not more dangerous. We work together on a safety plan, on reasons for living, and on the pain underneath. If you are in crisis right now, call or text 988.',
	64: 'Military life brings unique stressors: deployments, moves, injuries and the challenge of returning to civilian life. I work with service members, veterans and their families on trauma, transitions, relationships and the weight of what they carried.',
	65: 'First responders see things most people never will, and the culture often rewards pushing through. I offer a confidential space to decompress, process difficult calls and deal with stress before it turns into burnout or PTSD.',
	66: 'Many men were taught that asking for help is a weakness, or that the only acceptable emotion is anger. Therapy can feel unfamiliar at first, so I keep it practical and direct, and many men are surprised by how much lighter they feel.',
	67: 'I help women with issues that are often minimized: reproductive health, the mental load of caregiving, workplace bias, body image, relationships and life transitions like motherhood or menopause.',
	68: 'Racial identity and experiences of racism affect mental health in very real ways. I invite these conversations rather than waiting for clients to bring them up, and I work to understand the impact of both everyday slights and bigger harms.',
	69: "For many people, faith and spirituality are central sources of meaning and strength. If that's true for you, I'm glad to bring it into our work, whether you are deepening your beliefs, questioning them or healing from religious hurt.",
	70: 'The skills I teach most often are grounding through the senses, slow breathing, noticing and naming emotions, challenging unhelpful thoughts and scheduling small doses of things that bring joy or a sense of accomplishment.',
	71: 'I take a neurodiversity-affirming approach. The goal is not to make anyone less autistic but to help them thrive, which might mean working on anxiety, sensory needs, relationships or understanding a new diagnosis.',
	72: 'People with borderline personality disorder often feel emotions more intensely and for longer than others. Skills-based therapy such as DBT can be life-changing, and I combine those skills with a lot of validation and warmth.',
	73: 'Later life brings real changes: retirement, health concerns, loss of friends and partners, and questions about meaning and legacy. Therapy can help older adults grieve, adapt and find new purpose. It is never too late to start.',
	74: 'Infertility can be one of the loneliest experiences a person or couple goes through: the waiting, the medical decisions, the grief each month. I offer a place to feel it all and to protect your relationship along the way.',
	75: 'I work with clients in open, polyamorous and other consensually non-monogamous relationships without judgment. Common themes include communication, agreements, jealousy and navigating family or social reactions.',
	76: 'Sex therapy is talk therapy; nothing physical happens in sessions. We discuss concerns like desire differences, pain, performance anxiety or the effects of trauma, and I may suggest exercises to try privately at home.',
	77: 'School struggles are rarely about effort alone. Anxiety, learning differences, ADHD, social stress or trouble at home can all show up as slipping grades. I help students and parents figure out what is going on and work with schools when needed.',
	78: 'Screen time becomes a problem when it crowds out sleep, relationships, school or work, or when cutting back brings irritability or anxiety. The question is less about hours and more about whether it is still a choice.',
	79: 'Caring for someone with dementia is an act of love, and it is exhausting. I support caregivers with the grief of watching a loved one change, with family decisions and with finding help so that they do not burn out.',
	80: 'Adoption touches adoptees, birth parents and adoptive families in lifelong ways. I help clients explore questions of identity, loss and belonging, and support families as they talk openly about adoption at every age.',
	81: 'Athletes train their bodies for years, but the mental side often gets far less attention. I help with performance anxiety, focus, confidence after injury or failure, and balancing identity as an athlete with the rest of life.',
	82: [
		'Cognitive Behavioral Therapy is built on the idea that our thoughts, feelings and actions are connected. When we change one, the others shift too. In CBT we identify unhelpful thinking patterns and behaviors and practice alternatives.',
		'CBT is a practical, structured therapy. Together we look at the situations that trouble you, the automatic thoughts that pop up, and what you do next. Then we test new ways of thinking and acting, almost like small experiments.',
	],
	83: 'A typical CBT session starts with a quick check-in and setting an agenda. We review the skill you practiced during the week, work on a current problem using a specific tool, and agree on something to try before we meet again.',
	84: 'CBT has strong research support for anxiety, depression, panic, OCD, insomnia, PTSD and many other concerns. It works well for people who like structure, clear goals and practical tools they can use between sessions.',
	85: 'EMDR, or Eye Movement Desensitization and Reprocessing, helps the brain reprocess distressing memories so they feel less charged. In a session, you briefly hold a memory in mind while following bilateral stimulation, such as eye movements or tapping.',
	86: 'Dialectical Behavior Therapy teaches four sets of skills: mindfulness, distress tolerance, emotion regulation and interpersonal effectiveness. It was developed for people who feel emotions intensely, and it helps anyone who wants more steadiness.',
	87: "ACT helps you stop fighting your thoughts and feelings and instead make room for them while moving toward what matters to you. Rather than asking 'How do I get rid of this feeling?', we ask 'What do I want my life to be about?'",
	88: 'Mindfulness means paying attention to the present moment on purpose and without judgment. In therapy we practice it in small ways, such as noticing your breath or naming a feeling, so that you can step out of autopilot when it matters.',
	89: 'Psychodynamic therapy looks at how past experiences and patterns outside our awareness shape the way we feel and relate today. Through our conversations and our relationship in the room, those patterns become visible and easier to change.',
	90: "Internal Family Systems sees the mind as made up of different 'parts': the critic, the people-pleaser, the part that wants to hide. Rather than fighting them, we get to know them with curiosity, and underneath them all is a calm, compassionate Self.",
	91: 'The Gottman Method is based on decades of research with thousands of couples. We start with an assessment, then work on building friendship, managing conflict constructively and creating shared meaning.',
	92: 'Emotionally Focused Therapy helps couples see that the real enemy is the negative cycle they get caught in, not each other. We slow down those moments to uncover the needs for connection underneath and create new, safer ways of reaching for each other.',
	93: "Cognitive Processing Therapy helps people with PTSD notice and rethink the beliefs that formed after trauma, such as 'It was my fault' or 'The world is completely unsafe'. It is structured, usually about twelve sessions, and well supported by research.",
	94: 'In Exposure and Response Prevention, we build a ladder of situations that trigger your OCD or anxiety, from mild to hard. Step by step, you face them while resisting the compulsion, and your brain learns that you can handle the discomfort.',
	95: 'Prolonged Exposure helps people with PTSD gradually approach memories and situations they have been avoiding. Over time, the memories lose their power and everyday reminders stop running your life. We always go at a pace you agree to.',
	96: 'Somatic therapy works with the body as well as the mind. We pay attention to sensations, posture and breath to notice where stress and trauma are held, and we practice ways of helping your nervous system settle.',
	97: 'Motivational Interviewing is a respectful, collaborative way of talking about change. Instead of pushing, I help you explore your own reasons for change, including the part of you that is unsure, so that the decision is truly yours.',
	98: 'Solution-Focused Brief Therapy spends less time on what went wrong and more on what you want and what is already working. It is goal-oriented and often brief, and it helps you notice strengths you might be overlooking.',
	99: 'Narrative therapy separates the person from the problem. Instead of "I am an anxious person," we explore anxiety as something that visits you, and we look for the moments and stories that do not fit the problem\'s version of you.',
	100: 'A person-centered approach means you are the expert on your own life. My role is to offer empathy, honesty and acceptance so that you can hear yourself more clearly and move in the direction that is right for you.',
	101: 'The ways our caregivers responded to us when we were young shape what we expect from closeness as adults: whether we trust it, chase it or keep our distance. The good news is that attachment patterns can change through safe, steady relationships.',
	102: 'A family systems approach looks at problems in the context of relationships. Instead of asking what is wrong with one person, we look at the roles, rules and patterns in the family that keep a problem going, and how changing them helps everyone.',
	103: 'Play is the natural language of children. In play therapy, toys, art and games give children a way to express feelings and experiences they do not yet have words for, and to practice new ways of coping in a safe setting.',
	104: 'No artistic skill is needed at all. In art therapy the focus is on the process, not the product. Drawing, painting or collage can help you express what is hard to say, and we then talk about what you made and what it brought up.',
	105: 'Culturally sensitive therapy means I see your culture, language, faith and community as part of who you are, not as a side note. I stay curious, ask rather than assume, and adapt the work so it fits your values.',
	106: 'An integrative approach means I draw from several evidence-based therapies and fit them to you. In one session we might use a CBT tool, in another we might explore patterns from the past or practice mindfulness.',
	107: 'Trauma-focused therapy keeps the impact of trauma in mind at every step. That means prioritizing safety and choice, understanding symptoms as adaptations rather than flaws, and only processing difficult memories when you are ready.',
	108: 'Hypnotherapy is nothing like stage hypnosis. You stay aware and in control the whole time. It is a focused, deeply relaxed state that can make it easier to work on habits, anxiety, pain or sleep.',
	109: "Ask me anything that matters to you: how I work, what a typical session looks like, what I charge, and whether I have experience with what you are facing. It's also fair to ask how I would know if therapy with me isn't helping. A good therapist welcomes those questions.",
	110: "You don't need to prepare much, but it helps to jot down what made you reach out now, what you would like to be different in a few months, and any questions you have for me. Bring the notes if you like; we can use them as a starting point.",
	111: "Yes. Before we book anything, I offer a free call of about fifteen minutes. You can tell me a little about what's going on, ask how I work and hear what I sound like. If it doesn't feel like a match, I'm glad to suggest other options.",
	112: 'Both can work well. Online sessions save travel time and let you meet from somewhere you already feel comfortable, while meeting in person can make it easier to switch off from home life for an hour. Many of my clients mix the two depending on their week.',
	113: "Not always. A diagnosis is mainly a shared shorthand that helps guide treatment, and insurers require one to pay for sessions. If I do give one, I explain what it means and what it doesn't, and I'm always open to talking it over with you.",
	114: "It depends on what you're facing and how much it affects your daily life. For many concerns, therapy on its own helps a great deal; for others, medication can take the edge off so the work in therapy becomes possible. If it seems worth exploring, I'll suggest an evaluation with a prescriber and work alongside them.",
	115: "The letters describe my license and training, which tell you who has checked that I am qualified to practice and which professional standards I follow. I'm always happy to explain mine, and you can look up any therapist's license on your state board's website.",
	116: "Some people choose to pay privately because insurance requires a diagnosis on record, limits the number of sessions or narrows the choice of therapist. Others prefer the savings of using their plan. I'm happy to walk through the trade-offs with you so you can decide what fits.",
	117: "Life happens, so I ask for a day's notice when you can give it; that lets me offer the time to someone on my waitlist. Late cancellations may carry a fee, but I make exceptions for real emergencies and sudden illness. We'll go over the policy at the start so there are no surprises.",
	118: "Not from me. I don't confirm to anyone, including employers or family members, that you're my client without your written permission. If you use insurance, your plan will see dates and a diagnosis, and I keep reminders and messages as discreet as you'd like.",
	119: "Often, yes. Bringing a partner, parent or friend into a session can help them understand what you're working on or give you both a safe place to talk through something hard. We'd plan it together first, and your own sessions with me remain yours.",
	120: 'Absolutely. Tears, anger, laughter and long silences all belong in therapy, and none of them will shock me. If emotions run high, we can slow down, take a breath together and make sure you feel steady before you head back into your day.',
	121: "Sometimes, yes. Talking about things you've kept at arm's length can stir up feelings for a while, and that can be a sign the work is reaching something important. We keep the pace manageable, and if you feel worse for weeks on end, we'll rethink the plan together.",
	122: "Please do. If something I said felt off, or a session left you uneasy, telling me is one of the most helpful things you can do. I won't be offended, and working it out together often deepens the trust between us.",
	123: "A bit of both. I'll share what I notice and offer ideas when they might help, but I'm not here to run your life. Most of my work is helping you get clearer about what you want, so the choices you make feel like your own. Just tell me if you'd like more direction or less.",
	124: "Of course. Some people take a break when things are going well, for practical reasons or simply to see how it feels. I'll suggest how to keep up what you've learned, and the door stays open: many clients come back for a few sessions when life gets hard again.",
	125: "I'm sorry that happened, and I take it seriously. I'd want to hear what went wrong and what you need to feel safe this time, and we'll go at whatever pace builds trust. A bad experience with one therapist doesn't mean therapy can't work for you.",
	126: 'Yes, and it happens often. Many adults, especially women and people who did well at school, learned to compensate for years before the strain showed. An adult assessment looks at your history and your life now, and for many people a diagnosis finally explains a lot.',
	127: 'Yes. Relationships are systems, so when one person changes how they respond, the whole pattern can shift. We can work on what you bring to the relationship, how you communicate your needs and, if the time comes, how to invite your partner in.',
	128: 'No. Unwanted thoughts that feel shocking or out of character are something almost everyone has. In OCD, the mind treats them as dangerous and important, which makes them stick. In therapy you learn to let them come and go without having to argue with them.',
	129: "Start by listening and letting your child know you love them, even if you feel surprised or unsure. It's okay to have your own feelings; just find a place to process them that isn't on your child's shoulders. Learning, asking questions and staying close matter most.",
	130: "Behavior is usually a form of communication. I try to understand what a child is telling us through it, whether that's stress, frustration, big feelings or unmet needs, and I work closely with parents on calm, consistent responses that help everyone feel calmer at home.",
	131: "Your pain is real, and being referred to therapy doesn't mean anyone thinks it's in your head. Pain, stress, sleep and mood all affect each other, so therapy can turn down the volume on the parts we can influence and help you live more fully alongside it.",
	132: "Dissociation is the mind's way of stepping back when something feels too much, like feeling foggy, detached from your body or losing stretches of time. It once helped you cope. In therapy we start by building safety and grounding skills, then gently work with what the dissociation has been protecting.",
	133: "It depends on your situation. Some people do well with weekly therapy, while others need more support to stay safe, such as an intensive program or medically supervised detox if stopping suddenly could be dangerous. We'll look honestly at what you need and find the right level of care.",
	134: 'When substance use and a mental health concern show up together, they usually feed each other. Drinking may ease anxiety for a night and then make it worse. I treat both at the same time, because working on only one tends to leave the other pulling you back.',
	135: 'Gambling becomes a problem when it stops being entertainment and starts costing more than money: chasing losses, hiding bets, borrowing or feeling restless when you try to stop. I help clients understand the urges, rebuild trust and deal with the financial fallout step by step.',
	136: 'I work slowly and respectfully, because belongings often hold memories, comfort or a sense of safety. We explore what the things mean to you, practice making decisions about small items first and set goals you agree with. Nobody throws anything away behind your back.',
	137: "I adapt therapy so it fits the person: simpler language, shorter sessions if needed, pictures, role-play and lots of repetition. Caregivers or support staff are often part of the work, but I make sure the client's own voice and choices stay at the center.",
	138: "Coaching looks forward: setting goals, building habits and taking action. Therapy can do that too, but it also makes room for healing, mental health concerns and the past. If something deeper comes up in coaching, I'll tell you honestly and help you find the right support.",
	139: "A medication visit is usually shorter than a therapy session. We talk about how you've been feeling, what has improved, any side effects and whether a change in dose makes sense. I keep in touch with your therapist or doctor, with your permission, so everyone is working together.",
	140: 'When moods swing in ways that feel unpredictable, it helps to get to know the pattern. Together we track mood, sleep and stress, learn the early warning signs and build routines and skills that keep life steadier, working alongside a prescriber when that helps.',
	141: 'Relationships with someone who manipulates, criticizes or needs constant admiration can leave you doubting your own mind. In therapy we make sense of what happened, rebuild trust in your own perceptions and practice boundaries. I also work with people who recognize these traits in themselves and want to change.',
	142: 'When a child argues with every rule, homes can turn into battlegrounds. I help parents step out of power struggles, stay calm and consistent, and find moments of warmth again. Children often respond faster than parents expect once the cycle shifts.',
	143: "Friendships matter at every age, and struggling with them can be painful and lonely. I help clients understand what gets in the way, whether that's shyness, anxiety, conflict or past hurt, and we practice real skills for starting and keeping connections.",
	144: "A personality disorder describes long-standing patterns in how someone feels, thinks and relates to others that cause them real distress. It is not a judgment of character. People do change, especially with therapy focused on skills and relationships, and I'm hopeful every time.",
	145: 'Hearing voices or having unusual experiences can be frightening, and many people keep them secret. I listen without judgment, work alongside psychiatric care and family support, and help clients understand and cope with their experiences. If someone is in danger, call or text 988 or call 911.',
	146: 'When sexual behavior or pornography use starts to feel out of control, shame usually makes things worse. I offer a non-judgmental space to understand what drives the behavior, what it helps you avoid, and how to live in line with your own values. I also support partners who are hurt.',
	147: 'A psychological evaluation usually involves an interview, questionnaires and some tasks that look at things like attention, memory or mood. Depending on the question, it can take a few hours over one or more visits. Afterward I explain the results in plain language, along with practical recommendations.',
	148: 'A brain injury can change memory, focus, mood and even how someone feels about who they are. I help clients and families adjust to those changes, cope with frustration and grief, and build practical strategies, working closely with the medical and rehabilitation team.',
	149: "Gaming can be fun, social and meaningful, so the goal is rarely to quit forever. We look at whether it's crowding out sleep, school, work or relationships, and what need it's meeting. Then we set limits that feel realistic and find other ways to meet those needs.",
	150: 'I focus less on the number on the scale and more on your relationship with food and your body. We explore the feelings and habits behind emotional eating, replace shame with curiosity and build changes you can keep, alongside your doctor when that helps.',
	151: "Existential therapy makes room for the big questions: What gives my life meaning? How do I live with uncertainty, loss and the fact that life is finite? We don't rush to answers. Facing these questions honestly often brings a sense of freedom and clarity.",
	152: "Gestalt therapy focuses on what you are experiencing right now, in your body, your feelings and our conversation. I might invite you to try a small experiment, such as speaking to an empty chair, so that something you've been thinking about becomes something you can feel and work with.",
	153: 'A humanistic approach means I see you as a whole person who is capable of growth, not as a problem to fix. I listen closely, stay genuine and trust that, with the right support, you can find your way toward a life that fits who you are.',
	154: 'Imago therapy sees the frustrations between partners as connected to older hurts each brought into the relationship. In the Imago dialogue, one partner speaks and the other mirrors back what they hear, checks their understanding and offers empathy, which slows things down and helps both feel heard.',
	155: "Interpersonal Therapy focuses on the connection between your mood and your relationships, especially conflicts, role changes, grief and loneliness. It's usually a short, focused course of twelve to sixteen sessions where we pick one or two relationship areas to work on.",
	156: 'Jungian therapy explores the parts of us that live outside everyday awareness, often through dreams, symbols and images. Yes, we may work with dreams: not to decode them like a dictionary, but to see what they point toward in your life right now.',
	157: 'In Parent-Child Interaction Therapy, parents play with their child while I coach them in the moment, often through a small earpiece from behind a mirror or over video. Parents practice warm attention first, then calm and consistent limits, and many families see real changes in a few months.',
	158: 'Psychoanalytic therapy goes deeper and usually meets more often than other talk therapy. You are invited to say whatever comes to mind, and over time we notice the patterns, wishes and fears that shape your life without your knowing, including how they show up between us.',
	159: 'In sandplay, clients create scenes in a tray of sand using small figures, objects and shapes. The scenes often say things that are hard to put into words. It suits children naturally, and many adults find it surprisingly powerful too.',
	160: 'Biofeedback uses small sensors to show signals your body usually keeps hidden, such as heart rate, breathing or muscle tension, on a screen in real time. Watching them, you learn to calm your body on purpose, which can ease stress, anxiety, headaches or pain.',
	161: "Feminist therapy looks at how power, gender, culture and social pressures shape the struggles people bring in, rather than treating everything as a personal failing. It's not only for women; anyone who wants a collaborative, equal relationship with their therapist can benefit.",
	162: "Positive psychology isn't about pretending everything is fine. It's the study of what helps people thrive, such as strengths, gratitude, connection and meaning. I use it alongside, never instead of, making room for real pain, and a simple practice like noting three good things can go a long way.",
}

const GENERAL_BODY = [
	'In my own practice, I work mostly with {clients}, often around {specialties}. I draw on {approaches}, but above all I try to be real with people.',
	"There's no wrong way to start. You can come in with a clear goal or just a sense that something needs to change, and we'll figure out the rest together.",
	"Over my {years} years as a {noun}, I've learned that people are remarkably resilient. Part of my job is helping you see strengths you've lost sight of.",
	'My sessions tend to balance reflection with practical steps. We might spend time understanding where a pattern comes from and then try a small, concrete experiment during the week.',
	'I also believe therapy should fit your real life. That means paying attention to work, family, culture, money and the very real limits on your time and energy.',
	"Before we start, I usually offer a short phone call. It gives you a chance to ask questions, hear how I talk and get a feel for whether we would work well together. There's no pressure to commit.",
	"One thing I tell every new client: you're allowed to give me feedback. If something I say doesn't land, or you want more structure or less, tell me. Therapy works best when it's a true collaboration.",
]

const SPECIALTY_BODY = [
	"When someone comes to me for help with {topic}, I start by listening. I want to understand how it shows up in your daily life, what you've already tried and what you'd like to be different. From there we set goals together.",
	'In my work with {topic}, I often draw on {approaches}. These give us practical tools, but the most important ingredient is a relationship where you feel safe enough to be honest.',
	'Progress is rarely a straight line. There will be good weeks and harder ones, and both teach us something. We notice what helps, adjust what does not and celebrate the small wins.',
	"I also pay attention to the bigger picture: sleep, relationships, work, culture and the stresses you carry. {topicCap} doesn't exist in a vacuum, and neither do you.",
	"If you're reading this and recognizing yourself, please know that support is available, and that reaching out is a sign of strength rather than weakness.",
	"Many of my clients have lived with {topic} for years before reaching out, often believing they should be able to handle it alone. Part of our early work is simply understanding that what you're facing makes sense, given what you've been through.",
	"I also like to involve the people and resources that support you, whether that's a partner, a family member, a doctor or a support group, as long as you want them involved. Healing rarely happens in isolation.",
]

const APPROACH_BODY = [
	'In practice, {topic} is collaborative. I explain each step, check in often and adjust the pace so the work feels challenging but manageable.',
	'I often combine {topic} with other methods, such as {otherApproaches}, depending on what a client needs. No single approach fits everyone.',
	'Clients are often surprised by how practical it feels. Many notice changes within the first couple of months, though the timeline depends on your goals.',
	"If you're curious whether {topic} is a good fit for you, ask me during a consultation. I'm happy to answer questions and explain how it could apply to what you're facing.",
	"Like any therapy, {topic} works best when it fits the person. Before we begin, I'll ask about your history, your goals and what has or hasn't helped before, and we'll decide together whether it's the right tool.",
	"Between sessions, I may suggest a small practice so the work continues in everyday life. It's never homework for its own sake; it's about making what we do in sessions useful where it matters most.",
]

const ANSWER_SIGN_OFFS = [
	"I hope this helps, and I'm happy to talk more if you have questions.",
	"Take good care of yourself, and don't hesitate to reach out.",
	"Whatever you decide, I hope you find the support you're looking for.",
]

// From a quick reply to a long, considered answer (long ones exercise the "See More" truncation).
const BODY_PARAGRAPHS: Weighted<number> = [
	[0, 15],
	[1, 25],
	[2, 25],
	[3, 18],
	[4, 12],
	[5, 8],
]

export const MIN_ANSWER_LENGTH = 200
export const MAX_ANSWER_LENGTH = 1500

/** A written answer of 200-1500 characters: the question's own lead, then paragraphs that fit its kind. */
export function buildAnswer(
	question_id: number,
	questionTag: Tag | undefined,
	prepared: PreparedText,
	rng: Rng,
): string {
	let vars = prepared.vars
	const leads = ANSWER_LEADS[question_id]
	if (!leads) throw new Error(`demo-text: no answer template for question ${question_id}`)
	const lead = typeof leads === 'string' ? leads : rng.pick(leads)
	let pool = GENERAL_BODY
	if (questionTag) {
		const topic = tagPhrase(questionTag)
		vars = { ...prepared.vars, topic, topicCap: capitalize(topic) }
		pool = questionTag.category === 'Approaches' ? APPROACH_BODY : SPECIALTY_BODY
	}
	const body = rng.sample(pool, rng.weighted(BODY_PARAGRAPHS))
	const paragraphs = [lead, ...body]
	if (rng.chance(0.3)) paragraphs.push(rng.pick(ANSWER_SIGN_OFFS))
	let text = paragraphs.map((p) => fill(p, vars)).join('\n\n')
	while (text.length > MAX_ANSWER_LENGTH && paragraphs.length > 1) {
		paragraphs.pop()
		text = paragraphs.map((p) => fill(p, vars)).join('\n\n')
	}
	// Short leads get one more paragraph so every answer reads as a real answer.
	for (const extra of pool) {
		if (text.length >= MIN_ANSWER_LENGTH) break
		if (!paragraphs.includes(extra)) {
			paragraphs.push(extra)
			text = paragraphs.map((p) => fill(p, vars)).join('\n\n')
		}
	}
	return text
}

/** The ids that have an answer template (every question in the bank, checked by a test). */
export const ANSWERED_QUESTION_IDS = Object.keys(ANSWER_LEADS).map(Number)
