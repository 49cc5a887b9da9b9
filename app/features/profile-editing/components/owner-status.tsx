import type { ReactNode } from 'react'
import { Link } from '~/components/local-link'
import { findStateByCode } from '~/platform/reference/states'
import type { OwnProfile } from '../own-profile.server'
import { EditLink } from './edit-modal-host'
import type { ModalKey } from './modal-registry'

const LINK = 'font-medium text-brand-800 underline hover:text-brand-900'

/** How the owner fixes each item of missingForLive(). */
const FIXES: Record<string, { modal?: ModalKey; href?: string; label: string }> = {
	'your name': { modal: 'profile', label: 'Add your name' },
	'a headline': { modal: 'profile', label: 'Add a headline' },
	'a practicing state': { modal: 'practice', label: 'Add your practicing states' },
	'e-mail verification': { href: '/verify', label: 'Email Verification' },
}

function Fix({ item }: { item: string }): ReactNode {
	const fix = FIXES[item]
	if (!fix) return item
	if (fix.modal)
		return (
			<EditLink modal={fix.modal} className={LINK}>
				{fix.label}
			</EditLink>
		)
	return (
		<Link to={fix.href ?? '/'} className={LINK}>
			{fix.label}
		</Link>
	)
}

/** The owner's status line: why the profile is hidden (flag), what it still needs, or that it is live. */
export function OwnerStatus({ profile }: { profile: OwnProfile }) {
	const firstState = findStateByCode(profile.licensed_states[0])
	return (
		<div className="mb-6 space-y-3">
			{profile.hidden_reason !== null ? (
				<div
					role="status"
					className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-950 sm:px-5"
				>
					<p className="font-medium">Our moderators took your profile out of the directory.</p>
					<p className="mt-1">
						Visitors see that it is no longer listed. The reason: {profile.hidden_reason}
					</p>
					<p className="mt-1">
						To appeal, reply to any e-mail from us or write to the address on our{' '}
						<Link to="/legal/terms-of-use" className="underline hover:text-red-800">
							Terms of Use
						</Link>{' '}
						page, saying what you changed or why you think it is a mistake.
					</p>
				</div>
			) : null}
			{profile.fix_request ? (
				<div
					role="status"
					className="rounded-xl border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950 sm:px-5"
				>
					<p className="font-medium">Our moderators ask you to change something:</p>
					<p className="mt-1 whitespace-pre-line">{profile.fix_request}</p>
					<p className="mt-1">This note goes away when you save your profile.</p>
				</div>
			) : null}
			{profile.flagged ? (
				<div
					role="status"
					className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-950 sm:px-5"
				>
					<p className="font-medium">Your profile is hidden from search.</p>
					<p className="mt-1">
						It contains “{profile.flagged_keyword ?? 'a phrase'}”, which our{' '}
						<Link to="/legal/user-guidelines" className="underline hover:text-red-800">
							User Guidelines
						</Link>{' '}
						do not allow. Please change your headline or About text; once the phrase is gone your profile is
						listed again, unless a moderator has confirmed the flag.
					</p>
				</div>
			) : null}
			{profile.missing.length > 0 ? (
				<div
					role="status"
					className="rounded-xl border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950 sm:px-5"
				>
					<p className="font-medium">Your profile is not live yet: only you can see this page.</p>
					<p className="mt-1">Clients can find you once these are done:</p>
					<ul className="mt-2 list-disc space-y-1 pl-5">
						{profile.missing.map((item) => (
							<li key={item}>
								<Fix item={item} />
							</li>
						))}
					</ul>
				</div>
			) : profile.is_live ? (
				<p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900 sm:px-5">
					Your profile is live: clients can find you in search
					{firstState ? (
						<>
							{' '}
							for{' '}
							<Link to={`/therapists/${firstState.slug}`} className={LINK}>
								{firstState.label}
							</Link>
						</>
					) : null}
					.
				</p>
			) : null}
		</div>
	)
}
