import { data } from 'react-router'
import { LearnPage } from '~/features/content/components/learn-page'
import { findLearnTopicEs } from '~/features/content/es/learn-topics-es'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import type { Route } from './+types/learn'

// /es/learn/{topic}: the page of routes/learn.tsx with the Spanish topics, in a module of its own so
// that neither language's page carries the other's text.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const topic = findLearnTopicEs(loaderData?.slug)
	if (!topic) return []
	return pageMeta(siteFromMatches(matches), {
		title: translatorFromMatches(matches)('learn.metaTitle', { title: topic.title }),
		description: topic.description,
		path: `/learn/${topic.slug}`,
		type: 'article',
	})
}

export function loader({ params }: Route.LoaderArgs) {
	const topic = findLearnTopicEs(params.topic)
	if (!topic) throw data(null, { status: 404 })
	return { slug: topic.slug }
}

export default function LearnEs({ loaderData }: Route.ComponentProps) {
	const topic = findLearnTopicEs(loaderData.slug)
	if (!topic) throw data(null, { status: 404 })
	return <LearnPage topic={topic} />
}
