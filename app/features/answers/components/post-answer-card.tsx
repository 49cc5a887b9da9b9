import { Link } from '~/components/local-link'
import { shownAvailability } from '~/features/availability/freshness'
import { buttonClass } from '~/components/ui/button'
import { AvailabilityStatus } from '~/features/therapists/components/availability-chip'
import { Avatar } from '~/features/therapists/components/avatar'
import { displayHeadline, displayName, profilePath } from '~/features/therapists/format'
import { useI18n } from '~/lib/i18n'
import type { PostAnswer } from '../answers.schema'
import { ResponseBody } from './response-card'

/** An answer on an Ask Therapists page, with its author and a link to the profile. */
export function PostAnswerCard({ answer }: { answer: PostAnswer }) {
	const { t } = useI18n()
	const { author } = answer
	const name = displayName(author)
	const href = profilePath(author)
	return (
		<article className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
			<div className="flex items-start gap-4">
				<Avatar first_name={author.first_name} last_name={author.last_name} photo={author.photo} size="md" />
				<div className="min-w-0 flex-1">
					<Link to={href} className="font-semibold text-brand-800 text-lg underline-offset-4 hover:underline">
						{name}
					</Link>
					{author.headline ? <p className="text-muted">{displayHeadline(author.headline)}</p> : null}
					<div className="mt-2">
						<AvailabilityStatus
							availability={shownAvailability(author.availability, author.freshness)}
							label={author.freshness.label}
							keepLabelTogether
						/>
					</div>
				</div>
			</div>
			<h3 className="mt-5 font-semibold text-ink text-lg">{answer.title || answer.question_title}</h3>
			<div className="mt-2">
				<ResponseBody response={answer} />
			</div>
			<Link
				to={href}
				aria-label={t('posts.viewProfileOf', { name })}
				className={buttonClass({ variant: 'secondary', className: 'mt-4' })}
			>
				{t('posts.viewProfile')}
			</Link>
		</article>
	)
}
