/**
 * Plain-language explainers shown under search results for a tag, keyed by tag slug (see tags.ts).
 * Every tag needs an entry: 2-3 sentences, written for a worried visitor reading on a phone.
 * Keep claims within mainstream consensus and never promise a cure.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
	'online-therapy':
		'Online therapy, also called teletherapy, means meeting your therapist by secure video or phone call instead of in an office. Sessions work much like in-person therapy, and many people find them easier to fit around work, family or travel. All you need is a private space and a steady connection, and your therapist must be licensed in the state where you live.',
	individual:
		'Individual therapy is one-on-one time with a therapist, focused entirely on you. Together you talk through what is on your mind, notice patterns and work toward goals you choose, at a pace that feels comfortable. Sessions usually last 45 to 60 minutes and are often weekly at first, though the rhythm can change as you go.',
	couples:
		'Couples therapy helps two partners understand each other better and change patterns that keep causing hurt. You meet with a therapist together, and sometimes separately, to work on communication, conflict, trust or intimacy. The therapist does not take sides; their job is to help both of you feel heard and decide what you want for the relationship.',
	family:
		'Family therapy brings family members together to improve how they communicate and support one another. A therapist helps everyone share their view safely, spot patterns that lead to conflict and try new ways of relating. It can help with parenting struggles, big changes, illness, loss or long-running tension, and not everyone has to attend every session.',
	group:
		'Group therapy brings together a small number of people with similar concerns, led by one or two trained therapists. Members share experiences, practice new skills and support each other, which can ease the feeling of being alone with a problem. You choose how much to share, and everyone agrees to keep what is said in the group private.',
	teen: "Therapy for teens gives young people a private, respectful space to talk about stress, mood, school, friendships, family or identity. Therapists who work with teens adapt their style to feel relaxed and relevant, and explain clearly what stays confidential. Parents are usually involved in some way, while the teen's trust and voice stay at the center.",
	addiction:
		'Addiction is when using a substance or repeating a behavior feels hard to control, even when it is causing harm. A therapist helps you understand what drives the pattern, build coping skills and plan for the situations that make it hardest. Whether your goal is cutting back or stopping, therapy can work alongside medical care and support groups.',
	adhd: 'ADHD (attention-deficit/hyperactivity disorder) affects attention, organization, impulse control and activity level, in children and adults alike. A therapist can help you understand how your brain works, build practical systems for time and tasks, and handle the frustration, stress or low self-esteem that often come along. Therapy often complements medication prescribed by a doctor.',
	adoption:
		'Adoption can raise big questions about identity, belonging, loss and family, for adoptees, adoptive parents and birth parents alike. A therapist who understands adoption offers a space to explore these feelings without judgment. Work may include strengthening bonds within the family, talking about birth family or searching, and making sense of your own story.',
	'alcohol-use':
		'Alcohol use becomes a concern when drinking starts to affect your health, relationships, work or sense of control. A therapist can help you look honestly at your drinking without shame, understand what it does for you and set goals that fit, whether cutting back or stopping. If you drink heavily, talk to a doctor before stopping, since withdrawal can be dangerous.',
	'anger-management':
		'Anger is a normal emotion, but it can become a problem when it comes out in ways that hurt you, your relationships or your work. Anger management therapy helps you notice early warning signs, understand what sits underneath the anger, such as stress or hurt, and practice calmer ways to respond and communicate.',
	anxiety:
		'Anxiety is more than everyday worry: it can show up as racing thoughts, restlessness, a tight chest, trouble sleeping or panic. It is very common and very treatable. A therapist helps you understand what fuels your anxiety and learn practical skills, often drawn from approaches like CBT, to calm your body, face fears gradually and worry less.',
	autism:
		"Autism is a lifelong difference in how people communicate, process sensory information and experience the world. Therapists who work with autistic children, teens or adults respect each person's strengths and needs rather than trying to change who they are. Therapy may focus on anxiety, relationships, daily life skills, understanding a new diagnosis, or support for families.",
	'behavioral-issues':
		'Behavioral issues include ongoing patterns such as frequent tantrums, aggression, defiance or impulsive actions that cause problems at home, school or work. A therapist looks at what triggers the behavior and what need it might be meeting. For children, parents are usually involved and learn consistent, supportive strategies; older clients build skills for managing emotions and choices.',
	'bipolar-disorder':
		'Bipolar disorder involves shifts in mood and energy, with periods of depression and periods of unusually high or irritable mood called mania or hypomania. It is usually treated with medication alongside therapy. A therapist helps you recognize early warning signs, build steady routines for sleep and stress, and cope with the effects of mood changes on your life and relationships.',
	'borderline-personality-bpd':
		'Borderline personality disorder (BPD) involves intense, fast-changing emotions, fear of abandonment, unstable relationships and sometimes impulsive or self-harming behavior. It is treatable, and many people improve a great deal with support. Therapists often use structured approaches such as DBT to help you manage strong emotions, tolerate distress and build steadier, more satisfying relationships.',
	'career-counseling':
		'Career counseling helps you make sense of your working life, whether you feel stuck, burned out, unsure which path to take or are facing a job loss. A counselor helps you explore your values, strengths and interests, weigh options and plan next steps, while also addressing the stress and self-doubt that work decisions can bring.',
	'child-or-adolescent':
		"Therapy for children and adolescents helps young people cope with feelings, behavior, school, friendships and family changes. Therapists adapt to a child's age, often using play, art or games with younger children and conversation with older ones. Parents or caregivers are usually part of the process, learning how to support their child between sessions.",
	'chronic-illness':
		'Living with a long-term illness can affect your mood, relationships, work and sense of who you are. A therapist helps you cope with the stress, grief and uncertainty that can come with a diagnosis, manage the demands of treatment, and find ways to live well alongside your condition. Therapy works alongside your medical care, not instead of it.',
	'chronic-pain':
		'Chronic pain is pain that lasts for months or longer, and it often affects sleep, mood and daily life. Seeing a therapist does not mean the pain is in your head. A therapist can teach skills, often from CBT, ACT or mindfulness, to ease the stress and distress that come with pain, pace your activities and reclaim the parts of life that matter to you.',
	codependency:
		"Codependency describes a pattern of focusing so much on someone else's needs, moods or problems that your own get lost. It often shows up in relationships with someone who is struggling with addiction or other difficulties. A therapist helps you understand where the pattern comes from, set healthier boundaries and care for yourself without guilt.",
	'coping-skills':
		'Coping skills are the practical tools you use to get through stress, strong emotions and hard moments. A therapist helps you notice what already works for you and learn new strategies, such as breathing and grounding exercises, problem-solving, reaching out for support or questioning unhelpful thoughts. You practice them together so they are easier to use when you need them.',
	dementia:
		'Dementia is a group of conditions that gradually affect memory, thinking and daily functioning. Therapy can support people in the early stages as they adjust to a diagnosis, and it can help family caregivers cope with stress, grief, changing roles and hard decisions. A therapist can also help families communicate and find practical resources.',
	depression:
		'Depression is more than feeling sad for a while: it can bring lasting low mood, loss of interest, tiredness, changes in sleep or appetite and feelings of worthlessness. It is common and treatable. A therapist helps you understand what keeps you stuck and take small, manageable steps toward feeling better, sometimes alongside medication from a doctor.',
	'dissociative-disorders-did':
		'Dissociation means feeling disconnected from your thoughts, body, memories or surroundings, and it often develops as a way to survive overwhelming experiences. Dissociative disorders, including dissociative identity disorder (DID), involve more lasting or severe forms. A trauma-informed therapist works gently and at your pace, building safety and stability first, then helping you make sense of your experiences.',
	divorce:
		'Divorce and separation can bring grief, anger, relief, fear and practical upheaval, sometimes all at once. A therapist can help you through the decision itself, the emotions of the ending and the work of rebuilding your life. Therapy can also help with co-parenting, supporting children through the change and communicating with a former partner.',
	'domestic-abuse':
		'Domestic abuse includes physical, emotional, sexual or financial harm and control by a partner or family member. A therapist who understands abuse listens without judgment, helps you think about your safety, respects your choices about what to do next and supports healing after leaving. If you are in danger, call 911; the National Domestic Violence Hotline is 1-800-799-7233.',
	'drug-abuse':
		'Drug misuse means using drugs, including prescription medicines, in ways that harm your health, relationships or responsibilities. A therapist offers a nonjudgmental space to explore your use, understand the reasons behind it and set goals that fit you. Therapy can help with cravings, triggers and relapse prevention, and often works alongside medical treatment and support groups.',
	'dual-diagnosis':
		'Dual diagnosis means living with a mental health condition, such as depression, anxiety or PTSD, and a substance use problem at the same time. Each can make the other worse, so treatment works best when both are addressed together. A therapist helps you understand how they connect and coordinates with other providers, such as doctors or psychiatrists, when needed.',
	'eating-disorders':
		'Eating disorders, such as anorexia, bulimia and binge eating disorder, involve painful patterns around food, eating, weight or body image. They are serious but treatable, and recovery is possible. A therapist helps you understand what the eating disorder does for you and build a healthier relationship with food and your body, usually working alongside a doctor and a dietitian.',
	'family-conflict':
		"Family conflict can range from constant arguments to painful distance between relatives. A therapist helps family members communicate more clearly, understand each other's point of view and break the patterns that keep conflict going. You can work on family conflict in family sessions or on your own, focusing on boundaries and how you want to respond.",
	'first-responders':
		'Police officers, firefighters, paramedics, dispatchers and other first responders face repeated stress and traumatic events that most people never see. Therapists who specialize in this work understand the culture and the demands of the job. They can help with critical incidents, sleep problems, burnout, relationship strain and trauma, in a confidential space separate from your workplace.',
	gambling:
		'Gambling becomes a problem when it is hard to stop, you lose money you cannot afford, or it leads to secrecy and strain at home. A therapist helps you understand the urges and the reasons behind them, manage triggers and rebuild trust with loved ones. Therapy can also help with the stress and shame that often come with gambling debts.',
	'geriatric-and-seniors':
		'Later life can bring retirement, health changes, the loss of loved ones, loneliness and shifts in independence. Therapists who work with older adults help you cope with these changes, manage anxiety or depression, and find meaning and connection. It is never too late to start therapy, and sessions can often be adapted for hearing, mobility or memory needs.',
	grief:
		'Grief is a natural response to losing someone or something important, such as a loved one, a relationship, your health or a way of life. There is no right way or timeline to grieve. A therapist offers a steady space to feel and share your loss, remember what mattered and slowly find ways to carry it as life goes on.',
	hoarding:
		'Hoarding disorder involves great difficulty letting go of possessions, leading to clutter that makes living spaces hard to use and causes distress. A therapist works with you respectfully and without judgment, often using CBT-based methods, to understand the feelings tied to your belongings, practice making decisions and gradually clear space at a pace you can manage.',
	infertility:
		'Infertility and pregnancy loss can bring grief, stress, isolation and strain on relationships, often month after month. A therapist offers a supportive place to process these feelings and cope with the ups and downs of treatment. Therapy can also help with difficult decisions, such as donor options, adoption or stopping treatment, and with communication between partners.',
	infidelity:
		'Discovering or disclosing an affair can shake a relationship to its core, bringing shock, anger, guilt and confusion. A therapist helps both partners understand what happened, manage intense emotions and decide whether to rebuild or separate. If you choose to stay together, therapy supports the slow work of rebuilding trust and connection.',
	'intellectual-disability':
		"People with intellectual disabilities can benefit from therapy, with approaches adapted to how they learn and communicate. A therapist may use simple language, pictures and repetition to help with anxiety, mood, relationships, life changes or daily skills. Families and caregivers are often included, and the focus stays on the person's own goals and strengths.",
	'internet-addiction':
		'Problematic internet use means time online, such as social media, streaming, shopping or browsing, has become hard to control and is crowding out sleep, work, school or relationships. A therapist helps you understand what draws you in, notice triggers and build healthier habits and limits. The goal is usually balance, not giving up technology altogether.',
	lgbtq:
		'LGBTQ+ affirming therapy means working with a therapist who understands and respects lesbian, gay, bisexual, transgender, queer and other identities. You can bring any concern, not only identity, without having to explain or defend who you are. Therapy may also cover coming out, family acceptance, relationships, discrimination and the stress of living in a world that is not always welcoming.',
	'life-coaching':
		'Life coaching focuses on the present and future: clarifying goals, building motivation and taking practical steps toward the life you want. It is usually shorter-term and action-oriented, covering areas like career, habits, confidence or balance. When a licensed therapist offers coaching, they can also help with the worries or patterns that keep you from moving forward.',
	'life-transitions':
		'Life transitions include changes like starting college, moving, a new job, marriage, becoming a parent, divorce or retirement. Even welcome changes can bring stress, loss and uncertainty. A therapist helps you make sense of what is shifting, cope with mixed feelings and adjust your routines, relationships and sense of self to the new chapter.',
	'marital-and-premarital':
		'Marital and premarital counseling helps couples strengthen their relationship, whether they are preparing for marriage or have been together for decades. With a therapist, you can talk through communication, conflict, money, intimacy, family and shared goals. Premarital counseling helps you spot differences early, while marital therapy helps repair patterns that have become painful.',
	'medication-management':
		'Medication management means working with a licensed prescriber, such as a psychiatrist or psychiatric nurse practitioner, to choose, monitor and adjust medicine for mental health conditions. Appointments review how well a medication is working, any side effects and whether changes are needed. Many people combine medication with talk therapy, and providers often coordinate care when both are involved.',
	'mens-issues':
		"Men often feel pressure to be strong, self-reliant and quiet about their struggles, which can make asking for help hard. Therapists who focus on men's issues offer a straightforward, judgment-free space to talk about stress, anger, relationships, fatherhood, work, identity, depression or loss, and to connect more fully with yourself and the people in your life.",
	'mood-disorders':
		'Mood disorders, including depression, bipolar disorder and persistent depressive disorder, affect your emotional state in ways that last and get in the way of daily life. A therapist helps you understand your mood patterns, identify triggers and build skills and routines that support stability. Therapy is often combined with medication, especially for bipolar disorder or more severe depression.',
	'narcissistic-personality-npd':
		'Narcissistic personality disorder involves a strong need for admiration, difficulty with empathy and a sense of self that can be fragile underneath. Therapy can help people with these traits understand their patterns and improve their relationships. Many therapists also help people recovering from a relationship with a narcissistic partner, parent or boss to rebuild self-worth and boundaries.',
	'obsessive-compulsive-ocd':
		'Obsessive-compulsive disorder (OCD) involves unwanted, distressing thoughts, images or urges (obsessions) and repeated actions or mental rituals (compulsions) done to ease that distress. OCD is treatable. The best-studied therapy is Exposure and Response Prevention (ERP), in which a therapist helps you gradually face fears without doing compulsions, so the anxiety loosens its grip over time.',
	'open-relationships-non-monogamy':
		'Consensual non-monogamy includes open relationships, polyamory and other arrangements in which partners agree to more than one romantic or sexual relationship. A knowledgeable therapist offers non-judgmental support, whether you are exploring the idea or already living it. Therapy can help with communication, agreements, jealousy and time, without treating your relationship style as the problem.',
	'oppositional-defiance-odd':
		'Oppositional defiant disorder (ODD) describes a pattern in children and teens of frequent anger, arguing, defiance and resentment toward adults that goes beyond what is typical for their age. Therapy usually involves parents closely, teaching consistent, positive discipline strategies, while helping the child build emotional and problem-solving skills. Parent-Child Interaction Therapy is one approach often used.',
	parenting:
		"Parenting brings joy and real challenges, from sleepless nights and tantrums to teen conflict, co-parenting and balancing work and family. A therapist can help you understand your child's behavior and needs, try new strategies and manage your own stress. Parenting support is not about blame; it is about helping you feel more confident and connected.",
	'peer-relationships':
		'Peer relationships are the friendships and social connections we have with people our own age. Trouble can look like loneliness, bullying, social anxiety, peer pressure or friendships that keep going wrong. A therapist helps children, teens or adults understand social patterns, build confidence and communication skills, and find relationships that feel safe and supportive.',
	'personality-disorders':
		'Personality disorders are long-standing patterns in how a person thinks, feels and relates to others that cause distress or trouble in relationships and daily life. They are treatable, and change is possible with time and the right support. Therapists often use structured approaches such as DBT, schema therapy or psychodynamic therapy to build self-understanding and healthier ways of relating.',
	'pregnancy-prenatal-postpartum':
		'Pregnancy and the first year after birth bring big physical, emotional and relationship changes, and anxiety, depression, intrusive thoughts and birth trauma during this time are common and treatable. A perinatal therapist helps you cope, adjust to your new role and feel more like yourself. If you have thoughts of harming yourself or your baby, call or text 988, or call 911.',
	psychosis:
		'Psychosis is when a person loses some contact with reality, such as hearing or seeing things others do not, or holding strong beliefs that others do not share. It can be part of several conditions and is usually treated with medication and therapy together. A therapist helps you make sense of your experiences, cope with distress, lower the risk of relapse and pursue your goals.',
	'racial-identity':
		'Racial identity is how you understand yourself in relation to race and culture, and how the world responds to you. Therapy can offer space to explore identity, process experiences of racism and discrimination, and navigate family, work and community. Many people look for a therapist who shares or deeply understands their background, and it is okay to ask about this.',
	'relationship-issues':
		'Relationship issues include communication problems, frequent conflict, trust issues, loneliness or patterns that repeat from one relationship to the next. Therapy can help whether you come on your own, with a partner or with a family member. A therapist helps you understand what is happening between you and others, express your needs more clearly and build more secure, satisfying relationships.',
	'school-issues':
		"School issues can include falling grades, trouble focusing, test anxiety, bullying, school refusal, learning differences or stress about college. A therapist helps students understand what is getting in the way and build skills for motivation, organization and coping. For younger students, therapists often work with parents and may coordinate with teachers or school staff, with the family's permission.",
	'self-esteem':
		'Self-esteem is how you see and value yourself. Low self-esteem can show up as a harsh inner critic, people-pleasing, perfectionism or a constant feeling of not being good enough. A therapist helps you notice where these beliefs come from, question unfair self-judgments and build a kinder, more realistic view of yourself, so you can make choices that reflect your worth.',
	'self-harming':
		'Self-harm means hurting yourself on purpose, often as a way to cope with overwhelming emotions. A therapist responds with compassion, not judgment, and helps you understand what self-harm does for you and learn other ways to cope, while keeping your safety in focus. If you are in danger or thinking about suicide, call or text 988, or call 911.',
	'sex-therapy':
		'Sex therapy is talk therapy focused on sexual concerns, such as low desire, mismatched libidos, pain, erection or orgasm difficulties, or anxiety about sex. There is no physical contact or undressing in sessions. A trained sex therapist helps individuals and couples understand what is going on, talk openly and try practical exercises at home, alongside medical care when needed.',
	'sexual-abuse':
		'Sexual abuse or assault can affect how you feel about your body, safety, trust and relationships, whether it happened recently or long ago. A trauma-informed therapist believes you, lets you set the pace and never pushes you to share more than you are ready to. Therapy can help ease anxiety, flashbacks and shame, and support healing over time.',
	'sexual-addiction':
		'Compulsive sexual behavior, often called sex addiction, involves sexual thoughts, urges or activities, including pornography use, that feel out of control and cause distress or harm. A therapist offers a confidential, non-shaming space to understand the pattern and what drives it. Work often focuses on managing urges, addressing underlying pain and repairing trust in relationships.',
	'sleep-or-insomnia':
		'Insomnia means trouble falling asleep, staying asleep or waking too early, leaving you tired during the day. Stress, anxiety, depression and habits can all play a part. Cognitive Behavioral Therapy for Insomnia (CBT-I) is a well-studied, drug-free approach recommended as a first treatment for chronic insomnia, and a therapist helps you change the thoughts and routines that keep poor sleep going.',
	spirituality:
		'Spirituality and faith can be a source of meaning, comfort and community, and sometimes of doubt or conflict. Therapists who include spirituality welcome your beliefs, or your questions, into the conversation and respect your own path. Therapy may explore spiritual struggles, changes in faith or how your values can guide you through hard times, always led by you.',
	'sports-performance':
		'Sports performance therapy helps athletes with the mental side of their sport: confidence, focus, pressure, performance anxiety, slumps and injury recovery. A therapist can teach skills like visualization, pre-performance routines and managing self-talk. They also help with the bigger picture, such as identity, burnout, balancing sport with the rest of life and moving on from competition.',
	stress:
		"Stress is your body's response to pressure, and a little of it can be helpful. When it builds up from work, money, caregiving or life changes, it can affect your sleep, mood, health and relationships. A therapist helps you identify what is driving your stress, set boundaries, solve problems and learn ways to calm your body and mind.",
	'substance-use':
		'Substance use covers how and why people use alcohol, drugs or other substances, from occasional worries to a serious problem. A therapist helps you look at your use honestly, without shame, and decide on goals that fit you, whether reducing harm, cutting back or stopping. Therapy often includes coping skills, relapse prevention and involving supportive family members.',
	'suicidal-ideation':
		'Suicidal thoughts can range from passing thoughts of not wanting to be here to specific plans; they are more common than many people realize, and you deserve support. A therapist can talk about these thoughts openly, help you build a safety plan and work on what is causing the pain. If you are in crisis, call or text 988, or call 911.',
	'testing-and-evaluation':
		'Psychological testing and evaluation uses interviews, questionnaires and standardized tests to understand how a person thinks, learns, feels and behaves. It can help clarify concerns such as ADHD, learning differences, autism or mood conditions. Evaluations are usually done by licensed psychologists, and the results come with a written report and recommendations for school, work or treatment.',
	transgender:
		'Transgender and nonbinary people deserve therapy that affirms their gender identity. An affirming therapist can support you in exploring gender, coming out, navigating family, work and relationships, and coping with stress or discrimination. If you choose medical transition, a therapist can also support you through the process, including writing letters of support where they are required.',
	'trauma-and-ptsd':
		'Trauma is the lasting impact of frightening or overwhelming experiences, such as violence, accidents, abuse, disasters or sudden loss. Post-traumatic stress disorder (PTSD) can bring flashbacks, nightmares, avoidance and feeling constantly on edge. Trauma is treatable: a therapist builds safety and trust first, then may use approaches like CPT, EMDR or Prolonged Exposure at a pace that works for you.',
	'traumatic-brain-injury-tbi':
		'A traumatic brain injury (TBI), from a fall, car accident, sports or combat, can affect memory, attention, mood, sleep and behavior, sometimes long after the injury. A therapist helps you and your family adjust to changes, cope with frustration, anxiety or depression, and build practical strategies for daily life, often working alongside medical and rehabilitation teams.',
	veterans:
		'Veterans and service members may face challenges such as combat stress, PTSD, moral injury, military sexual trauma or the shift back to civilian life. Therapists who understand military culture offer a respectful, confidential space to talk, and often support families too. The Veterans Crisis Line is available any time: call 988 and press 1, or text 838255.',
	'video-game-addiction':
		'Gaming can be a fun way to relax and connect, but for some people it becomes hard to stop and starts to crowd out sleep, school, work or relationships. A therapist helps you or your child understand what gaming provides, notice triggers and build healthier limits alongside other sources of fun and connection. Parents are usually involved when the gamer is young.',
	'weight-loss':
		'Therapy around weight focuses on the thoughts, feelings and habits connected to eating, activity and body image, rather than on dieting alone. A therapist can help with emotional eating, motivation, self-criticism and lasting behavior change, and may work alongside your doctor or dietitian. Many therapists also emphasize overall health and a kinder relationship with your body.',
	'womens-issues':
		"Women's issues covers concerns shaped by women's experiences and roles, such as pregnancy and motherhood, infertility, menopause, body image, relationships, caregiving, work pressures and gender-based discrimination or violence. A therapist who focuses on women's issues offers a supportive space to explore these experiences, set boundaries and make choices that reflect your own needs and values.",
	'acceptance-and-commitment-act':
		'Acceptance and Commitment Therapy (ACT) helps you stop struggling against painful thoughts and feelings and instead make room for them, while taking action toward what matters most to you. Using mindfulness, values exercises and practical steps, a therapist helps you get unstuck from unhelpful thinking. ACT is used for anxiety, depression, chronic pain, stress and more.',
	'art-therapy':
		'Art therapy uses drawing, painting, collage, sculpture and other art-making to explore feelings and experiences that can be hard to put into words. You do not need any artistic talent; the focus is on the process, not the finished piece. A trained art therapist helps you reflect on what you create and what it might mean to you.',
	'attachment-based':
		'Attachment-based therapy looks at how early relationships with caregivers shape the way you connect with others, handle closeness and cope with stress today. A therapist helps you understand your attachment patterns, such as fear of abandonment or difficulty relying on others, and offers a safe, steady relationship in which to try new ways of connecting. It is used with individuals, couples and families.',
	biofeedback:
		'Biofeedback uses sensors to show you real-time information about body signals such as heart rate, breathing, muscle tension or skin temperature. With a trained practitioner, you learn to notice and gently change these signals, for example slowing your breathing to calm your body. It is often used for stress, anxiety, headaches, chronic pain and sleep problems.',
	coaching:
		'Coaching is a practical, goal-focused approach that helps you clarify what you want and take steps to get there. Sessions look forward more than back, often covering career, leadership, habits, confidence or life balance. When a licensed therapist offers coaching, they can also notice and help with the emotional barriers that make change feel hard.',
	'cognitive-behavioral-cbt':
		'Cognitive Behavioral Therapy (CBT) is a practical, well-researched approach built on the idea that thoughts, feelings and behaviors affect each other. With a therapist, you learn to notice unhelpful thought patterns, test them against the facts and try new ways of acting. CBT is usually structured and goal-focused, often includes practice between sessions, and is widely used for anxiety and depression.',
	'cognitive-processing-cpt':
		'Cognitive Processing Therapy (CPT) is a structured, well-researched treatment for PTSD, usually lasting about 12 sessions. A therapist helps you look at how trauma has changed your beliefs about yourself, others and the world, such as self-blame, guilt or feeling unsafe. You learn to examine and update these "stuck points", which can ease symptoms and help you move forward.',
	'culturally-sensitive':
		'Culturally sensitive therapy means your therapist makes an active effort to understand and respect your culture, background, values and experiences, including race, ethnicity, religion, language, immigration history, gender and sexuality. Rather than expecting you to fit their assumptions, a culturally sensitive therapist adapts their approach to fit you and welcomes conversations about identity.',
	'dialectical-dbt':
		'Dialectical Behavior Therapy (DBT) is a skills-based therapy first developed for people with intense emotions and self-harm, and now used more widely. It teaches four sets of skills: mindfulness, distress tolerance, emotion regulation and interpersonal effectiveness. Full DBT programs combine individual therapy, skills groups and phone coaching, and many therapists also teach DBT skills in regular sessions.',
	eclectic:
		'An eclectic therapist draws on techniques from several therapy approaches rather than following a single method. They choose tools based on what fits you and your concerns, for example combining practical CBT skills with exploring past experiences. This flexibility lets therapy adapt as your needs change, and a good eclectic therapist will explain what they are doing and why.',
	emdr: 'EMDR (Eye Movement Desensitization and Reprocessing) is a structured therapy for trauma and distressing memories. After preparation, your therapist asks you to briefly focus on a memory while following side-to-side eye movements, taps or sounds, and many people find the memory becomes less upsetting over time. EMDR is recommended in several PTSD treatment guidelines and does not require retelling every detail.',
	'emotionally-focused':
		'Emotionally Focused Therapy (EFT) is a well-researched approach used mostly with couples, and also with families and individuals. It sees conflict as a cycle driven by deeper needs for safety and connection. A therapist helps partners slow down, recognize the emotions under arguments or withdrawal, and respond to each other in new ways that build a more secure bond.',
	existential:
		"Existential therapy explores life's big questions: meaning, freedom, choice, isolation and mortality. Rather than focusing only on symptoms, a therapist helps you reflect on what gives your life purpose, how you want to live and how to face uncertainty and loss. It can be especially helpful during life transitions, in grief, or when something important feels missing.",
	'exposure-response-prevention-erp':
		'Exposure and Response Prevention (ERP) is the leading therapy for obsessive-compulsive disorder and is also used for some anxiety problems. With a therapist, you gradually face situations or thoughts that trigger anxiety while resisting the urge to perform compulsions. You set the pace together, starting small, and over time the anxiety and urges usually lose much of their power.',
	'expressive-arts':
		'Expressive arts therapy uses several creative forms, such as drawing, music, movement, drama and writing, to help you explore and express feelings. You do not need any artistic skill. A therapist invites you to move between art forms in whatever way feels natural, then helps you reflect on what came up and what it means to you.',
	'family-systems':
		'Family systems therapy sees each person as part of a larger family system, where roles, rules and patterns affect everyone. A therapist helps you understand how these patterns, sometimes passed down through generations, shape your relationships and struggles today. You can work on family patterns with relatives present or on your own, learning new ways to respond.',
	feminist:
		'Feminist therapy looks at how gender, power and social expectations shape your experiences and well-being. The therapist works with you as an equal partner rather than an expert with all the answers, focusing on your strengths and on how outside pressures may shape your problems. It supports choices that fit your values and is open to people of all genders.',
	gestalt:
		'Gestalt therapy focuses on what you are experiencing right now, in your thoughts, feelings and body. Rather than only talking about problems, a therapist may invite you to try experiments, such as speaking to an empty chair or noticing your posture, to increase awareness. The goal is to understand yourself more fully and take ownership of the choices you make.',
	'gottman-method':
		'The Gottman Method is a couples therapy approach based on decades of research by Drs. John and Julie Gottman into what helps relationships last. It usually starts with a detailed assessment of your relationship. A therapist then helps you manage conflict more gently, strengthen friendship and fondness, and build shared meaning, using practical tools you can use at home.',
	humanistic:
		'Humanistic therapy looks at the whole person and trusts that people have a natural drive to grow. Instead of focusing on diagnoses, a therapist offers warmth, acceptance and genuine understanding so you can explore your feelings, values and choices. The aim is greater self-awareness, self-acceptance and a way of living that feels true to who you are.',
	hypnotherapy:
		'Hypnotherapy uses guided relaxation and focused attention to help you reach a calm, concentrated state. You stay aware and in control, and you cannot be made to do anything against your will. A trained therapist may use it alongside other therapy to help with stress, anxiety, pain, sleep or habits such as smoking, though results vary from person to person.',
	imago:
		'Imago Relationship Therapy is a couples approach that sees conflict as a chance for growth and healing. It suggests we often choose partners who echo unresolved experiences from childhood. A therapist teaches a structured conversation called the Imago Dialogue, in which partners take turns listening, reflecting back and validating each other, to build understanding and connection.',
	integrative:
		'Integrative therapy combines ideas and techniques from different approaches into one personalized plan. Your therapist might bring together practical skills, exploring past experiences, mindfulness and body awareness, depending on what you need. The aim is to treat you as a whole person and to adjust the approach as therapy goes on and your goals change.',
	'internal-family-systems-ifs':
		'Internal Family Systems (IFS) sees the mind as made up of different "parts", such as a critic, a worrier or a hurt younger part, each trying to help in its own way. A therapist helps you get curious about these parts rather than fighting them, and connect with a calm, compassionate core Self. This can ease inner conflict and help heal old hurts.',
	interpersonal:
		'Interpersonal therapy (IPT) is a structured, time-limited approach that focuses on how your relationships and life events affect your mood. It was developed for depression and is well supported by research. A therapist helps you work on one focus area, such as grief, conflict, a role change or loneliness, and improve communication and support in your relationships.',
	jungian:
		'Jungian therapy, based on the work of Carl Jung, explores the deeper layers of the mind through dreams, symbols, myths and creativity. A therapist helps you understand unconscious patterns and bring together different sides of yourself, including parts you may have pushed away. It is often longer-term and suits people interested in meaning, personal growth and self-discovery.',
	'mindfulness-based-mbct':
		'Mindfulness-based therapies, such as Mindfulness-Based Cognitive Therapy (MBCT), teach you to pay attention to the present moment with curiosity rather than judgment. With a therapist or in a group, you practice simple exercises like mindful breathing and body scans. MBCT was developed to help prevent depression from returning, and mindfulness skills are also widely used for stress and anxiety.',
	'motivational-interviewing':
		'Motivational Interviewing is a collaborative, respectful style of conversation that helps you explore mixed feelings about a change, such as drinking less or starting new habits. Rather than lecturing or pushing, a therapist listens carefully and helps you find your own reasons and confidence to change. It is often used for substance use, health behaviors and other hard decisions.',
	multicultural:
		'Multicultural therapy recognizes that your cultural background, including race, ethnicity, language, religion, immigration experience and community, shapes how you see yourself and the world. A multicultural therapist considers these influences when understanding your concerns and choosing how to help, and reflects on their own background and biases so that therapy feels respectful and relevant to you.',
	narrative:
		'Narrative therapy treats you as the expert on your own life and separates you from your problems: you are not the problem, the problem is the problem. A therapist helps you look at the stories you tell about yourself, notice moments that do not fit a painful story, and build a fuller, more hopeful story that reflects your strengths and values.',
	neurofeedback:
		'Neurofeedback is a type of biofeedback that uses sensors on the scalp to show your brain activity in real time, often through a game or video. Over repeated sessions, the aim is to help your brain practice more settled patterns. It is used for concerns such as ADHD, anxiety and sleep, but research is still developing, so ask a provider about the evidence for your concern.',
	'parent-child-interaction-pcit':
		'Parent-Child Interaction Therapy (PCIT) is a well-researched program for young children, usually ages 2 to 7, with challenging behavior. A therapist coaches the parent live, often through an earpiece from behind a mirror or over video, while the parent plays with their child. Parents learn skills that strengthen the relationship and help them give clear, consistent, calm guidance.',
	'person-centered':
		'Person-centered therapy, developed by Carl Rogers, trusts that you are the expert on your own life. The therapist offers empathy, genuine warmth and acceptance without judgment, and follows your lead rather than directing the conversation. In this supportive relationship, many people find it easier to understand their feelings, accept themselves and find their own way forward.',
	'play-therapy':
		'Play therapy helps children, usually ages 3 to 12, express feelings and work through experiences using play, the natural language of childhood. In a playroom with toys, art supplies and games, a trained therapist observes and responds to what the child shows through play. It can help with anxiety, behavior, grief, trauma and family changes, and parents are usually involved.',
	'positive-psychology':
		'Positive psychology focuses on what is going right in your life as well as what is hard. A therapist helps you identify and build on your strengths, values, relationships and sources of meaning, for example by noticing good moments or using your strengths in new ways. It is often combined with other approaches to support well-being and resilience.',
	'prolonged-exposure-therapy':
		"Prolonged Exposure (PE) is a well-researched, structured treatment for PTSD, usually lasting about 8 to 15 sessions. With a therapist's support, you gradually approach trauma memories, feelings and safe situations you have been avoiding. Over time, the memories tend to become less overwhelming and avoidance shrinks, so you can return to parts of life that trauma has taken from you.",
	psychoanalytic:
		'Psychoanalytic therapy, rooted in the work of Sigmund Freud and later thinkers, explores how unconscious thoughts, feelings and early experiences shape your life today. Sessions are often open-ended and frequent, and you are encouraged to speak freely about whatever comes to mind, including dreams. The aim is deep self-understanding and lasting change in long-standing patterns.',
	psychodynamic:
		'Psychodynamic therapy helps you understand how past experiences, and feelings you may not be fully aware of, shape your present relationships and choices. With a therapist, you explore recurring patterns, including how they show up in the therapy relationship itself. It can be short- or long-term and aims for deeper self-understanding and lasting change, not only symptom relief.',
	relational:
		'Relational therapy starts from the idea that we grow and heal through connection with others. A therapist pays close attention to your relationships, past and present, and to the relationship between the two of you in the room. By understanding and experiencing new ways of relating, you can build healthier, more satisfying connections in everyday life.',
	sandplay:
		'Sandplay therapy invites you to build scenes in a tray of sand using small figures and objects, such as people, animals, buildings and symbols. It is used with children and adults, and no talking or artistic skill is required. A trained therapist watches quietly and may later reflect with you on the scenes, which can express feelings that are hard to put into words.',
	'solution-focused-brief-sfbt':
		'Solution-Focused Brief Therapy (SFBT) is a short-term, goal-oriented approach that focuses on solutions rather than problems. A therapist asks questions about what you want your life to look like and what is already working, even a little. Together you build on those strengths and take small, practical steps, often over a handful of sessions.',
	somatic:
		'Somatic therapy focuses on the connection between mind and body, recognizing that stress and trauma can be felt in the body. A therapist helps you notice physical sensations, such as tension, breathing or posture, and use gentle techniques like grounding, movement and breathwork to feel calmer and safer. It is often used for trauma, anxiety and stress.',
	'strength-based':
		'Strength-based therapy focuses on your existing strengths, skills and resources rather than only on problems or diagnoses. A therapist helps you notice what you do well, how you have coped with hard times before, and the people and values that support you. Building on these strengths can boost your confidence and help you handle the challenges you face now.',
	'trauma-focused':
		'Trauma-focused therapy is care designed for people affected by traumatic experiences. A therapist first helps you feel safe and build coping skills, then may use structured methods, such as Trauma-Focused CBT, CPT or EMDR, to process what happened at a pace you control. It is used with children, teens and adults, and with young people it often involves a supportive caregiver.',
}
