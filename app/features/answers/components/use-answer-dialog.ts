import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { searchWithout } from '~/components/ui/use-url-dialog'
import type { ResponseDoc } from '../response-doc'

/** The owner's answer editor is the profile modal `?edit=answer&answer=<id>` (docs/product.md#answers). */
const ANSWER_MODAL = 'answer'
const ANSWER_PARAM = 'answer'
/** A question not answered yet: the editor opens on it, and its first save makes the answer. */
const QUESTION_PARAM = 'question'

/** The answer the editor shows, from the URL. */
export function useAnswerParam(): string | null {
	const [searchParams] = useSearchParams()
	return searchParams.get(ANSWER_PARAM)
}

/** The question the editor starts a new answer to (no answer yet), from the URL. */
export function useNewAnswerQuestion(): number | null {
	const [searchParams] = useSearchParams()
	const id = Number(searchParams.get(QUESTION_PARAM))
	return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The editor's URL for one answer (or a question's new answer), keeping the page's other parameters. */
export function answerEditorHref(search: string, target: string | { question_id: number }): string {
	const params = new URLSearchParams(searchWithout(search, ['retries', ANSWER_PARAM, QUESTION_PARAM]))
	params.set('edit', ANSWER_MODAL)
	if (typeof target === 'string') params.set(ANSWER_PARAM, target)
	else params.set(QUESTION_PARAM, String(target.question_id))
	return `?${params}`
}

/** What the picker hands the editor of a new answer: the question's title (a reload shows 'Your Answer'). */
export function questionTitleFrom(state: unknown): string | null {
	const title = (state as { question_title?: unknown } | null)?.question_title
	return typeof title === 'string' ? title : null
}

/**
 * Opens the editor on an answer. From the picker it replaces the picker's entry, so Back (or Close)
 * returns to the profile rather than to the list of questions.
 */
export function useOpenAnswer() {
	const location = useLocation()
	const navigate = useNavigate()
	return (
		target: string | { question_id: number },
		options: { replace?: boolean; question_title?: string } = {},
	) => {
		const state = options.replace ? location.state : { dialogOpened: true }
		return navigate(answerEditorHref(location.search, target), {
			replace: options.replace,
			state: options.question_title ? { ...(state ?? {}), question_title: options.question_title } : state,
			preventScrollReset: true,
		})
	}
}

/** The answer in a reply of POST /api/response (`{ docs: [response] }`), or null. */
export function answerFromReply(data: unknown): ResponseDoc | null {
	return (data as { docs?: ResponseDoc[] } | undefined)?.docs?.[0] ?? null
}
