import { LegalPage } from '~/features/content/components/legal-page'
import {
	USER_GUIDELINES_TITLE,
	USER_GUIDELINES_UPDATED,
	userGuidelinesLead,
	userGuidelinesSections,
} from '~/features/content/legal/user-guidelines'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/user-guidelines'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: USER_GUIDELINES_TITLE,
		description: `How providers keep their ${site.siteName} profiles and answers accurate, safe and respectful, how moderation works, and how visitors should write to therapists.`,
		path: '/legal/user-guidelines',
	})
}

export default function UserGuidelines() {
	const site = useContentSite()
	return (
		<LegalPage
			title={USER_GUIDELINES_TITLE}
			lead={userGuidelinesLead(site)}
			lastUpdated={USER_GUIDELINES_UPDATED}
			sections={userGuidelinesSections(site)}
		/>
	)
}
