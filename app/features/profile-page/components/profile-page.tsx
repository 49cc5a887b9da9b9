import { Link, useLocalPath } from '~/components/local-link'
import { type ReactNode, Suspense } from 'react'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import type { Page, PublicResponse } from '~/features/answers/answers.schema'
import { ResponsesFeed } from '~/features/answers/components/responses-feed'
import { type FreeCalls, FreeCallsOffer } from '~/features/consultations/components/free-calls'
import { ContactActions } from '~/features/contact/components/contact-actions'
import type { ContactFormResult, ContactNextSteps } from '~/features/contact/components/contact-dialog'
import { lazyWithRetry } from '~/features/profile-editing/components/lazy-modal'
import { LicenceEvidenceBlock } from '~/features/licences/components/licence-evidence'
import type { LicenceEvidence } from '~/features/licences/public-check'
import type { CardView } from '~/features/search/components/card-view'
import { SimilarTherapists } from '~/features/search/components/way-out'
import { ProfileCard } from '~/features/therapists/components/profile-card'
import { ProfileSidebar, type SidebarSection } from '~/features/therapists/components/profile-sidebar'
import { SeeMoreText } from '~/features/therapists/components/see-more-text'
import { displayName, profilePath } from '~/features/therapists/format'
import { acceptsContact } from '~/features/therapists/live-profile'
import type { PublicProfile } from '~/features/therapists/public-profile.server'
import { useI18n } from '~/lib/i18n'
import { findStateByCode } from '~/platform/reference/states'

// The contact form (and the schema it checks as the visitor types) loads when the dialog opens
// (?contact); without JavaScript the server renders it open as before.
const ContactDialog = lazyWithRetry(async () => ({
	default: (await import('~/features/contact/components/contact-dialog')).ContactDialog,
}))

/** What the owner's page puts in place of the visitor's parts (built by features/profile-editing). */
type OwnerSlots = {
	/** Status, flag notice and the onboarding letter, above the card. */
	status: ReactNode
	/** Edit and share buttons instead of the contact buttons. */
	cardActions: ReactNode
	photoAction: ReactNode
	/** Under the availability: the freshness prompt and its 'Still accurate' button. */
	availabilityAction: ReactNode
	aboutAction: ReactNode
	editControl: (section: SidebarSection) => ReactNode
	/** The owner's answers, incomplete ones included, newest first. */
	answers: ReactNode
}

type ProfilePageProps = {
	profile: PublicProfile
	isOwner: boolean
	responses: Page<PublicResponse>
	contactResult?: ContactFormResult | null
	owner?: OwnerSlots
	/**
	 * On a Not Accepting profile: accepting therapists in the same state and specialty, as their cards
	 * (made by the loader, in the page's language), and the state they all are licensed in.
	 */
	alternatives?: { cards: CardView[]; state: string | null }
	/** False when the provider's address refused our e-mail: the phone only (docs/product.md#availability-freshness). */
	acceptsMessages?: boolean
	/** Opened from a near listing: '3.2 mi away', shown with the office. */
	milesAway?: string | null
	/** The listing search the profile was opened from: the contact form sends it (docs/product.md#follow-ups). */
	search?: string | null
	/** Where 'Message Sent' leads on when the listing the visitor came from is not known. */
	nextSteps?: ContactNextSteps
	/** 'Licence checked' with its evidence, or 'Licence not yet checked' (made by the loader). */
	licence?: LicenceEvidence | null
	/** The next open times of a free consultation call (docs/product.md#free-consultations). */
	freeCalls?: FreeCalls | null
}

