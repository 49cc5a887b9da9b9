import { Link } from '~/components/local-link'
import type { ContentSection } from '../components/prose-page'
import type { ContentSite } from '../site-info'
import { BACKUP_RETENTION_DAYS, CONTACT_MESSAGE_RETENTION_DAYS } from './legal-facts'

/** The Privacy Policy from 'When we share information' on (privacy-policy.tsx has the first part). */
export function privacyPolicyRightsSections({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	return [
		{
			id: 'sharing',
			title: 'When we share information',
			body: (
				<>
					<p>We share personal information only:</p>
					<ul>
						<li>with the therapist you choose to message;</li>
						<li>
							with companies that run infrastructure for us, such as hosting, database and e-mail delivery,
							which may use it only to provide that service to us;
						</li>
						<li>
							when the law requires it, or when we believe in good faith that it is needed to protect
							someone’s safety; and
						</li>
						<li>
							if {siteName} is transferred to a new operator, who must keep honouring this policy for the
							information we hold.
						</li>
					</ul>
					<p>
						Provider profiles and answers are public by design. We never sell, rent or trade personal
						information.
					</p>
				</>
			),
		},
		{
			id: 'retention',
			title: 'How long we keep information',
			body: (
				<ul>
					<li>
						Visitors’ messages, the e-mails that carry them and the follow-ups about them:{' '}
						{CONTACT_MESSAGE_RETENTION_DAYS} days. Answers to a follow-up (only the answer and its time):
						while the therapist’s account exists; the reply rate looks back 180 days.
					</li>
					<li>
						Daily listing counts (times shown and opened, nothing about visitors): while the therapist’s
						account exists.
					</li>
					<li>Abuse-protection counters: about one day.</li>
					<li>Login sessions: until you log out, or 28 days without use.</li>
					<li>Verification and password reset links: they expire after a short time and work only once.</li>
					<li>
						Provider accounts, profiles and answers: while the account exists. When you delete your account,
						it is deleted at once (see <a href="#your-data">Your data, your account</a>); if you ask us by
						e-mail instead, we delete it within 30 days.
					</li>
					<li>
						Uploaded photos and recordings of a deleted account: removed from our storage within minutes.
					</li>
					<li>The e-mail confirming a deletion: deleted once it is sent, and after 7 days at the latest.</li>
					<li>
						Backup copies of our database and files: {BACKUP_RETENTION_DAYS} days, so a deleted account is
						gone from every copy within {BACKUP_RETENTION_DAYS} days.
					</li>
				</ul>
			),
		},
		{
			id: 'rights',
			title: 'Your rights and choices',
			body: (
				<>
					<p>Wherever you live, you can ask us to:</p>
					<ul>
						<li>tell you what personal information we hold about you and give you a copy;</li>
						<li>correct information that is wrong;</li>
						<li>
							delete your information, including a message you sent to a therapist (tell us the e-mail address
							you used) or your whole provider account; and
						</li>
						<li>stop any use of your information you object to.</li>
					</ul>
					<p>
						Providers can correct most of their information themselves by editing their profile, and can
						download a copy of it or delete their account themselves (see{' '}
						<a href="#your-data">Your data, your account</a>). To make any request, e-mail {mailto}. We may
						confirm the request by e-mailing the address it concerns, we answer within 30 days, and we do not
						charge for it. Using these rights never affects how we treat you. Some US states give their
						residents these rights by law; we give them to everyone.
					</p>
				</>
			),
		},
		{
			id: 'your-data',
			title: 'Your data, your account',
			body: (
				<>
					<p>
						Logged in, a provider finds two buttons on their <Link to="/account">Account</Link> page that work
						at once, without writing to us:
					</p>
					<ul>
						<li>
							<strong>Download my data</strong> gives you a file (JSON) of everything we store about you: your
							profile, your answers with links to their photos and recordings, the e-mails we sent you, your
							login sessions and pending e-mail links, your daily listing counts, and when clients contacted
							you. For those contacts it says only when and whether it was a message or a phone contact: the
							client’s name, address and words belong to them. It never contains your password or any token,
							which we keep only as hashes.
						</li>
						<li>
							<strong>Delete my account</strong>, confirmed with your password, deletes your profile, answers,
							photo and recordings, login sessions, pending links, the e-mails we sent or queued for you and
							the messages clients sent you, all at once. Your profile leaves search, listings and the sitemap
							within seconds, and your files leave our storage within minutes. We send one e-mail to confirm
							the deletion, then delete that too. For two hours we keep only your former profile number (no
							name, no e-mail), so that every one of our servers removes it from search. A deletion cannot be
							undone; you are welcome to register again.
						</li>
					</ul>
					<p>
						Copies of the database in our backups expire after {BACKUP_RETENTION_DAYS} days, and with them the
						last trace of a deleted account.
					</p>
				</>
			),
		},
		{
			id: 'children',
			title: 'Children',
			body: (
				<p>
					{siteName} is not meant for children under 13 and we do not knowingly collect their personal
					information. If you believe a child under 13 has sent us personal information, contact us and we
					will delete it. Teens looking for a therapist are encouraged to involve a parent, guardian or
					another trusted adult.
				</p>
			),
		},
		{
			id: 'security',
			title: 'Security',
			body: (
				<p>
					We use encrypted connections, store passwords and session tokens only as hashes, and limit who can
					reach our systems. No service can promise perfect security; if a breach affects your information, we
					will tell you as the law requires.
				</p>
			),
		},
		{
			id: 'changes',
			title: 'Changes to this policy',
			body: (
				<p>
					When we change this policy we update the date at the top of this page. For a material change, we
					post it here and e-mail registered providers at least 30 days before it takes effect.
				</p>
			),
		},
		{
			id: 'contact',
			title: 'Contact us',
			body: <p>Questions or requests about your privacy: e-mail {mailto}.</p>,
		},
	]
}
