import { Link } from '~/components/local-link'
import { StatePicker } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { type Translate, useI18n } from '~/lib/i18n'
import type { LearnTopic } from '../learn-topics'
import { CrisisNote, ExternalLink } from './prose'
import { type ContentSection, ProsePage } from './prose-page'

// /learn/{topic} and /es/learn/{topic}: one layout, its words from the catalogs
// (app/locales/{en,es}/learn.json), the topic's text given by each language's route.

/**
 * The "Learn more" section: the fact sheets, then therapists' answers and search (the self-test has its
 * own card), in the page's language. The fact sheets are the agencies' English pages: a Spanish page
 * says so after each (docs/product.md#languages).
 */
export function learnMoreSection(topic: LearnTopic, t: Translate): ContentSection {
	return {
		id: 'learn-more',
		title: t('learn.more'),
		body: (
			<>
				<p>{t('learn.factSheets')}</p>
				<ul>
					{topic.factSheets.map((sheet) => (
						<li key={sheet.href}>
							<ExternalLink href={sheet.href} lang="en">
								{sheet.title}
							</ExternalLink>
							{t('learn.from', { org: sheet.org })}
						</li>
					))}
				</ul>
				<h3>{t('learn.onThisSite')}</h3>
				<ul>
					{topic.post ? (
						<li>
							<Link to={topic.post.href}>{topic.post.label}</Link>
						</li>
					) : null}
					<li>
						<Link to={`/therapists/${topic.tagSlug}`}>{t('learn.browse', { name: topic.name })}</Link>
					</li>
				</ul>
			</>
		),
	}
}

function NextSteps({ topic }: { topic: LearnTopic }) {
	const { t } = useI18n()
	return (
		<div className="space-y-6">
			{topic.selfTest ? (
				<div className="rounded-xl border border-stone-200 bg-white p-6">
					<h2 className="font-serif text-2xl text-ink">{t('learn.checkIn')}</h2>
					<p className="mt-2 text-muted">
						{t('learn.checkInBody', {
							questions: topic.selfTest.questions,
							instrument: topic.selfTest.instrument,
						})}
					</p>
					<Link to={topic.selfTest.href} className={buttonClass({ className: 'mt-4 text-center' })}>
						{topic.selfTest.label}
					</Link>
				</div>
			) : null}
			<div className="rounded-xl border border-stone-200 bg-white p-6">
				<h2 className="font-serif text-2xl text-ink">{t('learn.talk')}</h2>
				<p className="mt-2 mb-4 text-muted">{t('learn.talkBody')}</p>
				<StatePicker id="learn-state" compact />
			</div>
		</div>
	)
}

export function LearnPage({ topic }: { topic: LearnTopic }) {
	const { t } = useI18n()
	return (
		<ProsePage
			eyebrow={t('learn.eyebrow')}
			title={topic.title}
			lead={topic.lead}
			before={<CrisisNote />}
			sections={[...topic.sections, learnMoreSection(topic, t)]}
			after={<NextSteps topic={topic} />}
		/>
	)
}
