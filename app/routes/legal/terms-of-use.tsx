import { LegalPage } from '~/features/content/components/legal-page'
import {
	TERMS_OF_USE_TITLE,
	TERMS_OF_USE_UPDATED,
	termsOfUseLead,
	termsOfUseSections,
} from '~/features/content/legal/terms-of-use'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/terms-of-use'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: TERMS_OF_USE_TITLE,
		description: `The terms for using ${site.siteName}, a free directory of therapists: what the directory is and is not, provider responsibilities, acceptable use and liability.`,
		path: '/legal/terms-of-use',
	})
}

export default function TermsOfUse() {
	const site = useContentSite()
	return (
		<LegalPage
			title={TERMS_OF_USE_TITLE}
			lead={termsOfUseLead(site)}
			lastUpdated={TERMS_OF_USE_UPDATED}
			sections={termsOfUseSections(site)}
		/>
	)
}
