import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { registerEnglish } from '~/lib/english-catalog'
import { useI18n } from '~/lib/i18n'
import forProvidersEn from '~/locales/en/forproviders.json'
import { GROWTH_PACKAGE_PRICE_PER_MONTH } from '~/platform/reference/options'
import { PLANS } from '../for-providers'

registerEnglish(forProvidersEn)

function Check() {
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-brand-700">
			<path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
		</svg>
	)
}

/** What the free plan includes, as a checked list (membership page and /billing), in the page's language. */
export function FreePlanFeatures({ features = PLANS.free.features }: { features?: readonly string[] }) {
	const { t } = useI18n()
	return (
		<>
			<p className="mt-4 font-medium text-ink">{t('fp.plan.includes')}</p>
			<ul className="mt-3 space-y-3">
				{features.map((feature) => (
					<li key={feature} className="flex gap-3 text-ink">
						<Check />
						<span>{feature}</span>
					</li>
				))}
			</ul>
		</>
	)
}

/**
 * The two memberships: the free plan with what it includes, and the closed paid plan. Sign-up stays
 * English, so on a Spanish page its link says so.
 */
export function PlanCards({ features }: { features: readonly string[] }) {
	const { t } = useI18n()
	const { free, paid } = PLANS
	return (
		<div className="grid gap-6 md:grid-cols-[1.4fr_1fr]">
			<article
				aria-labelledby="plan-free"
				className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm sm:p-8"
			>
				<p className="inline-block rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-800 text-sm">
					{t('fp.plan.availableNow')}
				</p>
				<h3 id="plan-free" className="mt-3 font-semibold text-2xl text-ink">
					{free.name}
				</h3>
				<p className="mt-1 font-serif text-4xl text-ink">{t('fp.plan.free')}</p>
				<FreePlanFeatures features={features} />
				<Link to="/register" className={buttonClass({ size: 'xl', className: 'mt-8' })}>
					{t('fp.getStarted')}
				</Link>
			</article>
			<article
				aria-labelledby="plan-paid"
				className="flex flex-col self-start rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
			>
				<p className="inline-block self-start rounded-full bg-stone-100 px-3 py-1 font-medium text-muted text-sm">
					{t('fp.plan.closed')}
				</p>
				<h3 id="plan-paid" className="mt-3 font-semibold text-2xl text-ink">
					{paid.name}
				</h3>
				<p className="mt-1 font-serif text-4xl text-ink">
					{t('fp.plan.perMonth', { price: GROWTH_PACKAGE_PRICE_PER_MONTH })}
				</p>
				<p className="mt-4 text-muted">{t('fp.plan.closedNote', { plan: free.name })}</p>
			</article>
		</div>
	)
}
