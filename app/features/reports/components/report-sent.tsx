import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useI18n } from '~/lib/i18n'

/** The thank-you page: what happens to a report next (docs/product.md#reports). */
export function ReportSent({ siteName, profilePath }: { siteName: string; profilePath: string }) {
	const { t } = useI18n()
	return (
		<div>
			<h1 className="font-serif text-3xl text-ink">{t('report.sent.title')}</h1>
			<h2 className="mt-6 font-serif text-xl text-ink">{t('report.sent.what')}</h2>
			<ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
				<li>{t('report.sent.review', { site: siteName })}</li>
				<li>{t('report.sent.decide')}</li>
				<li>{t('report.sent.private')}</li>
				<li>{t('report.sent.answer')}</li>
			</ul>
			<div className="mt-8 flex flex-col gap-3 sm:flex-row">
				<Link to={profilePath} className={buttonClass({ size: 'lg' })}>
					{t('report.backToProfile')}
				</Link>
				<Link to="/therapists" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
					{t('report.sent.directory')}
				</Link>
			</div>
		</div>
	)
}
