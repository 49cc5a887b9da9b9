import { LegalPage } from '~/features/content/components/legal-page'
import {
	PRIVACY_POLICY_TITLE_ES,
	privacyPolicyLeadEs,
	privacyPolicySectionsEs,
} from '~/features/content/es/legal/privacy-policy-es'
import { PRIVACY_POLICY_UPDATED } from '~/features/content/legal/legal-facts'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/privacy-policy'

// /es/legal/privacy-policy: the Spanish translation, marked as one on the page (the English text governs), in
// a module of its own so that neither language's page carries the other's text.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: PRIVACY_POLICY_TITLE_ES,
		description: `Qué recopila ${site.siteName} de visitantes y profesionales, para qué y por cuánto tiempo. Sin anuncios ni rastreadores de terceros, y las respuestas de las pruebas nunca salen de su navegador.`,
		path: '/legal/privacy-policy',
	})
}

export default function PrivacyPolicyEs() {
	const site = useContentSite()
	return (
		<LegalPage
			title={PRIVACY_POLICY_TITLE_ES}
			lead={privacyPolicyLeadEs(site)}
			lastUpdated={PRIVACY_POLICY_UPDATED}
			sections={privacyPolicySectionsEs(site)}
		/>
	)
}
