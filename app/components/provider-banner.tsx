import { Link } from '~/components/local-link'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import pickerEn from '~/locales/en/picker.json'

registerEnglish(pickerEn)

/** The banner inviting providers to list, shown on / and /therapists. */
export function ProviderBanner() {
	const { t } = useI18n()
	return (
		<aside aria-label={t('banner.label')} className="border-brand-100 border-b bg-brand-50">
			<div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
				<p className="text-ink">
					<strong>{t('banner.strong')}</strong> {t('banner.body')}
				</p>
				<Link to={'/for-providers'} className="font-medium text-brand-700 underline hover:text-brand-900">
					{t('banner.link')}
				</Link>
			</div>
		</aside>
	)
}