export function ProfilePage({
	profile,
	isOwner,
	responses,
	contactResult,
	owner,
	alternatives = { cards: [], state: null },
	acceptsMessages = true,
	milesAway = null,
	search = null,
	nextSteps = null,
	licence = null,
	freeCalls = null,
}: ProfilePageProps) {
	const name = displayName(profile)
	const contact = useUrlDialog('contact')
	const canContact = !isOwner && acceptsMessages && acceptsContact(profile.availability)
	const path = profilePath(profile)
	const { t } = useI18n()
	const local = useLocalPath()

	const showAbout = profile.summary.trim() !== '' || isOwner
	return (
		<div className="mx-auto max-w-6xl px-4 py-6 sm:py-10" data-provider-id={profile.id}>
			{owner ? (
				owner.status
			) : isOwner && !profile.is_live ? (
				<p className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950">
					Only you can see this page until your profile is live.
				</p>
			) : null}
			<ProfileCard
				profile={profile}
				photoAction={owner?.photoAction}
				availabilityAction={owner?.availabilityAction}
				isOwner={isOwner}
				actions={
					owner ? (
						owner.cardActions
					) : (
						<ContactActions
							recipient_user={profile.id}
							name={name}
							availability={profile.availability}
							phone={profile.phone}
							isOwner={isOwner}
							emailForm={acceptsMessages}
						/>
					)
				}
			/>
			{licence ? <LicenceEvidenceBlock evidence={licence} /> : null}
			{freeCalls && !owner ? <FreeCallsOffer calls={freeCalls} path={path} /> : null}
			{alternatives.cards.length > 0 ? (
				<AlternativesNotice name={profile.first_name || name} alternatives={alternatives} />
			) : null}
			<div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
				{showAbout ? (
					<section
						aria-labelledby="about-heading"
						className="self-start rounded-xl border border-stone-200 bg-white p-5 sm:p-6 lg:col-start-1"
					>
						<div className="flex items-center justify-between gap-3">
							<h2 id="about-heading" className="font-serif text-2xl text-ink">
								{t('profile.about')}
							</h2>
							{owner?.aboutAction}
						</div>
						<div className="mt-3">
							{profile.summary.trim() ? (
								<SeeMoreText text={profile.summary} />
							) : (
								<p className="text-muted">Your summary is empty, so visitors do not see this section.</p>
							)}
						</div>
					</section>
				) : null}
				<aside
					aria-label={t('profile.details')}
					className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
				>
					<ProfileSidebar profile={profile} editControl={owner?.editControl} milesAway={milesAway} />
				</aside>
				<section aria-labelledby="answers-heading" className="lg:col-start-1">
					<h2 id="answers-heading" className="mb-4 font-serif text-2xl text-ink">
						{t('profile.answersFrom', { name })}
					</h2>
					{owner ? owner.answers : <ResponsesFeed author_id={profile.id} initial={responses} />}
				</section>
			</div>
			{!isOwner && profile.is_live ? (
				// A plain link to a page of its own (docs/product.md#reports): nothing of the form loads here.
				<p className="mt-8 text-sm">
					<Link to={`${path}/report`} rel="nofollow" className="text-muted underline">
						{t('profile.report')}
					</Link>
				</p>
			) : null}
			{canContact && contact.isOpen ? (
				<Suspense fallback={null}>
					<ContactDialog
						isOpen
						onClose={contact.close}
						recipient_user={profile.id}
						recipientName={name}
						isWaitlist={profile.availability === 'Waitlist for New Clients'}
						formAction={`${local(path)}?contact`}
						noJsResult={contactResult}
						search={search}
						nextSteps={nextSteps}
					/>
				</Suspense>
			) : null}
		</div>
	)
}

/** A Not Accepting profile points on to therapists who are (docs/product.md#availability). */
function AlternativesNotice({
	name,
	alternatives,
}: {
	name: string
	alternatives: { cards: CardView[]; state: string | null }
}) {
	const { t } = useI18n()
	const { state } = alternatives
	return (
		<div data-alternatives className="mt-6 rounded-xl border border-stone-200 bg-sand p-5 sm:p-6">
			<p className="text-ink">{t('profile.notTaking', { name })}</p>
			<SimilarTherapists
				title={
					state
						? t('profile.acceptingIn', { state: findStateByCode(state)?.label ?? state })
						: t('profile.accepting')
				}
				cards={alternatives.cards}
			/>
		</div>
	)
}
