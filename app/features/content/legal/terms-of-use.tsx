import { Link } from '~/components/local-link'
import { FREE_PLAN_NAME, GROWTH_PACKAGE_PRICE_PER_MONTH, PAID_PLAN_NAME } from '~/platform/reference/options'
import type { ContentSection } from '../components/prose-page'
import type { ContentSite } from '../site-info'

import { LIABILITY_CAP_USD, MATERIAL_CHANGE_NOTICE_DAYS } from './legal-facts'

export { TERMS_OF_USE_UPDATED } from './legal-facts'

export const TERMS_OF_USE_TITLE = 'Terms of Use'

export function termsOfUseLead(site: ContentSite): string {
	return `These terms are the agreement between you and ${site.siteName} for using the directory, whether you are looking for a therapist or listing your practice.`
}

export function termsOfUseSections({ siteName, contactEmail }: ContentSite): ContentSection[] {
	const mailto = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
	const growthPrice = `$${GROWTH_PACKAGE_PRICE_PER_MONTH} / month`
	const liabilityCap = `$${LIABILITY_CAP_USD}`
	return [
		{
			id: 'agreement',
			title: 'Agreeing to these terms',
			body: (
				<>
					<p>
						By using {siteName} you agree to these Terms of Use, our{' '}
						<Link to="/legal/privacy-policy">Privacy Policy</Link> and our{' '}
						<Link to="/legal/user-guidelines">User Guidelines</Link>. Providers accept them when they create
						an account. If you do not agree, please do not use {siteName}.
					</p>
					<p>“You” means the person using {siteName}, or the practice on whose behalf a provider acts.</p>
				</>
			),
		},
		{
			id: 'not-care',
			title: 'A directory, not a provider of care',
			body: (
				<>
					<p>
						{siteName} is a free online directory that helps people find licensed mental-health professionals
						and contact them. We do not provide medical, psychological or any other professional advice,
						diagnosis or treatment. We do not employ, refer, recommend, endorse or supervise the providers
						listed, and using {siteName} does not create a therapist–client relationship between you and us.
					</p>
					<p>
						Our articles, the self-tests and the answers providers publish are general information. They are
						not a substitute for care from a qualified professional who knows your situation. A self-test
						result is a screening, not a diagnosis.
					</p>
				</>
			),
		},
		{
			id: 'emergencies',
			title: 'Not an emergency service',
			body: (
				<>
					<p>
						<strong>
							{siteName} is not an emergency service. If you or someone else is in danger, call{' '}
							<a href="tel:911">911</a> now.
						</strong>{' '}
						If you are thinking about suicide or are in emotional crisis, call or text{' '}
						<a href="tel:988">988</a> (Suicide &amp; Crisis Lifeline), any time.
					</p>
					<p>
						Do not use the contact form for anything urgent: providers may not read messages quickly, and we
						cannot see or act on them.
					</p>
				</>
			),
		},
		{
			id: 'choosing',
			title: 'Choosing a provider',
			body: (
				<p>
					You decide whether to contact or work with a provider. Profiles are written by the providers
					themselves. Before you start, we encourage you to confirm their license with your state’s licensing
					board and to ask them directly about fees, insurance and availability. We do not guarantee that any
					provider is available, is a good fit for you, or accepts a particular insurance plan.
				</p>
			),
		},
		{
			id: 'accounts',
			title: 'Provider accounts',
			body: (
				<ul>
					<li>
						Accounts are for licensed mental-health professionals who are at least 18 and hold a license that
						lets them practice in each state they list.
					</li>
					<li>Each account and profile belongs to one person. Do not share your account.</li>
					<li>
						Give a working e-mail address you control, keep your password secret, and tell us at {mailto} if
						you think someone else has used your account. You are responsible for what happens under it.
					</li>
				</ul>
			),
		},
		{
			id: 'provider-responsibilities',
			title: 'Provider responsibilities',
			body: (
				<>
					<p>If you list a practice on {siteName}, you are solely responsible for:</p>
					<ul>
						<li>
							the accuracy of your license, credentials, practice states, fees, insurance and availability,
							and for keeping them current;
						</li>
						<li>
							holding a valid license in every state you list, and telling us (or updating your profile)
							straight away if a license lapses, is restricted or is revoked;
						</li>
						<li>
							the services you provide, and following the laws, licensing rules and ethics codes that apply to
							them, including confidentiality and telehealth rules; and
						</li>
						<li>handling the messages you receive from visitors in line with your professional duties.</li>
					</ul>
					<p>
						We may check the information you give us, but we are not obliged to, and we do not verify every
						license.
					</p>
				</>
			),
		},
		{
			id: 'content',
			title: 'Your content',
			body: (
				<>
					<p>
						You keep ownership of what you publish on {siteName}: your profile, photo and answers, including
						voice and video recordings. You give us a non-exclusive, worldwide, royalty-free license to host,
						store, copy, transcribe, format, display and distribute that content in order to run and promote
						the directory, for example on your profile, on question pages and in shared profile images. This
						license ends when you delete the content or your account, apart from copies held briefly while
						deletion completes.
					</p>
					<p>
						You confirm that you have the right to publish what you post, and that it follows these terms.
					</p>
				</>
			),
		},
		{
			id: 'acceptable-use',
			title: 'Acceptable use',
			body: (
				<>
					<p>When using {siteName}, you agree not to:</p>
					<ul>
						<li>post anything unlawful, false, misleading, harassing, hateful or threatening;</li>
						<li>impersonate anyone or misrepresent your credentials;</li>
						<li>send spam, advertising or solicitations through the contact form;</li>
						<li>
							copy, scrape or harvest providers’ contact details or other content in bulk, except for search
							engines that follow our robots.txt;
						</li>
						<li>
							get around our rate limits, security or moderation, or access the service in a way that
							overloads it;
						</li>
						<li>upload malware or anything that interferes with the service or other users; or</li>
						<li>
							break the <Link to="/legal/user-guidelines">User Guidelines</Link>.
						</li>
					</ul>
				</>
			),
		},
		{
			id: 'fees',
			title: 'Membership and fees',
			body: (
				<p>
					Listing on {siteName} is free under the {FREE_PLAN_NAME} plan. The {PAID_PLAN_NAME} ({growthPrice})
					is not accepting new clients. If paid plans open again, their price, billing and cancellation terms
					will be shown to you before you agree to pay, and you will never be charged without choosing a paid
					plan.
				</p>
			),
		},
		{
			id: 'moderation',
			title: 'Moderation, suspension and ending your account',
			body: (
				<>
					<p>
						We may review, flag, hide or remove content, or suspend or close an account, if we believe it
						breaks these terms or the User Guidelines, puts people at risk, or is required by law. Our
						automatic keyword check can take a profile out of search results until it is reviewed. Where we
						can, we will tell you what happened and how to fix it.
					</p>
					<p>
						You may stop using {siteName} at any time. To delete your provider account, e-mail {mailto} from
						the address on the account.
					</p>
				</>
			),
		},
		{
			id: 'ip',
			title: 'Our software and name',
			body: (
				<p>
					The software that runs {siteName} is open source and is licensed separately under the license in its
					source repository. These terms cover your use of this website and service. The {siteName} name and
					logo, and the articles we write, may not be used in a way that suggests we endorse you or your
					practice.
				</p>
			),
		},
		{
			id: 'links',
			title: 'Links to other sites',
			body: (
				<p>
					{siteName} links to other websites, such as public health fact sheets and providers’ own sites. We
					do not control them and are not responsible for their content or practices.
				</p>
			),
		},
		{
			id: 'disclaimers',
			title: 'Disclaimers',
			body: (
				<p>
					{siteName} is provided “as is” and “as available”. To the fullest extent the law allows, we make no
					warranties, express or implied, including warranties of merchantability, fitness for a particular
					purpose, accuracy and non-infringement. We do not promise that the service will be uninterrupted or
					error-free, or that the information on it, including information providers give about themselves, is
					complete or correct.
				</p>
			),
		},
		{
			id: 'liability',
			title: 'Limitation of liability',
			body: (
				<>
					<p>
						To the fullest extent the law allows, {siteName} and the people who run it are not liable for any
						indirect, incidental, special, consequential or punitive damages, or for lost profits, data or
						goodwill, arising from your use of {siteName} or from any provider you find through it.
					</p>
					<p>
						<strong>
							Our total liability for all claims relating to {siteName} is limited to the greater of{' '}
							{liabilityCap} or the fees you paid us in the 12 months before the event that gave rise to the
							claim.
						</strong>
					</p>
					<p>
						Some places do not allow these limits, so some of them may not apply to you. Nothing in these
						terms limits liability that cannot be limited by law.
					</p>
				</>
			),
		},
		{
			id: 'indemnity',
			title: 'Indemnity',
			body: (
				<p>
					If you are a provider, you agree to cover the reasonable costs of claims brought against {siteName}{' '}
					by others that arise from your content, your services or your breach of these terms.
				</p>
			),
		},
		{
			id: 'changes',
			title: 'Changes to these terms',
			body: (
				<p>
					We may update these terms. For a material change we give at least {MATERIAL_CHANGE_NOTICE_DAYS}{' '}
					days’ notice before it takes effect, by posting the new terms on this page and e-mailing registered
					providers. Corrections and changes that are not material take effect when posted. If you keep using{' '}
					{siteName} after a change takes effect, you accept the updated terms; if you do not accept them,
					stop using {siteName} and, if you are a provider, ask us to delete your account.
				</p>
			),
		},
		{
			id: 'governing-terms',
			title: 'Governing terms',
			body: (
				<ul>
					<li>
						These terms are governed by the laws of the United States and of the state in which the operator
						of {siteName} is established, without regard to conflict-of-law rules. Disputes will be heard in
						the courts of that state, unless the law where you live gives you the right to bring them
						elsewhere.
					</li>
					<li>
						These terms, the Privacy Policy and the User Guidelines are the whole agreement between you and us
						about {siteName}. If any part is found unenforceable, the rest stays in effect.
					</li>
					<li>
						If we do not enforce a part of these terms straight away, we have not given up the right to do so
						later. You may not transfer your rights under these terms; we may transfer ours to a new operator
						of {siteName}.
					</li>
				</ul>
			),
		},
		{
			id: 'contact',
			title: 'Contact us',
			body: <p>Questions about these terms: e-mail {mailto}.</p>,
		},
	]
}
