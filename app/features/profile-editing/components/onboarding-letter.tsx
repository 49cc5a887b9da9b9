import { useState } from 'react'
import { useRevalidator } from 'react-router'
import type { OwnProfile } from '../own-profile.server'
import { EditLink } from './edit-modal-host'
import { saveProfile } from './save-profile'
import { useSiteName } from './use-site-name'

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900'

/** A short welcome letter for new providers, shown on their profile until dismissed (docs/product.md#profile-editing). */
export function OnboardingLetter({ profile }: { profile: OwnProfile }) {
	const siteName = useSiteName()
	const revalidator = useRevalidator()
	const [saving, setSaving] = useState(false)
	const [error, setError] = useState<string | null>(null)

	const dismiss = async () => {
		setSaving(true)
		setError(null)
		const result = await saveProfile({ id: profile.id, onboarded_letter: true })
		if (!result.ok) {
			setSaving(false)
			setError(result.message)
			return
		}
		await revalidator.revalidate()
		setSaving(false)
	}

	return (
		<section
			aria-labelledby="letter-heading"
			className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink sm:p-8"
		>
			<h2 id="letter-heading" className="font-serif text-2xl">
				Welcome, {profile.firstName.trim() || 'and thank you'}!
			</h2>
			<div className="mt-3 max-w-2xl space-y-3 leading-relaxed">
				<p>
					Thank you for joining {siteName}. Your profile is how clients get to know you before they reach out,
					so a few details make a real difference:
				</p>
				<ul className="list-disc space-y-1 pl-5">
					<li>
						Add your{' '}
						<EditLink modal="specialties" className={LINK}>
							specialties
						</EditLink>
						,{' '}
						<EditLink modal="approaches" className={LINK}>
							approaches
						</EditLink>{' '}
						and{' '}
						<EditLink modal="costs" className={LINK}>
							costs and insurance
						</EditLink>
						: clients filter by them.
					</li>
					<li>
						Write a few warm sentences in{' '}
						<EditLink modal="about" className={LINK}>
							About
						</EditLink>
						, in your own words.
					</li>
					<li>Keep your availability up to date, so clients know whether you can see them.</li>
					<li>
						<EditLink modal="share" className={LINK}>
							Share your profile
						</EditLink>{' '}
						on your website with a badge.
					</li>
				</ul>
				<p>Warmly, the {siteName} team</p>
			</div>
			{error ? (
				<p
					role="alert"
					className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
				>
					{error}
				</p>
			) : null}
			<button
				type="button"
				onClick={dismiss}
				disabled={saving}
				className="mt-5 min-h-11 rounded-full bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
			>
				{saving ? 'Saving…' : 'Got it, thanks'}
			</button>
		</section>
	)
}
