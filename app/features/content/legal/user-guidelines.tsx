import { Link } from '~/components/local-link'
import type { ContentSection } from '../components/prose-page'
import type { ContentSite } from '../site-info'

export { USER_GUIDELINES_UPDATED } from './legal-facts'

export const USER_GUIDELINES_TITLE = 'User Guidelines'

export function userGuidelinesLead(site: ContentSite): string {
	return `People often come to ${site.siteName} at a hard moment. These guidelines keep the directory accurate, safe and respectful, for providers’ profiles and answers and for visitors’ messages.`
}

export function userGuidelinesSections({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'credentials',
			title: 'Accurate credentials',
			body: (
				<>
					<p>Visitors rely on your profile to decide whether you can help them. Keep it true and current.</p>
					<ul>
						<li>
							List only licenses you hold and that are current and in good standing, with the license type and
							number as your board issued them.
						</li>
						<li>
							Choose as practicing states only the states where your license lets you see clients, including
							by telehealth.
						</li>
						<li>
							If you practice under supervision (for example as an associate), say so in your profile and name
							the license you hold.
						</li>
						<li>
							Claim only degrees, certifications, specialties and approaches you have real training and
							experience in.
						</li>
						<li>
							Keep your availability, fees and accepted insurance up to date. If you are not taking new
							clients, set your availability to Not Accepting New Clients.
						</li>
						<li>Use a recent photo of yourself, not a logo, stock photo or someone else’s picture.</li>
					</ul>
				</>
			),
		},
		{
			id: 'safe-practice',
			title: 'Safe and ethical practice',
			body: (
				<>
					<p>
						{siteName} lists only practices that are safe and follow accepted professional standards. You may
						not offer or promote:
					</p>
					<ul>
						<li>
							<strong>conversion therapy</strong>, or any practice that tries to change or suppress a person’s
							sexual orientation or gender identity;
						</li>
						<li>
							other practices that major professional bodies consider harmful, such as aversive techniques,
							coercive restraint or “rebirthing”;
						</li>
						<li>claims to cure serious conditions, or guarantees of results; or</li>
						<li>anything your profession’s code of ethics or your state’s rules forbid.</li>
					</ul>
				</>
			),
		},
		{
			id: 'profile-writing',
			title: 'Profiles without spam',
			body: (
				<>
					<p>Write for the person reading, in plain language. Your headline should describe your work.</p>
					<ul>
						<li>
							No keyword stuffing: no long lists of cities, conditions or search terms, and no repeated words
							meant for search engines rather than people. Use the specialty and approach lists for that.
						</li>
						<li>One profile per person. Do not create duplicate or placeholder profiles.</li>
						<li>
							No advertising for unrelated products, no affiliate links, and no offers of referral fees.
						</li>
						<li>Your website link should point to your own practice.</li>
					</ul>
				</>
			),
		},
		{
			id: 'answers',
			title: 'Respectful answers',
			body: (
				<>
					<p>
						Your written, voice and video answers help people understand therapy and decide who to contact.
					</p>
					<ul>
						<li>Be respectful, non-judgmental and inclusive, towards readers and other professionals.</li>
						<li>
							<strong>Never include details that could identify a client</strong>, current or former: no names
							or initials, no ages combined with places, no distinctive stories, even with the client’s
							consent. Speak generally, for example “many people I work with…”.
						</li>
						<li>
							Keep answers informational. Do not diagnose readers or give individual treatment advice in a
							public answer.
						</li>
						<li>
							Record voice and video answers in a private space, with no clients or client information visible
							or audible.
						</li>
						<li>Do not disparage other providers or approaches.</li>
					</ul>
				</>
			),
		},
		{
			id: 'moderation',
			title: 'How we moderate',
			body: (
				<>
					<p>
						An automatic keyword check looks at profiles and answers for content that breaks these guidelines.
						If it matches, your profile is flagged: it is taken out of search results and hidden from search
						engines until it is reviewed. A keyword match is not a judgment that you did anything wrong; edit
						the content and e-mail {mailto} to ask for a review.
					</p>
					<p>
						We also look at reports from visitors and providers. Content that breaks these guidelines may be
						removed, and serious or repeated breaches can lead to an account being closed, as described in our{' '}
						<Link to="/legal/terms-of-use">Terms of Use</Link>.
					</p>
				</>
			),
		},
		{
			id: 'visitors',
			title: 'For visitors: respectful messages',
			body: (
				<>
					<p>The contact form is for asking a therapist about working with them.</p>
					<ul>
						<li>Be courteous. Harassment, threats and abusive language are not allowed.</li>
						<li>No sales pitches, advertising, surveys or spam.</li>
						<li>It is fine to contact several therapists; write to each one personally.</li>
						<li>
							Share only what a therapist needs to reply, such as what you would like help with and when you
							are available. Details can wait until you are in touch.
						</li>
						<li>
							The contact form is not for emergencies. If you are in danger, call <a href="tel:911">911</a>.
							If you are in crisis, call or text <a href="tel:988">988</a>.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'reporting',
			title: 'Reporting a problem',
			body: (
				<p>
					If a profile, answer or message breaks these guidelines, e-mail {mailto} with a link to the profile
					and a short description. Concerns about a provider’s license or conduct can also be reported to the
					licensing board in their state.
				</p>
			),
		},
	]
}
