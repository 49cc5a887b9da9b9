import { ForProvidersPage, forProvidersDescription } from '~/features/content/components/for-providers-page'
import { PLANS, providerFaqs, SIGNUP_STEPS } from '~/features/content/for-providers'
import { useContentSite } from '~/features/content/site-info'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import type { Route } from './+types/for-providers'

// The Spanish twin is routes/es/for-providers.tsx: the same page with the Spanish texts.

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	const t = translatorFromMatches(matches)
	return pageMeta(site, {
		title: t('fp.metaTitle'),
		description: forProvidersDescription(t, site.siteName),
		path: '/for-providers',
	})
}

export default function ForProviders() {
	const site = useContentSite()
	return <ForProvidersPage steps={SIGNUP_STEPS} features={PLANS.free.features} faqs={providerFaqs(site)} />
}
