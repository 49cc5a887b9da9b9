import { Suspense } from 'react'
import { Link, NavLink } from '~/components/local-link'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import { LogoutButton } from '~/features/accounts/components/logout-button'
import { lazyWithRetry } from '~/features/profile-editing/components/lazy-modal'
import { profilePath } from '~/features/therapists/format'
import { PhoneMenu } from './phone-menu'

/** The logged-in provider as the root loader exposes it: nothing secret. */
export type NavUser = { id: string; short_id: number; url_tag: string }

// The account dialogs (their forms and schemas) load when opened: a visitor's pages never fetch them.
const ShareProfileModal = lazyWithRetry(async () => ({
	default: (await import('~/features/share/components/share-profile-modal')).ShareProfileModal,
}))
const UpdateEmailDialog = lazyWithRetry(async () => ({
	default: (await import('~/features/accounts/components/update-email-dialog')).UpdateEmailDialog,
}))

const NAV_BUTTON =
	'min-h-11 rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700'

/** The account's dialogs, opened by ?dialog=… from the header and from the phone menu. */
const ACCOUNT_DIALOGS = [
	{ value: 'share', label: 'Share Profile' },
	{ value: 'update-email', label: 'Update Email' },
] as const

/** Logged in (docs/product.md#pages): Share Profile, Update Email, Account, Logout; on phones in a modal menu. */
export function AccountNav({ user, publicUrl }: { user: NavUser; publicUrl: string }) {
	// ?dialog=share / ?dialog=update-email: a history entry, so Back closes the dialog.
	const dialog = useUrlDialog('dialog')
	const profileUrl = `${publicUrl}${profilePath(user)}`
	return (
		<>
			<nav aria-label="Account" className="hidden items-center gap-1 md:flex">
				{ACCOUNT_DIALOGS.map(({ value, label }) => (
					<button
						key={value}
						type="button"
						className={NAV_BUTTON}
						onClick={() => dialog.open(value)}
						aria-haspopup="dialog"
					>
						{label}
					</button>
				))}
				<NavLink to="/account" className={NAV_BUTTON}>
					Account
				</NavLink>
				<LogoutButton className={`${NAV_BUTTON} ml-1 border border-stone-300`} />
			</nav>
			<PhoneMenu>
				{(close) => (
					<nav aria-label="Account" className="flex flex-col gap-2">
						{ACCOUNT_DIALOGS.map(({ value, label }) => (
							<button
								key={value}
								type="button"
								className="block rounded-lg py-2.5 text-left text-lg text-ink"
								onClick={() => {
									close()
									dialog.open(value)
								}}
							>
								{label}
							</button>
						))}
						<Link to="/account" className="block rounded-lg py-2.5 text-lg text-ink">
							Account
						</Link>
						<LogoutButton className="block w-full rounded-lg py-2.5 text-left text-lg text-ink" />
					</nav>
				)}
			</PhoneMenu>
			<Suspense fallback={null}>
				{dialog.value === 'share' ? (
					<ShareProfileModal
						profileUrl={profileUrl}
						short_id={user.short_id}
						name=""
						onClose={dialog.close}
					/>
				) : null}
				{dialog.value === 'update-email' ? <UpdateEmailDialog open onClose={dialog.close} /> : null}
			</Suspense>
		</>
	)
}
