import { redirect, useSubmit } from 'react-router'
import { Form, Link } from '~/components/local-link'
import { StateSelectRow } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { revalidateUnlessDialogOnly } from '~/components/ui/use-url-dialog'
import { useRememberedState, useRememberState } from '~/components/visitor-state'
import { dbContext } from '~/db/context'
import { postJsonLd } from '~/features/answers/answer-json-ld'
import { PostAnswerCard } from '~/features/answers/components/post-answer-card'
import { findPost, listPostAnswers, POST_PAGE_SIZE } from '~/features/answers/posts.server'
import { confirmedLabel } from '~/features/availability/freshness'
import { formatCount } from '~/features/therapists/format'
import { registerEnglish } from '~/lib/english-catalog'
import { localeOfPath, useI18n } from '~/lib/i18n'
import { jsonLdTag } from '~/lib/json-ld'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { serverI18n } from '~/lib/translator.server'
import postsEn from '~/locales/en/posts.json'
import { withSpanishQuestion } from '~/platform/reference/question-titles.server'
import { findStateBySlug } from '~/platform/reference/states'
import type { Route } from './+types/posts'

registerEnglish(postsEn)

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { post, state, answers } = loaderData
	const site = siteFromMatches(matches)
	const t = translatorFromMatches(matches)
	const title = t(`post.title.${post.slug}`)
	const description = t(`post.description.${post.slug}`)
	const tags = pageMeta(site, {
		title: state ? t('posts.metaTitleState', { title, state: state.label }) : t('posts.metaTitle', { title }),
		description,
		path: `/posts/${post.slug}`,
		stateCode: state?.code,
		noindex: answers.page > 1,
		type: 'article',
	})
	tags.push(jsonLdTag(postJsonLd(site, { ...post, title, description }, answers)))
	return tags
}

/** Opening the header's Share or Update Email dialog (?dialog=…) needs no new data. */
export const shouldRevalidate = revalidateUnlessDialogOnly

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const post = findPost(params.slug)
	if (!post) throw redirect(locale === 'es' ? '/es' : '/')
	const search = url.searchParams
	const state = findStateBySlug(search.get('state')) ?? null
	const pageNumber = Number(search.get('page') ?? '1')
	const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1
	const answers = await listPostAnswers(context.get(dbContext), post, {
		stateCode: state?.code ?? null,
		page,
	})
	// On a Spanish page the questions and the availability line are in Spanish; the therapists' own
	// words stay as written.
	if (locale === 'es') {
		const words = serverI18n(locale)
		answers.docs = answers.docs.map((a) => {
			const { freshness } = a.author
			const label = confirmedLabel(freshness.days, freshness.stale, words)
			return withSpanishQuestion({ ...a, author: { ...a.author, freshness: { ...freshness, label } } })
		})
	}
	return { post, state, answers, totalPages: Math.max(1, Math.ceil(answers.count / POST_PAGE_SIZE)) }
}

/** A page of a post, in English: the Link puts it in the page's language. */
function pageHref(slug: string, state: string | undefined, page: number): string {
	const params = new URLSearchParams()
	if (state) params.set('state', state)
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return `/posts/${slug}${query ? `?${query}` : ''}`
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
	const { post, state, answers, totalPages } = loaderData
	const { t } = useI18n()
	const submit = useSubmit()
	useRememberState(state?.slug)
	// The state chosen earlier in this tab, offered as one tap (the list follows the selector at once,
	// so preselecting it without showing its answers would be a lie).
	const remembered = useRememberedState()
	const offered = !state && remembered ? remembered : null
	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
			<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">{t('posts.eyebrow')}</p>
			<h1 className="mt-2 font-serif text-4xl text-ink">{t(`post.title.${post.slug}`)}</h1>
			<p className="mt-3 text-lg text-muted">{t(`post.description.${post.slug}`)}</p>

			<Form
				method="get"
				className="mt-8 rounded-xl border border-stone-200 bg-white p-5"
				onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
			>
				<label htmlFor="post-state" className="block font-semibold text-ink">
					{t('posts.yourState')}
				</label>
				<StateSelectRow
					key={state?.slug ?? ''}
					id="post-state"
					emptyOption={t('posts.allStates')}
					defaultValue={state?.slug ?? ''}
					describedBy={state ? undefined : 'post-state-tip'}
					buttonLabel={t('posts.showAnswers')}
				/>
				{state ? null : (
					<p id="post-state-tip" className="mt-2 text-muted text-sm">
						{t('posts.licensedTip')}
					</p>
				)}
				{offered ? (
					<p className="mt-2">
						<Link
							to={pageHref(post.slug, offered.slug, 1)}
							preventScrollReset
							className="font-medium text-brand-700 underline"
						>
							{t('posts.answersFromState', { state: offered.label })}
						</Link>
					</p>
				) : null}
			</Form>

			<section aria-labelledby="answers-heading" className="mt-8">
				<h2 id="answers-heading" className="font-serif text-2xl text-ink">
					{state ? t('posts.headingState', { state: state.label }) : t('posts.heading')}
				</h2>
				{answers.count > 0 ? (
					<p className="mt-1 text-muted" data-testid="answer-count">
						{t('posts.count', { count: answers.count, n: formatCount(answers.count) })}
					</p>
				) : null}
				{answers.docs.length === 0 ? (
					<p className="mt-4 text-muted">{t('posts.empty')}</p>
				) : (
					<ul className="mt-4 space-y-4">
						{answers.docs.map((answer) => (
							<li key={answer.id}>
								<PostAnswerCard answer={answer} />
							</li>
						))}
					</ul>
				)}
				{totalPages > 1 ? (
					<nav aria-label={t('posts.pages')} className="mt-8 flex items-center justify-between gap-4">
						{answers.page > 1 ? (
							<Link
								to={pageHref(post.slug, state?.slug, answers.page - 1)}
								className={buttonClass({ variant: 'neutral', className: 'font-normal' })}
							>
								{t('posts.back')}
							</Link>
						) : (
							<span />
						)}
						<span className="text-muted">{t('posts.pageOf', { page: answers.page, total: totalPages })}</span>
						{answers.next ? (
							<Link
								to={pageHref(post.slug, state?.slug, answers.next)}
								className={buttonClass({ variant: 'neutral', className: 'font-normal' })}
							>
								{t('posts.next')}
							</Link>
						) : (
							<span />
						)}
					</nav>
				) : null}
			</section>
		</div>
	)
}
