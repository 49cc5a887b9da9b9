import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { useI18n } from '~/lib/i18n'
import { findLicenceType } from '~/platform/reference/licence-types'
import { findStateByCode } from '~/platform/reference/states'

// The owner's view of their last licence check (docs/product.md#licence-checks): its status and,
// when it did not pass, what did not match, in words. Visitors never see the mismatches.

const TONE = {
	checked: 'border-brand-200 bg-brand-50 text-brand-900',
	pending: 'border-stone-200 bg-stone-50 text-ink',
	review: 'border-orange-200 bg-orange-50 text-orange-950',
}

export function LicenceStatus({ review }: { review: StoredLicenceCheck | null }) {
	const { t } = useI18n()
	const mismatch = (key: string) => t(`licences.mismatch.${key}`)
	const tone = !review ? TONE.pending : review.status === 'checked' ? TONE.checked : TONE.review
	const title = !review
		? t('licences.owner.notChecked')
		: review.status === 'checked'
			? t('licences.owner.checked')
			: review.status === 'not_confirmed'
				? t('licences.owner.notConfirmed', { note: review.staff?.note ?? '' })
				: t('licences.owner.needsReview')
	const failed = review && review.status !== 'checked' ? review : null
	const licences = failed?.licenses.filter((licence) => licence.mismatches.length > 0) ?? []
	return (
		<div
			data-licence-status={review?.status ?? 'not_checked'}
			className={`mb-4 rounded-lg border px-3 py-2 text-sm ${tone}`}
		>
			<p className="font-medium">{title}</p>
			{failed && (failed.mismatches.length > 0 || licences.length > 0) ? (
				<>
					<p className="mt-1">{t('licences.owner.whatDidNotMatch')}</p>
					<ul className="mt-1 list-disc pl-5">
						{failed.mismatches.map((key) => (
							<li key={key}>{mismatch(key)}</li>
						))}
						{licences.map((licence) => {
							const type = findLicenceType(licence.type)
							const heading = t('licences.owner.licence', {
								type: type ? t(type.short_key) : licence.type,
								state: findStateByCode(licence.state)?.name ?? licence.state,
							})
							return (
								<li key={licence.state}>
									{heading} {licence.mismatches.map(mismatch).join('; ')}
								</li>
							)
						})}
					</ul>
				</>
			) : null}
		</div>
	)
}
