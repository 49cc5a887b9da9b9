import { LegalPage } from '~/features/content/components/legal-page'
import {
	USER_GUIDELINES_TITLE_ES,
	userGuidelinesLeadEs,
	userGuidelinesSectionsEs,
} from '~/features/content/es/legal/user-guidelines-es'
import { USER_GUIDELINES_UPDATED } from '~/features/content/legal/legal-facts'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/user-guidelines'

// /es/legal/user-guidelines: the Spanish translation, marked as one on the page (the English text governs), in
// a module of its own so that neither language's page carries the other's text.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: USER_GUIDELINES_TITLE_ES,
		description: `Cómo mantienen los profesionales sus perfiles y respuestas en ${site.siteName} exactos, seguros y respetuosos, cómo funciona la moderación y cómo deben escribir los visitantes a los terapeutas.`,
		path: '/legal/user-guidelines',
	})
}

export default function UserGuidelinesEs() {
	const site = useContentSite()
	return (
		<LegalPage
			title={USER_GUIDELINES_TITLE_ES}
			lead={userGuidelinesLeadEs(site)}
			lastUpdated={USER_GUIDELINES_UPDATED}
			sections={userGuidelinesSectionsEs(site)}
		/>
	)
}
