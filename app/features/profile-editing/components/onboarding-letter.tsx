import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import type { OwnProfile } from '../own-profile.server'
import { MESSAGES } from '../profile.schema'
import { EditLink } from './edit-modal-host'
import { useSiteName } from './use-site-name'

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900'

/** A short welcome letter for new providers, shown on their profile until dismissed (docs/product.md#profile-editing). */
export function OnboardingLetter({ profile }: { profile: OwnProfile }) {
	const siteName = useSiteName()
	// After the save the page's data revalidates and the letter is no longer rendered.
	const save = useJsonSubmit({ action: '/api/user' })
	const error = save.failure ? (save.failure.message ?? MESSAGES.saveFailed) : null

	return (
		<section
			aria-labelledby="letter-heading"
			className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink sm:p-8"
		>
			<h2 id="letter-heading" className="font-serif text-2xl">
				Welcome, {profile.first_name.trim() || 'and thank you'}!
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
			<FormAlert message={error} className="mt-4 text-sm" />
			<Button
				className="mt-5"
				onClick={() => save.submit({ id: profile.id, onboarded_letter: true })}
				loading={save.busy}
				loadingText="Saving…"
			>
				Got it, thanks
			</Button>
		</section>
	)
}
