import { LegalPage } from '~/features/content/components/legal-page'
import {
	TERMS_OF_USE_TITLE_ES,
	termsOfUseLeadEs,
	termsOfUseSectionsEs,
} from '~/features/content/es/legal/terms-of-use-es'
import { TERMS_OF_USE_UPDATED } from '~/features/content/legal/legal-facts'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/terms-of-use'

// /es/legal/terms-of-use: the Spanish translation, marked as one on the page (the English text governs), in
// a module of its own so that neither language's page carries the other's text.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: TERMS_OF_USE_TITLE_ES,
		description: `Las condiciones para usar ${site.siteName}, un directorio gratuito de terapeutas: qué es y qué no es el directorio, las responsabilidades de los profesionales, el uso aceptable y la responsabilidad.`,
		path: '/legal/terms-of-use',
	})
}

export default function TermsOfUseEs() {
	const site = useContentSite()
	return (
		<LegalPage
			title={TERMS_OF_USE_TITLE_ES}
			lead={termsOfUseLeadEs(site)}
			lastUpdated={TERMS_OF_USE_UPDATED}
			sections={termsOfUseSectionsEs(site)}
		/>
	)
}
