import { ProsePage } from '~/features/content/components/prose-page'
import {
	LICENCE_CHECKS_TITLE,
	licenceChecksLead,
	licenceChecksSections,
} from '~/features/content/licence-checks'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/licence-checks'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: LICENCE_CHECKS_TITLE,
		description: `How ${site.siteName} checks therapists' licences against the national NPI registry, what the evidence on a profile means, and the limits of the check.`,
		path: '/licence-checks',
	})
}

export default function LicenceChecks() {
	const site = useContentSite()
	return (
		<ProsePage
			title={LICENCE_CHECKS_TITLE}
			lead={licenceChecksLead(site)}
			sections={licenceChecksSections(site)}
		/>
	)
}
