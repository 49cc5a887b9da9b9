import { Form, Link, redirect, useSubmit } from 'react-router'
import { StateSelectRow } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { useRememberedState, useRememberState } from '~/components/visitor-state'
import { dbContext } from '~/db/context'
import { postJsonLd } from '~/features/answers/answer-json-ld'
import { PostAnswerCard } from '~/features/answers/components/post-answer-card'
import { findPost, listPostAnswers, POST_PAGE_SIZE } from '~/features/answers/posts.server'
import { findStateBySlug } from '~/platform/reference/states'
import { jsonLdTag } from '~/lib/json-ld'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/posts'
import { revalidateUnlessDialogOnly } from '~/components/ui/use-url-dialog'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { post, state, answers } = loaderData
	const site = siteFromMatches(matches)
	const tags = pageMeta(site, {
		title: `${post.title}: Therapists Answer${state ? ` in ${state.label}` : ''}`,
		description: post.description,
		path: `/posts/${post.slug}`,
		stateCode: state?.code,
		noindex: answers.page > 1,
		type: 'article',
	})
	tags.push(jsonLdTag(postJsonLd(site, post, answers)))
	return tags
}

/** Opening the header's Share or Update Email dialog (?dialog=…) needs no new data. */
export const shouldRevalidate = revalidateUnlessDialogOnly

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const post = findPost(params.slug)
	if (!post) throw redirect('/')
	const search = new URL(request.url).searchParams
	const state = findStateBySlug(search.get('state')) ?? null
	const pageNumber = Number(search.get('page') ?? '1')
	const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1
	const answers = await listPostAnswers(context.get(dbContext), post, {
		stateCode: state?.code ?? null,
		page,
	})
	return { post, state, answers, totalPages: Math.max(1, Math.ceil(answers.count / POST_PAGE_SIZE)) }
}

function pageHref(slug: string, state: string | undefined, page: number): string {
	const params = new URLSearchParams()
	if (state) params.set('state', state)
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return `/posts/${slug}${query ? `?${query}` : ''}`
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
	const { post, state, answers, totalPages } = loaderData
	const submit = useSubmit()
	useRememberState(state?.slug)
	// The state chosen earlier in this tab, offered as one tap (the list follows the selector at once,
	// so preselecting it without showing its answers would be a lie).
	const remembered = useRememberedState()
	const offered = !state && remembered ? remembered : null
	return (
		<div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
			<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">Ask Therapists</p>
			<h1 className="mt-2 font-serif text-4xl text-ink">{post.title}</h1>
			<p className="mt-3 text-lg text-muted">{post.description}</p>

			<Form
				method="get"
				className="mt-8 rounded-xl border border-stone-200 bg-white p-5"
				onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
			>
				<label htmlFor="post-state" className="block font-semibold text-ink">
					Your state
				</label>
				<StateSelectRow
					key={state?.slug ?? ''}
					id="post-state"
					emptyOption="All states"
					defaultValue={state?.slug ?? ''}
					describedBy={state ? undefined : 'post-state-tip'}
					buttonLabel="Show Answers"
				/>
				{state ? null : (
					<p id="post-state-tip" className="mt-2 text-muted text-sm">
						Providers need to be licensed in your state to see you.
					</p>
				)}
				{offered ? (
					<p className="mt-2">
						<Link
							to={pageHref(post.slug, offered.slug, 1)}
							preventScrollReset
							className="font-medium text-brand-700 underline"
						>
							Show answers from {offered.label}
						</Link>
					</p>
				) : null}
			</Form>

			<section aria-labelledby="answers-heading" className="mt-8">
				<h2 id="answers-heading" className="font-serif text-2xl text-ink">
					{state ? `Answers from therapists in ${state.label}` : 'Answers from therapists'}
				</h2>
				{answers.count > 0 ? (
					<p className="mt-1 text-muted" data-testid="answer-count">
						{answers.count === 1 ? '1 answer' : `${answers.count} answers`}
					</p>
				) : null}
				{answers.docs.length === 0 ? (
					<p className="mt-4 text-muted">No posts yet.</p>
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
					<nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
						{answers.page > 1 ? (
							<Link
								to={pageHref(post.slug, state?.slug, answers.page - 1)}
								className={buttonClass({ variant: 'neutral', className: 'font-normal' })}
							>
								Back
							</Link>
						) : (
							<span />
						)}
						<span className="text-muted">
							Page {answers.page} of {totalPages}
						</span>
						{answers.next ? (
							<Link
								to={pageHref(post.slug, state?.slug, answers.next)}
								className={buttonClass({ variant: 'neutral', className: 'font-normal' })}
							>
								Next
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
