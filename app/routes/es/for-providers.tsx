import { ForProvidersPage, forProvidersDescription } from '~/features/content/components/for-providers-page'
import {
	FREE_PLAN_FEATURES_ES,
	providerFaqsEs,
	SIGNUP_STEPS_ES,
} from '~/features/content/es/for-providers-es'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import type { Route } from './+types/for-providers'

// /es/for-providers: the page of routes/for-providers.tsx with its Spanish texts, in a module of its
// own so that neither language's page carries the other's.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	const t = translatorFromMatches(matches)
	return pageMeta(site, {
		title: t('fp.metaTitle'),
		description: forProvidersDescription(t, site.siteName),
		path: '/for-providers',
	})
}

export default function ForProvidersEs() {
	const site = useContentSite()
	return (
		<ForProvidersPage steps={SIGNUP_STEPS_ES} features={FREE_PLAN_FEATURES_ES} faqs={providerFaqsEs(site)} />
	)
}
