import { data } from 'react-router'
import { LearnPage } from '~/features/content/components/learn-page'
import { findLearnTopic } from '~/features/content/learn-topics'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import type { Route } from './+types/learn'

// The Spanish twin is routes/es/learn.tsx: the same page with the Spanish topics.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const topic = findLearnTopic(loaderData?.slug)
	// An unknown topic renders the not-found page, which sets its own title and noindex.
	if (!topic) return []
	return pageMeta(siteFromMatches(matches), {
		title: translatorFromMatches(matches)('learn.metaTitle', { title: topic.title }),
		description: topic.description,
		path: `/learn/${topic.slug}`,
		type: 'article',
	})
}

export function loader({ params }: Route.LoaderArgs) {
	const topic = findLearnTopic(params.topic)
	if (!topic) throw data(null, { status: 404 })
	return { slug: topic.slug }
}

export default function Learn({ loaderData }: Route.ComponentProps) {
	const topic = findLearnTopic(loaderData.slug)
	if (!topic) throw data(null, { status: 404 })
	return <LearnPage topic={topic} />
}
