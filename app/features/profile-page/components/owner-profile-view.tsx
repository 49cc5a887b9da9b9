import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import type { Page, PublicResponse } from '~/features/answers/answers.schema'
import { UpcomingCalls } from '~/features/consultations/components/upcoming-calls'
import { ResponsesFeed } from '~/features/answers/components/responses-feed'
import {
	EDIT_BUTTON,
	EditButton,
	EditLink,
	EditModalHost,
} from '~/features/profile-editing/components/edit-modal-host'
import { ConfirmAvailability } from '~/features/profile-editing/components/confirm-availability'
import type { ModalKey } from '~/features/profile-editing/components/modal-registry'
import { OnboardingChecklist } from '~/features/profile-editing/components/onboarding-checklist'
import { OnboardingLetter } from '~/features/profile-editing/components/onboarding-letter'
import { OwnerStatus } from '~/features/profile-editing/components/owner-status'
import { UndeliverableNotice } from '~/features/profile-editing/components/undeliverable-notice'
import type { OwnProfile } from '~/features/profile-editing/own-profile.server'
import type { SidebarSection } from '~/features/therapists/components/profile-sidebar'
import { ProfilePage } from './profile-page'

const SECTION_MODAL: Record<SidebarSection, { modal: ModalKey; label: string }> = {
	specialties: { modal: 'specialties', label: 'Specialties' },
	approaches: { modal: 'approaches', label: 'Approaches' },
	costs: { modal: 'costs', label: 'Costs and Insurance' },
	focuses: { modal: 'identity', label: 'Client Focuses' },
	ages: { modal: 'identity', label: 'Age Groups' },
	practice: { modal: 'practice', label: 'Practice Details' },
}

type OwnerProfileViewProps = {
	profile: OwnProfile
	responses: Page<PublicResponse>
	publicUrl: string
}

/**
 * The owner's own profile page: the checklist until onboarded, then the profile with an edit
 * control on every section, the status of the profile, the welcome letter, and the modals.
 */
export function OwnerProfileView({ profile, responses, publicUrl }: OwnerProfileViewProps) {
	return (
		<>
			{profile.onboarded ? (
				<ProfilePage
					profile={profile}
					isOwner
					responses={responses}
					owner={{
						status: (
							<>
								{profile.emailUndeliverable ? <UndeliverableNotice email={profile.email} /> : null}
								<OwnerStatus profile={profile} />
								{profile.onboarded_letter ? null : <OnboardingLetter profile={profile} />}
								<UpcomingCalls calls={profile.upcoming_calls ?? []} />
							</>
						),
						cardActions: (
							<div className="flex flex-wrap gap-3">
								<EditLink modal="profile" className={buttonClass({ size: 'lg' })}>
									Edit Profile
								</EditLink>
								<EditLink modal="share" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
									Share Profile
								</EditLink>
								<EditLink modal="licence" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
									Your Licence
								</EditLink>
								<Link to="/account/listing" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
									Your listing
								</Link>
								<EditLink modal="consultation" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
									Free consultation
								</EditLink>
							</div>
						),
						photoAction: (
							<EditLink modal="photo" className={EDIT_BUTTON}>
								{profile.photo ? 'Edit Photo' : 'Add Photo'}
							</EditLink>
						),
						availabilityAction: <ConfirmAvailability profile={profile} />,
						aboutAction: <EditButton modal="about" section="About" />,
						editControl: (section) => (
							<EditButton modal={SECTION_MODAL[section].modal} section={SECTION_MODAL[section].label} />
						),
						answers: (
							<>
								<EditLink modal="question" className={buttonClass({ className: 'mb-4' })}>
									Answer a Question
								</EditLink>
								<ResponsesFeed author_id={profile.id} initial={responses} ownerView />
							</>
						),
					}}
				/>
			) : (
				<OnboardingChecklist profile={profile} />
			)}
			<EditModalHost profile={profile} publicUrl={publicUrl} />
		</>
	)
}
