import { Link } from '~/components/local-link'
import type { ContentSection } from './components/prose-page'
import type { ContentSite } from './site-info'

// 'How we check licences' (docs/product.md#licence-checks): the method and its limits, in plain words.
// The Spanish text is its own module (es/licence-checks-es.tsx), like the other prose pages.

export const LICENCE_CHECKS_TITLE = 'How we check licences'

export function licenceChecksLead({ siteName }: ContentSite): string {
	return `Checking that a therapist is licensed is the first thing every guide advises. ${siteName} checks each licence a therapist enters against the national NPI registry, and shows you the evidence, not just a seal.`
}

export function licenceChecksSections({ siteName, contactEmail }: ContentSite): ContentSection[] {
	return [
		{
			id: 'what-therapists-enter',
			title: 'What a therapist enters',
			body: (
				<p>
					Their NPI (the National Provider Identifier, a 10-digit number every US clinician who bills has),
					and for each state they are licensed in, the licence type and number. We refuse an NPI whose check
					digit is wrong, so a typo is caught at once.
				</p>
			),
		},
		{
			id: 'the-check',
			title: 'How we check',
			body: (
				<>
					<p>
						The US government publishes the NPI registry (NPPES) every month. {siteName} loads it and, after
						each change a therapist makes and after each new registry file, checks that:
					</p>
					<ul>
						<li>the NPI is in the registry and active;</li>
						<li>the registry's name is the therapist's (case, accents and hyphens aside);</li>
						<li>the registry lists a kind of clinician that matches the licence type;</li>
						<li>the registry lists the same licence number in the same state.</li>
					</ul>
					<p>
						When everything matches, the profile says 'Licence checked', with the licence, the NPI, the date
						of the registry file and the date of the check. When something does not match, a person on our
						team looks at it with the state's licensing board and, if they confirm it, the profile says so:
						'confirmed by {siteName} staff with the licensing board'.
					</p>
				</>
			),
		},
		{
			id: 'limits',
			title: 'What a check cannot tell you',
			body: (
				<ul>
					<li>
						The NPI registry is self-reported: clinicians enter their own licences in it. A match shows that
						the therapist's claim and the registry agree, not that a board confirmed the licence today.
					</li>
					<li>
						The primary source is the state's licensing board. Each checked profile links to the board's
						look-up so you can check the licence there yourself, and see any discipline on record.
					</li>
					<li>
						'Licence not yet checked' never means the licence is false: the therapist may not have entered an
						NPI yet, or the check may be waiting for a person.
					</li>
				</ul>
			),
		},
		{
			id: 'questions',
			title: 'Questions',
			body: (
				<p>
					Something wrong on a profile? Use 'Report this profile' on it, or write to{' '}
					<a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Therapists add their licence from their
					profile; see <Link to="/for-providers">For providers</Link>.
				</p>
			),
		},
	]
}
