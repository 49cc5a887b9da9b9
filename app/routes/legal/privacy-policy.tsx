import { LegalPage } from '~/features/content/components/legal-page'
import {
	PRIVACY_POLICY_TITLE,
	PRIVACY_POLICY_UPDATED,
	privacyPolicyLead,
	privacyPolicySections,
} from '~/features/content/legal/privacy-policy'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/privacy-policy'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: PRIVACY_POLICY_TITLE,
		description: `What ${site.siteName} collects from visitors and providers, why, and for how long. No ads, no third-party trackers, and self-test answers never leave your browser.`,
		path: '/legal/privacy-policy',
	})
}

export default function PrivacyPolicy() {
	const site = useContentSite()
	return (
		<LegalPage
			title={PRIVACY_POLICY_TITLE}
			lead={privacyPolicyLead(site)}
			lastUpdated={PRIVACY_POLICY_UPDATED}
			sections={privacyPolicySections(site)}
		/>
	)
}
