import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FaqList } from '~/features/content/components/faq-list'
import { PlanCards } from '~/features/content/components/plan-cards'
import { providerFaqs, SIGNUP_STEPS, SIGNUP_TIME_NOTE } from '~/features/content/for-providers'
import { useContentSite } from '~/features/content/site-info'
import { FREE_PLAN_NAME } from '~/platform/reference/options'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/for-providers'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: 'For Providers: List Your Practice for Free',
		description: `Therapists list on ${site.siteName} for free with the ${FREE_PLAN_NAME} plan: a full profile, answers in text, voice or video, and messages from clients. ${SIGNUP_TIME_NOTE}.`,
		path: '/for-providers',
	})
}

const PRIMARY_BUTTON = buttonClass({ size: 'xl' })

export default function ForProviders() {
	const site = useContentSite()
	const reasons = [
		'Free to list, with no contract',
		'Clients contact you directly, by e-mail or phone',
		'No ads and no third-party trackers, ever',
		`Open source: ${site.siteName}'s code is public`,
	]
	return (
		<>
			<section className="bg-gradient-to-b from-white to-sand">
				<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_1fr] md:items-center md:py-20">
					<div>
						<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">For Providers</p>
						<h1 className="mt-2 font-serif text-4xl text-ink leading-tight sm:text-5xl">
							List your practice for free
						</h1>
						<p className="mt-4 max-w-xl text-lg text-muted">
							Join {site.siteName}, an open directory where people find licensed therapists in their state,
							read how they work, and reach out to them directly.
						</p>
						<div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
							<Link to="/register" className={PRIMARY_BUTTON}>
								Get Started
							</Link>
							<Link to="/login" className={buttonClass({ variant: 'neutral', size: 'lg' })}>
								Provider Login
							</Link>
						</div>
						<p className="mt-4 font-medium text-ink">{SIGNUP_TIME_NOTE}.</p>
					</div>
					<div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
						<h2 className="font-serif text-2xl text-ink">Why list with {site.siteName}</h2>
						<ul className="mt-4 space-y-3">
							{reasons.map((reason) => (
								<li key={reason} className="flex gap-3 text-ink">
									<span aria-hidden="true" className="mt-2 h-2 w-2 flex-none rounded-full bg-brand-600" />
									<span>{reason}</span>
								</li>
							))}
						</ul>
					</div>
				</div>
			</section>

			<section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-12">
				<h2 id="plans-heading" className="font-serif text-3xl text-ink">
					Membership
				</h2>
				<p className="mt-2 max-w-2xl text-muted">
					Start with {FREE_PLAN_NAME}: everything you need to be found, at no cost.
				</p>
				<div className="mt-8">
					<PlanCards />
				</div>
			</section>

			<section aria-labelledby="steps-heading" className="bg-white">
				<div className="mx-auto max-w-6xl px-4 py-12">
					<h2 id="steps-heading" className="font-serif text-3xl text-ink">
						How it works
					</h2>
					<ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
						{SIGNUP_STEPS.map((step, i) => (
							<li key={step.title} className="rounded-xl border border-stone-200 bg-sand p-5">
								<span
									aria-hidden="true"
									className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
								>
									{i + 1}
								</span>
								<h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
								<p className="mt-1 text-muted">{step.body}</p>
							</li>
						))}
					</ol>
				</div>
			</section>

			<section
				aria-labelledby="faq-heading"
				className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_2fr] lg:gap-12"
			>
				<div>
					<h2 id="faq-heading" className="font-serif text-3xl text-ink">
						Frequently asked questions
					</h2>
					<p className="mt-3 text-muted">
						Something else on your mind? E-mail{' '}
						<a href={`mailto:${site.contactEmail}`} className="text-brand-700 underline hover:text-brand-900">
							{site.contactEmail}
						</a>
						.
					</p>
				</div>
				<FaqList faqs={providerFaqs(site)} />
			</section>

			<section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-4">
				<div className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
					<h2 id="cta-heading" className="font-serif text-3xl">
						Ready to be found?
					</h2>
					<p className="mt-2 text-brand-100">{SIGNUP_TIME_NOTE}.</p>
					<Link
						to="/register"
						className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-8 font-semibold text-brand-800 text-lg hover:bg-brand-50"
					>
						Get Started
					</Link>
				</div>
			</section>
		</>
	)
}
