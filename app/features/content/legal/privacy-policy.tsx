import { Link } from '~/components/local-link'
import type { ContentSection } from '../components/prose-page'
import type { ContentSite } from '../site-info'

import { CONTACT_MESSAGE_RETENTION_DAYS, REPORT_RETENTION_DAYS } from './legal-facts'
import { privacyPolicyRightsSections } from './privacy-policy-rights'

export { CONTACT_MESSAGE_RETENTION_DAYS, PRIVACY_POLICY_UPDATED } from './legal-facts'

export const PRIVACY_POLICY_TITLE = 'Privacy Policy'

export function privacyPolicyLead(site: ContentSite): string {
	return `${site.siteName} is a free directory of therapists. This policy explains what we collect when you use it, why, how long we keep it and what you can ask us to do with it.`
}

export function privacyPolicySections(site: ContentSite): ContentSection[] {
	const { siteName } = site
	return [
		{
			id: 'summary',
			title: 'The short version',
			body: (
				<ul>
					<li>We collect only what we need to run the directory and deliver your messages.</li>
					<li>
						There are no ads and no third-party trackers or analytics on {siteName}. We do not sell or rent
						personal information to anyone.
					</li>
					<li>
						We use cookies only to keep providers logged in and, if you choose a language, to remember it.
					</li>
					<li>Your self-test answers never leave your browser.</li>
					<li>
						A message you send to a therapist is e-mailed to them, and our copy is deleted after{' '}
						{CONTACT_MESSAGE_RETENTION_DAYS} days.
					</li>
				</ul>
			),
		},
		{
			id: 'scope',
			title: 'Who this policy covers',
			body: (
				<>
					<p>
						This policy applies to the {siteName} website and service (“{siteName}”, “we”, “us”). It covers
						visitors, who search the directory, read articles, take self-tests and contact therapists, and
						providers, the licensed professionals who create an account and list their practice.
					</p>
					<p>
						{siteName} is a directory, not a provider of care. The therapists listed here are independent.
						Once a therapist receives your message, how they handle it is governed by their own privacy
						practices and professional confidentiality duties. Please share only what a therapist needs to
						reply to you; details about your health are best discussed once you are in touch.
					</p>
				</>
			),
		},
		{
			id: 'visitors',
			title: 'What we collect from visitors',
			body: (
				<>
					<p>You can browse and search {siteName} without an account.</p>
					<ul>
						<li>
							<strong>Searching and browsing.</strong> The filters you choose (state, specialty, insurance and
							so on) live in the page address. We do not build a profile of you from your searches.
						</li>
						<li>
							<strong>Messages to a therapist.</strong> When you use the e-mail form on a profile we collect
							your name, your e-mail address, your phone number if you choose to give it, your message and
							which therapist it is for.
						</li>
						<li>
							<strong>Phone contacts.</strong> When you show or tap a therapist’s phone number, we record only
							that a phone contact happened for that therapist, and when. We do not record who you are.
						</li>
						<li id="reports">
							<strong>Reports about a profile.</strong> When you use ‘Report this profile’, we keep which
							profile, the reason you chose, the details you wrote and, only if you give it, your e-mail
							address, which we use for nothing but answering you. A person at {siteName} reviews the report.
							The therapist is never told who reported them or what you wrote. We delete the report, with your
							address, {REPORT_RETENTION_DAYS} days after the review is closed.
						</li>
						<li>
							<strong>Listing counts.</strong> For each therapist we count, per day, how often their profile
							was shown in search results and how often it was opened, and show the therapist these totals.
							Only the totals are kept: no cookie, IP address or anything else about who looked. Search
							engines’ crawlers are not counted.
						</li>
						<li>
							<strong>Self-tests.</strong> The anxiety and depression self-tests are scored in your browser.
							Your answers and your score are never sent to us and are not saved: they are gone when you leave
							or reload the page.
						</li>
						<li>
							<strong>Your IP address.</strong> When you send a form, we count requests from your IP address
							to stop spam and abuse (see <a href="#rate-limits">Abuse protection</a>).
						</li>
					</ul>
					<p>
						To find faults, our server writes one technical line per request: the page address without
						anything after the “?”, the time, the answer’s status, size and how long it took, and a random
						request number. It holds no IP address, cookie, e-mail address or anything else that says who you
						are. The hosting and network services that carry our traffic may keep standard, short-lived
						connection logs (such as IP address and time) for security and reliability.
					</p>
				</>
			),
		},
		{
			id: 'providers',
			title: 'What we collect from providers',
			body: (
				<ul>
					<li>
						<strong>Account.</strong> Your e-mail address, whether it has been verified, and your password,
						which we store only as a one-way hash: nobody at {siteName} can read it. We also keep a record of
						your active login sessions.
					</li>
					<li>
						<strong>Your public profile.</strong> Name, headline, license, phone number, website, photo,
						office address, the states you practice in, online or in-person options, specialties, approaches,
						fees and insurance, availability, your summary, and the optional identity and client focus details
						you choose to add (such as gender, ethnicity, sexuality, faith, languages and age groups). Once
						your profile is live, this is published for anyone to see and search engines may index it. Your
						e-mail address is never shown publicly.
					</li>
					<li>
						<strong>Your answers.</strong> Written answers, and the voice or video recordings you upload, with
						any transcripts and thumbnails made from them. These are public on your profile and on our
						question pages.
					</li>
					<li>
						<strong>Messages addressed to you</strong> from visitors, handled as described under{' '}
						<a href="#messages">Messages to therapists</a>.
					</li>
					<li>
						<strong>Reports about your profile</strong> from visitors, reviewed by a person at {siteName}. In
						‘Download my data’ you see each report’s reason, date and outcome, never who sent it or what they
						wrote. Reports are deleted {REPORT_RETENTION_DAYS} days after their review is closed.
					</li>
					<li>
						<strong>Moderation records.</strong> If our keyword check flags your profile, we keep the matched
						word with your account (never shown publicly) until the profile is reviewed.
					</li>
					<li>
						<strong>If you are on our staff</strong> (a moderator or admin): your role, the secret of your
						authenticator app (stored encrypted) and your recovery codes (stored only as one-way hashes),
						until the role or the account ends. Every staff action is written to an audit log with your e-mail
						address, the time, the reason and what changed; we keep this record even after the account is
						deleted, because it is the record of how the directory was run.
					</li>
				</ul>
			),
		},
		{
			id: 'use',
			title: 'How we use information',
			body: (
				<>
					<p>We use the information above only to:</p>
					<ul>
						<li>run the directory and show providers’ profiles and answers;</li>
						<li>deliver visitors’ messages to therapists;</li>
						<li>
							send providers the e-mails their account needs: verification links, password resets, e-mail
							address changes and messages from visitors;
						</li>
						<li>keep the service secure and stop spam, fraud and abuse;</li>
						<li>
							enforce our <Link to="/legal/terms-of-use">Terms of Use</Link> and{' '}
							<Link to="/legal/user-guidelines">User Guidelines</Link>; and
						</li>
						<li>meet our legal obligations.</li>
					</ul>
					<p>
						We do not use personal information for advertising, we do not build marketing profiles, and we do
						not send marketing e-mail.
					</p>
				</>
			),
		},
		{
			id: 'messages',
			title: 'Messages to therapists',
			body: (
				<>
					<p>
						When you send a message, we save it in our database and place an e-mail to the therapist in our
						outgoing mail queue. The e-mail uses your address as its reply-to address, so the therapist can
						answer you directly. From then on, your conversation happens by e-mail, outside {siteName}.
					</p>
					<p>
						We keep our stored copy of the message, and the queued e-mail, for{' '}
						{CONTACT_MESSAGE_RETENTION_DAYS} days, then delete them. During that time we use them only to
						deliver the message, retry a delivery that failed, ask you whether the therapist got back to you
						(below), and look into a report of abuse. The copy in the therapist’s inbox is theirs to keep or
						delete.
					</p>
					<p id="follow-ups">
						<strong>Did they get back to you?</strong> A few days after your message is delivered, we send you
						one e-mail asking whether the therapist replied, and if you answer ‘Not yet’, one more with other
						therapists who are accepting new clients. Your e-mail address serves only these follow-ups and is
						deleted with the message. With your message we also keep the state and specialties of the
						therapist you wrote to (to suggest others), the language of the page you wrote from (so the
						follow-ups are in it) and a keyed hash of your IP address (so one person’s answers count once);
						they go with the message. Your answer itself is kept only as the answer and its time, with nothing
						that leads back to you; we use answers to tell the therapist, without your name or address, that
						someone is waiting, and to show how often therapists reply. Each follow-up has a one-click link to
						stop them; we then keep only a keyed hash of your address, so that we can honour it.
					</p>
					<p id="consultations">
						<strong>Free consultation calls.</strong> When you book a call with a therapist, we keep your
						name, e-mail address, phone number, note, time zone and the call’s time only to serve the booking:
						the invites, the reminder and your cancel link. The therapist receives them, and can download them
						with their data. We delete them, and our copies of the e-mails about the call,{' '}
						{CONTACT_MESSAGE_RETENTION_DAYS} days after the call.
					</p>
					<p>
						E-mail is not end-to-end encrypted. Please do not include anything you would not be comfortable
						sending by ordinary e-mail.
					</p>
				</>
			),
		},
		{
			id: 'cookies',
			title: 'Cookies and local storage',
			body: (
				<>
					<p>
						We set a cookie only when a provider logs in. It holds a random session token (we store only a
						hash of it), is sent only over secure connections, cannot be read by scripts and is not sent with
						requests from other sites. It ends when you log out, or after 28 days without use.
					</p>
					<p>
						While a provider is logged in, the browser also keeps a small note in its local storage: the
						account id, the profile address and the time of the last visit, never a password or token. It lets
						other open tabs notice a login or logout, and is cleared at logout or after 28 days without a
						visit.
					</p>
					<p>
						If you choose a language with the ‘Español’ or ‘English’ link, a cookie named lang remembers that
						choice for a year; it holds only ‘en’ or ‘es’. Visitors who do not log in receive no other
						cookies. We use no advertising, analytics or social-media cookies, and no similar technologies
						such as tracking pixels or fingerprinting.
					</p>
				</>
			),
		},
		{
			id: 'no-trackers',
			title: 'No third-party trackers or ads',
			body: (
				<>
					<p>
						{siteName} shows no ads and loads no third-party analytics, advertising, social-media or font
						scripts. Pages, images and recordings are served from our own servers, so other companies do not
						learn which pages you read or which therapists you look at.
					</p>
					<p>
						Links to other websites, such as public health fact sheets or a therapist’s own website, take you
						to sites with their own privacy policies.
					</p>
				</>
			),
		},
		{
			id: 'error-reports',
			title: 'Error reports',
			body: (
				<>
					<p>
						The people who run {siteName} may turn on error reporting, to an error-tracking service of their
						choosing (Sentry or a compatible one such as GlitchTip). When it is off, nothing is sent. When it
						is on:
					</p>
					<ul>
						<li>
							when something breaks on our server, or in your browser on this site, a report is sent with the
							kind of error, its technical message and where in our code it happened, the page address without
							anything after the “?”, your browser and system names and versions, and a random request number;
						</li>
						<li>
							for 5 percent of page loads and moves between pages, the browser also sends timings (how long
							the page and its requests took), with the same page addresses;
						</li>
						<li>
							e-mail addresses, passwords, tokens, cookies, form contents, messages and search terms are
							removed or never collected, reports do not include your IP address (though the error-tracking
							service, like any web server, sees the address a report comes from), and nothing is linked to an
							account; and
						</li>
						<li>
							search engines and other automated visitors send nothing, and neither do copies of the site on
							other addresses.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'rate-limits',
			title: 'Abuse protection',
			body: (
				<p>
					To stop spam and password guessing, we limit how often the same IP address can send the contact,
					report, login, signup, password reset and verification forms. For this we store a counter made of
					the form name, your IP address, a short time window and a count. Counters are deleted about a day
					after their window ends and are used for nothing else.
				</p>
			),
		},
		...privacyPolicyRightsSections(site),
	]
}
