import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { STALE_AFTER_DAYS, UNKNOWN_AFTER_DAYS } from '~/features/availability/freshness'
import type { OwnProfile } from '../own-profile.server'
import { MESSAGES } from '../profile.schema'

/** What an unconfirmed availability costs the owner (docs/product.md#availability-freshness). */
function prompt(profile: OwnProfile): string | null {
	const { freshness, availability } = profile
	if (freshness.unknown && availability === 'Accepting New Clients') {
		return `Visitors see “Availability unknown” until you confirm: it has been over ${UNKNOWN_AFTER_DAYS} days.`
	}
	if (freshness.stale) {
		return `Unconfirmed for over ${STALE_AFTER_DAYS} days, your profile is listed after those confirmed recently.`
	}
	return null
}

/**
 * The owner's 'Still accurate' button under the availability: one click confirms it unchanged; the
 * page's data reloads and the line reads 'Availability confirmed this week'.
 */
export function ConfirmAvailability({ profile }: { profile: OwnProfile }) {
	if (profile.silenceWaitlist) return <RestoreAccepting profile={profile} />
	return <StillAccurate profile={profile} />
}

/**
 * Why the profile says Waitlist when unanswered messages made it so, and the one click that sets it
 * back: a save of the availability, which confirms it (docs/product.md#follow-ups).
 */
function RestoreAccepting({ profile }: { profile: OwnProfile }) {
	const restore = useJsonSubmit({ action: '/api/user' })
	const error = restore.failure ? (restore.failure.message ?? MESSAGES.saveFailed) : null
	return (
		<div className="mt-2 space-y-2">
			<p role="status" className="max-w-prose text-orange-950 text-sm">
				Your profile shows Waitlist because three people who wrote to you in the last 30 days told us they had
				not heard back. If you are accepting new clients, say so and it shows Accepting again.
			</p>
			<Button
				variant="secondary"
				size="sm"
				onClick={() => restore.submit({ id: profile.id, availability: 'Accepting New Clients' })}
				loading={restore.busy}
				loadingText="Saving…"
			>
				Still accepting
			</Button>
			<FormAlert message={error} className="text-sm" />
		</div>
	)
}

function StillAccurate({ profile }: { profile: OwnProfile }) {
	const [done, setDone] = useState(false)
	const confirm = useJsonSubmit({ action: '/api/confirm_availability', onSuccess: () => setDone(true) })
	const error = confirm.failure ? (confirm.failure.message ?? MESSAGES.saveFailed) : null
	const text = prompt(profile)
	return (
		<div className="mt-2 space-y-2">
			{text ? <p className="max-w-prose text-orange-950 text-sm">{text}</p> : null}
			<div className="flex flex-wrap items-center gap-3">
				<Button
					variant="secondary"
					size="sm"
					onClick={() => confirm.submit({ id: profile.id })}
					loading={confirm.busy}
					loadingText="Confirming…"
				>
					Still accurate
				</Button>
				<p role="status" className="text-sm text-ink">
					{done && !confirm.busy ? 'Thank you: your availability is confirmed.' : ''}
				</p>
			</div>
			<FormAlert message={error} className="text-sm" />
		</div>
	)
}
