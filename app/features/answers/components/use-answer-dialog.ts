import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { searchWithout } from '~/components/ui/use-url-dialog'
import type { ResponseDoc } from '../response-doc'

/** The owner's answer editor is the profile modal `?edit=answer&answer=<id>` (docs/product.md#answers). */
const ANSWER_MODAL = 'answer'
const ANSWER_PARAM = 'answer'

/** The answer the editor shows, from the URL. */
export function useAnswerParam(): string | null {
	const [searchParams] = useSearchParams()
	return searchParams.get(ANSWER_PARAM)
}

/** The editor's URL for one answer, keeping the page's other parameters. */
export function answerEditorHref(search: string, answerId: string): string {
	const params = new URLSearchParams(searchWithout(search, ['retries', ANSWER_PARAM]))
	params.set('edit', ANSWER_MODAL)
	params.set(ANSWER_PARAM, answerId)
	return `?${params}`
}

/**
 * Opens the editor on an answer. From the picker it replaces the picker's entry, so Back (or Close)
 * returns to the profile rather than to the list of questions.
 */
export function useOpenAnswer() {
	const location = useLocation()
	const navigate = useNavigate()
	return (answerId: string, options: { replace?: boolean } = {}) =>
		navigate(answerEditorHref(location.search, answerId), {
			replace: options.replace,
			state: options.replace ? location.state : { dialogOpened: true },
			preventScrollReset: true,
		})
}

/** The answer in a reply of POST /api/response (`{ docs: [response] }`), or null. */
export function answerFromReply(data: unknown): ResponseDoc | null {
	return (data as { docs?: ResponseDoc[] } | undefined)?.docs?.[0] ?? null
}
