import { ProsePage } from '~/features/content/components/prose-page'
import {
	LICENCE_CHECKS_TITLE_ES,
	licenceChecksLeadEs,
	licenceChecksSectionsEs,
} from '~/features/content/es/licence-checks-es'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/licence-checks'

// /es/licence-checks: the Spanish text, in a module of its own so neither language's page carries the other's.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: LICENCE_CHECKS_TITLE_ES,
		description: `Cómo comprueba ${site.siteName} las licencias de los terapeutas con el registro nacional NPI, qué significa la prueba en un perfil y los límites de la comprobación.`,
		path: '/licence-checks',
	})
}

export default function LicenceChecksEs() {
	const site = useContentSite()
	return (
		<ProsePage
			title={LICENCE_CHECKS_TITLE_ES}
			lead={licenceChecksLeadEs(site)}
			sections={licenceChecksSectionsEs(site)}
		/>
	)
}
