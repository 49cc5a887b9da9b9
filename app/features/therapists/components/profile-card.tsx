import type { ReactNode } from 'react'
import { shownAvailability } from '~/features/availability/freshness'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import profileEn from '~/locales/en/profile.json'
import { displayHeadline, displayName, websiteUrl } from '../format'
import { formatPlaces, sessionFee } from '../practice-format'
import type { PublicProfile } from '../public-profile.server'
import { replySignalText } from '../reply-signal'
import { AvailabilityStatus } from './availability-chip'
import { Avatar } from './avatar'

registerEnglish(profileEn)

type ProfileCardProps = {
	profile: Pick<
		PublicProfile,
		| 'first_name'
		| 'last_name'
		| 'photo'
		| 'availability'
		| 'freshness'
		| 'replySignal'
		| 'headline'
		| 'licensed_states'
		| 'license'
		| 'link'
		| 'min_cost'
		| 'max_cost'
		| 'payments'
		| 'language'
	>
	/** The contact buttons (or the owner's edit and share buttons). */
	actions: ReactNode
	/** The owner's "Edit Photo" control, under the photo. */
	photoAction?: ReactNode
	/** The owner's own view: their real availability, and this ('Still accurate') under it. */
	availabilityAction?: ReactNode
	isOwner?: boolean
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="flex flex-wrap gap-x-2">
			<dt className="text-muted">{label}</dt>
			<dd className="text-ink">{children}</dd>
		</div>
	)
}

/**
 * The top of a profile: photo, name, availability, headline, places, fees and insurance (the first
 * questions a visitor has: docs/product.md#display), license, website and contact.
 */
export function ProfileCard({
	profile,
	actions,
	photoAction,
	availabilityAction,
	isOwner = false,
}: ProfileCardProps) {
	const name = displayName(profile)
	const i18n = useI18n()
	const { t, locale } = i18n
	const website = websiteUrl(profile.link)
	const fee = sessionFee(
		t,
		profile.min_cost,
		profile.max_cost,
		profile.payments.some((p) => p.value === 'sliding-scale'),
	)
	const insurers = profile.payments.filter((p) => p.value !== 'sliding-scale' && p.value !== 'out-of-pocket')
	return (
		<section
			aria-labelledby="profile-name"
			className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
		>
			<div className="flex flex-col gap-5 sm:flex-row sm:items-start">
				<div className="flex flex-none flex-col items-start gap-2 sm:items-center">
					<Avatar
						first_name={profile.first_name}
						last_name={profile.last_name}
						photo={profile.photo}
						size="lg"
						alt={t('profile.photoOf', { name })}
					/>
					{photoAction}
				</div>
				<div className="min-w-0 flex-1">
					<h1 id="profile-name" className="break-words font-serif text-3xl text-ink sm:text-4xl">
						{name}
					</h1>
					<div className="mt-2">
						<AvailabilityStatus
							availability={
								isOwner ? profile.availability : shownAvailability(profile.availability, profile.freshness)
							}
							label={profile.freshness.label}
							keepLabelTogether
						/>
						{locale === 'es' && profile.language.includes('Spanish') ? (
							<p lang="es" data-speaks-spanish className="mt-2 font-medium text-brand-800">
								{t('card.speaksSpanish')}
							</p>
						) : null}
						{isOwner ? (
							availabilityAction
						) : profile.freshness.stale ? (
							<p data-stale-notice className="mt-2 text-muted text-sm">
								{t('profile.stale')}
							</p>
						) : null}
						{profile.replySignal ? (
							<p data-reply-signal className="mt-2 text-ink text-sm">
								{replySignalText(profile.replySignal, i18n)}
							</p>
						) : null}
					</div>
					{profile.headline ? (
						<p className="mt-3 text-lg text-ink">{displayHeadline(profile.headline)}</p>
					) : null}
					<dl className="mt-3 space-y-1 text-sm sm:text-base">
						{profile.licensed_states.length > 0 ? (
							<Fact label={t('profile.licensedIn')}>{formatPlaces(profile.licensed_states, t)}</Fact>
						) : null}
						{fee ? <Fact label={t('profile.fees')}>{fee}</Fact> : null}
						{insurers.length > 0 ? (
							<Fact label={t('profile.insurance')}>
								{insurers.map((p) => p.label).join(', ')}
								<span className="block text-muted text-sm">{t('profile.confirmCoverage')}</span>
							</Fact>
						) : null}
						{profile.license ? <Fact label={t('profile.license')}>{profile.license}</Fact> : null}
						{website ? (
							<Fact label={t('profile.website')}>
								<a
									href={website.toString()}
									rel="nofollow ugc noopener"
									target="_blank"
									className="break-all text-brand-700 underline hover:text-brand-900"
								>
									{website.hostname.replace(/^www\./, '')}
								</a>
							</Fact>
						) : null}
					</dl>
					<div className="mt-5">{actions}</div>
				</div>
			</div>
		</section>
	)
}
