import type { OwnProfile } from '../own-profile.server'

/** What every lazily loaded profile modal receives from the owner's page. */
export type ProfileModalProps = {
	profile: OwnProfile
	onClose: () => void
	/** Closes the modal after a save, reloading the page data on the way. */
	onSaved: () => void
}
