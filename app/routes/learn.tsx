import { data, Link } from 'react-router'
import { StatePicker } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { CrisisNote } from '~/features/content/components/prose'
import { ProsePage } from '~/features/content/components/prose-page'
import { findLearnTopic, type LearnTopic, learnMoreSection } from '~/features/content/learn-topics'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/learn'

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const topic = findLearnTopic(loaderData?.slug)
	// An unknown topic renders the not-found page, which sets its own title and noindex.
	if (!topic) return []
	return pageMeta(siteFromMatches(matches), {
		title: `${topic.title}: Signs, What Helps and When to Get Help`,
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

function NextSteps({ topic }: { topic: LearnTopic }) {
	return (
		<div className="space-y-6">
			{topic.selfTest ? (
				<div className="rounded-xl border border-stone-200 bg-white p-6">
					<h2 className="font-serif text-2xl text-ink">Check in with yourself</h2>
					<p className="mt-2 text-muted">
						A free, private {topic.selfTest.questions}-question screening ({topic.selfTest.instrument}). It
						takes a few minutes, and your answers never leave your browser.
					</p>
					<Link to={topic.selfTest.href} className={buttonClass({ className: 'mt-4 text-center' })}>
						{topic.selfTest.label}
					</Link>
				</div>
			) : null}
			<div className="rounded-xl border border-stone-200 bg-white p-6">
				<h2 className="font-serif text-2xl text-ink">Talk to a therapist</h2>
				<p className="mt-2 mb-4 text-muted">
					Therapists need to be licensed in your state to see you. Start with where you live.
				</p>
				<StatePicker id="learn-state" compact />
			</div>
		</div>
	)
}

export default function Learn({ loaderData }: Route.ComponentProps) {
	const topic = findLearnTopic(loaderData.slug)
	if (!topic) throw data(null, { status: 404 })
	return (
		<ProsePage
			eyebrow="Learn"
			title={topic.title}
			lead={topic.lead}
			before={<CrisisNote />}
			sections={[...topic.sections, learnMoreSection(topic)]}
			after={<NextSteps topic={topic} />}
		/>
	)
}
