import { redirect } from 'react-router'
import { Link } from '~/components/local-link'
import { ProviderBanner } from '~/components/provider-banner'
import { ASK_THERAPISTS_LINKS, SELF_TEST_LINKS } from '~/components/site-nav'
import { StatePicker, StatesGrid } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { FREE_PLAN_NAME, GROWTH_PACKAGE_PRICE_PER_MONTH, PAID_PLAN_NAME } from '~/platform/reference/options'
import { findTagBySlug } from '~/platform/reference/tags'
import { ZipSearch } from '~/features/search/components/zip-search'
import { EMPTY_QUERY, listingUrl } from '~/features/search/search-query'
import { milesFrom } from '~/features/search/near-options'
import { findNearZip } from '~/features/search/near-query.server'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { localeOfPath, localizedPath, useI18n } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import { registerEnglish } from '~/lib/english-catalog'
import landingEn from '~/locales/en/landing.json'
import type { Route } from './+types/home'
import { revalidateUnlessDialogOnly } from '~/components/ui/use-url-dialog'

registerEnglish(landingEn)

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	const t = translatorFromMatches(matches)
	return pageMeta(site, {
		title: `${t('landing.title')} | ${site.siteName}`,
		description: t('landing.description'),
		path: '/',
	})
}

/** `/?tag=anxiety` shows that specialty's listing; an unknown tag goes to the national search. */
/** Opening the header's Share or Update Email dialog (?dialog=…) needs no new data. */
export const shouldRevalidate = revalidateUnlessDialogOnly

export function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const params = url.searchParams
	// The Spanish landing page (/es) answers in Spanish and sends on to Spanish listings.
	const locale = localeOfPath(url.pathname)
	const typedZip = params.get('near')?.trim().slice(0, 10)
	if (typedZip !== undefined) {
		// The ZIP box: its state's listing near it, or the box again with the message.
		const place = findNearZip(typedZip)
		if (!place) return { zip: { value: typedZip, error: serverI18n(locale).t('near.zipError') } }
		const miles = milesFrom(params.get('miles'))
		throw redirect(
			localizedPath(listingUrl({ ...EMPTY_QUERY, state: place.state, near: place.zip, miles }), locale),
		)
	}
	const tagParam = params.get('tag')
	if (tagParam === null) return null
	const tag = findTagBySlug(tagParam)
	throw redirect(localizedPath(tag ? `/therapists/${tag.slug}` : '/therapists', locale))
}

const STEPS = ['landing.step1', 'landing.step2', 'landing.step3']

export default function Home({ loaderData }: Route.ComponentProps) {
	const { t, locale } = useI18n()
	return (
		<>
			<ProviderBanner />
			<section className="bg-gradient-to-b from-white to-sand">
				<div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr] md:py-20">
					<div>
						<h1 className="font-serif text-4xl text-ink leading-tight sm:text-5xl">{t('landing.h1')}</h1>
						<p className="mt-4 max-w-xl text-lg text-muted">{t('landing.lead')}</p>
						<div className="mt-8">
							<StatePicker id="hero-state" />
						</div>
						<div className="mt-6">
							<ZipSearch id="hero-zip" zip={loaderData?.zip} />
						</div>
						<p className="mt-4 text-muted text-sm">
							{t('landing.tryBefore')}{' '}
							<Link to={'/tests/anxiety'} className="text-brand-700 underline">
								{t('landing.tryAnxiety')}
							</Link>{' '}
							{t('landing.tryOr')}{' '}
							<Link to={'/tests/depression'} className="text-brand-700 underline">
								{t('landing.tryDepression')}
							</Link>
							{locale === 'es' ? '' : ' '}
							{t('landing.tryAfter')}
						</p>
					</div>
					<div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
						<h2 className="font-serif text-2xl text-ink">{t('landing.howItWorks')}</h2>
						<ol className="mt-4 space-y-4">
							{STEPS.map((step, i) => (
								<li key={step} className="flex gap-4">
									<span
										aria-hidden="true"
										className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
									>
										{i + 1}
									</span>
									<div>
										<h3 className="font-semibold text-ink">{t(`${step}.title`)}</h3>
										<p className="text-muted">{t(`${step}.body`)}</p>
									</div>
								</li>
							))}
						</ol>
					</div>
				</div>
			</section>

			<section aria-labelledby="states-heading" className="mx-auto max-w-6xl px-4 py-12">
				<h2 id="states-heading" className="font-serif text-3xl text-ink">
					{t('landing.byState')}
				</h2>
				<div className="mt-6">
					<StatesGrid />
				</div>
			</section>

			<section aria-labelledby="questions-heading" className="bg-white">
				<div className="mx-auto max-w-6xl px-4 py-12">
					<h2 id="questions-heading" className="font-serif text-3xl text-ink">
						{t('landing.ask')}
					</h2>
					<p className="mt-2 text-muted">{t('landing.askLead')}</p>
					<ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
						{ASK_THERAPISTS_LINKS.map((item) => (
							<li key={item.href}>
								<Link
									to={item.href}
									className="block rounded-xl border border-stone-200 px-4 py-3 text-ink hover:border-brand-600 hover:bg-brand-50"
								>
									{t(item.label)}
								</Link>
							</li>
						))}
					</ul>
					<h3 className="mt-10 font-semibold text-ink text-xl">{t('landing.selfTests')}</h3>
					<ul className="mt-3 flex flex-wrap gap-3">
						{SELF_TEST_LINKS.map((item) => (
							<li key={item.href}>
								<Link
									to={item.href}
									className="inline-block rounded-full bg-brand-50 px-4 py-2 text-brand-800 hover:bg-brand-100"
								>
									{t(item.label)}
								</Link>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-12">
				<h2 id="pricing-heading" className="font-serif text-3xl text-ink">
					{t('landing.pricing')}
				</h2>
				<div className="mt-6 grid gap-6 md:grid-cols-2">
					<div className="rounded-2xl border-2 border-brand-600 bg-white p-6">
						<h3 className="font-semibold text-xl">{FREE_PLAN_NAME}</h3>
						<p className="mt-1 font-serif text-3xl">{t('landing.free')}</p>
						<p className="mt-2 text-muted">{t('landing.freeBody')}</p>
						<Link to="/register" className={buttonClass({ className: 'mt-4' })}>
							{t('landing.getStarted')}
						</Link>
					</div>
					<div className="rounded-2xl border border-stone-200 bg-white p-6">
						<h3 className="font-semibold text-xl">{PAID_PLAN_NAME}</h3>
						<p className="mt-1 font-serif text-3xl">
							{t('landing.perMonth', { price: GROWTH_PACKAGE_PRICE_PER_MONTH })}
						</p>
						<p className="mt-2 text-muted">{t('landing.notAccepting')}</p>
						<Link to={'/for-providers'} className="mt-4 inline-block text-brand-700 underline">
							{t('landing.membershipDetails')}
						</Link>
					</div>
				</div>
			</section>
		</>
	)
}
