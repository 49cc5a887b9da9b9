import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import type { Translate } from '~/lib/i18n'
import { useI18n } from '~/lib/i18n'
import { FREE_PLAN_NAME } from '~/platform/reference/options'
import type { Faq, SignupStep } from '../for-providers'
import { useContentSite } from '../site-info'
import { FaqList } from './faq-list'
import { PlanCards } from './plan-cards'

// /for-providers and /es/for-providers: one layout, its words from the catalogs
// (app/locales/{en,es}/forproviders.json, registered by plan-cards.tsx), the long texts (steps, the
// plan's features, the FAQ) given by each language's route, so a page carries only its own.

const PRIMARY_BUTTON = buttonClass({ size: 'xl' })

/** The page's meta description, shared by both languages' meta functions. */
export function forProvidersDescription(t: Translate, siteName: string): string {
	return t('fp.metaDescription', { siteName, plan: FREE_PLAN_NAME, timeNote: t('fp.timeNote') })
}

type Props = { steps: readonly SignupStep[]; features: readonly string[]; faqs: Faq[] }

export function ForProvidersPage({ steps, features, faqs }: Props) {
	const site = useContentSite()
	const { t } = useI18n()
	const { siteName } = site
	const reasons = [
		t('fp.reason.free'),
		t('fp.reason.direct'),
		t('fp.reason.noAds'),
		t('fp.reason.open', { siteName }),
	]
	const timeNote = t('fp.timeNote')
	return (
		<>
			<section className="bg-gradient-to-b from-white to-sand">
				<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_1fr] md:items-center md:py-20">
					<div>
						<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">{t('fp.eyebrow')}</p>
						<h1 className="mt-2 font-serif text-4xl text-ink leading-tight sm:text-5xl">{t('fp.h1')}</h1>
						<p className="mt-4 max-w-xl text-lg text-muted">{t('fp.lead', { siteName })}</p>
						<div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
							<Link to="/register" className={PRIMARY_BUTTON}>
								{t('fp.getStarted')}
							</Link>
							<Link to="/login" className={buttonClass({ variant: 'neutral', size: 'lg' })}>
								{t('fp.providerLogin')}
							</Link>
						</div>
						<p className="mt-4 font-medium text-ink">{timeNote}.</p>
					</div>
					<div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
						<h2 className="font-serif text-2xl text-ink">{t('fp.whyHeading', { siteName })}</h2>
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
					{t('fp.membership')}
				</h2>
				<p className="mt-2 max-w-2xl text-muted">{t('fp.membershipLead', { plan: FREE_PLAN_NAME })}</p>
				<div className="mt-8">
					<PlanCards features={features} />
				</div>
			</section>

			<section aria-labelledby="steps-heading" className="bg-white">
				<div className="mx-auto max-w-6xl px-4 py-12">
					<h2 id="steps-heading" className="font-serif text-3xl text-ink">
						{t('fp.howItWorks')}
					</h2>
					<ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
						{steps.map((step, i) => (
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
						{t('fp.faqHeading')}
					</h2>
					<p className="mt-3 text-muted">
						{t('fp.faqMore')}{' '}
						<a href={`mailto:${site.contactEmail}`} className="text-brand-700 underline hover:text-brand-900">
							{site.contactEmail}
						</a>
						.
					</p>
				</div>
				<FaqList faqs={faqs} />
			</section>

			<section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-4">
				<div className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
					<h2 id="cta-heading" className="font-serif text-3xl">
						{t('fp.ctaHeading')}
					</h2>
					<p className="mt-2 text-brand-100">{timeNote}.</p>
					<Link
						to="/register"
						className="mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-8 font-semibold text-brand-800 text-lg hover:bg-brand-50"
					>
						{t('fp.getStarted')}
					</Link>
				</div>
			</section>
		</>
	)
}
