import type { ReactNode } from 'react'
import { Link } from '~/components/local-link'
import { FREE_PLAN_NAME, GROWTH_PACKAGE_PRICE_PER_MONTH, PAID_PLAN_NAME } from '~/platform/reference/options'
import { CONTACT_MESSAGE_RETENTION_DAYS } from './legal/privacy-policy'
import type { ContentSite } from './site-info'

/** Advertised signup time, used verbatim (docs/product.md#plans-and-legal). */
export const SIGNUP_TIME_NOTE = 'Signup takes under 10 minutes on average'

export const GROWTH_PACKAGE_PRICE_LABEL = `$${GROWTH_PACKAGE_PRICE_PER_MONTH} / month`
const GROWTH_PACKAGE_STATUS = 'Not accepting new clients'

/** Licensed states a profile may list (docs/product.md#validation). */
export const MAX_LICENSED_STATES = 10

const FREE_PLAN_FEATURES: string[] = [
	'A full profile: photo, headline, specialties, approaches, fees, insurance and office location',
	'Answers to common questions in text, voice or video, shown on your profile',
	'Your availability: accepting, waitlist, or not accepting new clients',
	'Messages from clients, delivered straight to your inbox',
	`Listed in search in every state you are licensed in (up to ${MAX_LICENSED_STATES})`,
	'No ads, no fees and no contract',
]

export const PLANS = {
	free: { name: FREE_PLAN_NAME, price: 'Free', features: FREE_PLAN_FEATURES },
	paid: { name: PAID_PLAN_NAME, price: GROWTH_PACKAGE_PRICE_LABEL, status: GROWTH_PACKAGE_STATUS },
} as const

export type SignupStep = { title: string; body: string }

export const SIGNUP_STEPS: SignupStep[] = [
	{ title: 'Create your account', body: 'Sign up with your e-mail address and a password.' },
	{
		title: 'Complete the welcome checklist',
		body: 'Add your name and contact details, the states you practice in and, ideally, a profile photo.',
	},
	{
		title: 'Verify your e-mail',
		body: 'Click the link we send you. Your profile then goes live in search for your states.',
	},
	{
		title: 'Answer a few questions',
		body: 'Write, or record your voice or a short video, so clients can get to know you before reaching out.',
	},
]

export type Faq = { id: string; question: string; answer: ReactNode }

export function providerFaqs({ siteName, contactEmail }: ContentSite): Faq[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'cost',
			question: `What does it cost to list my practice on ${siteName}?`,
			answer: (
				<p>
					Nothing. {FREE_PLAN_NAME} is free, with no time limit, no contract and no card required. The{' '}
					{PAID_PLAN_NAME} ({GROWTH_PACKAGE_PRICE_LABEL}) is not accepting new clients, and you will never be
					charged unless you choose a paid plan yourself.
				</p>
			),
		},
		{
			id: 'who',
			question: 'Who can list a profile?',
			answer: (
				<>
					<p>
						Licensed mental-health professionals: for example psychologists, licensed clinical social workers,
						licensed professional counselors, marriage and family therapists, psychiatrists and psychiatric
						nurse practitioners. If you practice under supervision as an associate, you can list where your
						state allows it, naming the license you hold.
					</p>
					<p>
						You can list up to {MAX_LICENSED_STATES} states, and only states where your license lets you see
						clients. Keeping your license details accurate is your responsibility; see our{' '}
						<Link to="/legal/user-guidelines">User Guidelines</Link>. Add your NPI and licence and we check
						them against the national NPI registry: <Link to="/licence-checks">how we check licences</Link>.
					</p>
				</>
			),
		},
		{
			id: 'contact',
			question: 'How do clients contact me?',
			answer: (
				<>
					<p>
						Through the e-mail form on your profile, or by phone if you list a number. Messages are e-mailed
						to your account address with the client’s e-mail as the reply-to address, so you answer them
						directly from your own inbox.
					</p>
					<p>
						You control this with your availability: with Waitlist for New Clients, clients see a waitlist
						notice before writing; with Not Accepting New Clients, your contact details are hidden.
					</p>
				</>
			),
		},
		{
			id: 'privacy',
			question: 'Are messages from clients private?',
			answer: (
				<p>
					Yes. Only you receive them and they are never shown on the site. We keep a copy for{' '}
					{CONTACT_MESSAGE_RETENTION_DAYS} days to deliver it and handle abuse reports, then delete it. There
					are no ads or third-party trackers on {siteName}, and we never sell data. Details are in our{' '}
					<Link to="/legal/privacy-policy">Privacy Policy</Link>.
				</p>
			),
		},
		{
			id: 'visible',
			question: 'How do I show up in search results?',
			answer: (
				<>
					<p>Your profile goes live once it is filled out and your e-mail address is verified:</p>
					<ul>
						<li>your first and last name and a headline,</li>
						<li>at least one state you practice in,</li>
						<li>the welcome checklist finished, and</li>
						<li>the verification link we e-mail you clicked.</li>
					</ul>
					<p>
						You then appear in search for each of your states. A profile flagged by our keyword moderation is
						taken out of search until it is reviewed.
					</p>
				</>
			),
		},
		{
			id: 'answers',
			question: 'How do answers to common questions work?',
			answer: (
				<p>
					Pick a question, such as “What is therapy like?” or how you work with anxiety, and answer it in
					writing, as a voice recording or as a short video. Answers appear on your profile and on our
					question pages, and help clients get a feel for you before they reach out.
				</p>
			),
		},
		{
			id: 'time',
			question: 'How long does signup take?',
			answer: (
				<p>
					{SIGNUP_TIME_NOTE}. You can finish the welcome checklist first and add details, a summary and
					answers whenever you like.
				</p>
			),
		},
		{
			id: 'remove',
			question: 'How do I pause or remove my profile?',
			answer: (
				<p>
					To pause, set your availability to Not Accepting New Clients: your profile stays up but your contact
					details are hidden. To remove it completely, log in and choose Delete my account on your Account
					page: your profile, photo, answers and messages are deleted at once. You can also e-mail {mailto}
					from the address on your account, and we delete them within 30 days.
				</p>
			),
		},
	]
}
