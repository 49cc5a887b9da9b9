import { useLocation } from 'react-router'
import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { DeletePost } from './delete-post'
import { answerEditorHref } from './use-answer-dialog'

/**
 * Edit Post and Delete Post under each of the owner's answers. Deleting revalidates the page, so
 * the answer leaves the feed (and the search card, /posts and the sitemap) at once.
 */
export function OwnerAnswerActions({ answerId, title }: { answerId: string; title: string }) {
	const location = useLocation()
	const remove = useJsonSubmit({ action: '/api/response', method: 'delete' })
	return (
		<div className="mt-4 flex flex-wrap items-center gap-3 border-stone-200 border-t pt-4">
			<Link
				to={answerEditorHref(location.search, answerId)}
				state={{ dialogOpened: true }}
				preventScrollReset
				aria-haspopup="dialog"
				aria-label={`Edit Post: ${title}`}
				className={buttonClass({ variant: 'secondary', size: 'sm' })}
			>
				Edit Post
			</Link>
			<DeletePost
				busy={remove.busy}
				failure={remove.failure?.message ?? null}
				onConfirm={() => remove.submit({ id: answerId })}
				size="sm"
			/>
		</div>
	)
}
