import { ShareProfileModal } from '~/features/share/components/share-profile-modal'
import { displayName, profilePath } from '~/features/therapists/format'
import type { ProfileModalProps } from '../modal-props'

/** Share Profile: the embeddable badge (built in features/share), for the owner's own profile. */
export default function ShareModal({
	profile,
	onClose,
	publicUrl,
}: ProfileModalProps & { publicUrl: string }) {
	return (
		<ShareProfileModal
			profileUrl={`${publicUrl}${profilePath(profile)}`}
			short_id={profile.short_id}
			name={displayName(profile)}
			onClose={onClose}
		/>
	)
}
