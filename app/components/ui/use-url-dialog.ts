import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from 'react-router'

/** Set on the history entry that our own link pushed, so closing can simply go back. */
type DialogState = { dialogOpened?: boolean } | null

/** Search parameters that only describe open dialogs (a loader never needs to rerun for them). */
export const DIALOG_PARAMS = ['contact', 'edit', 'answer', 'dialog', 'retries'] as const

/** The current search without some parameters, as '?…' or ''. */
export function searchWithout(search: string, names: readonly string[]): string {
	const params = new URLSearchParams(search)
	for (const name of names) params.delete(name)
	const text = params.toString()
	return text ? `?${text}` : ''
}

/**
 * For a route's shouldRevalidate: opening or closing a URL dialog needs no new data (and must not
 * run a loader that redirects to its canonical URL, which would drop the dialog's parameter).
 */
export function revalidateUnlessDialogOnly({
	currentUrl,
	nextUrl,
	formMethod,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
	if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
		return defaultShouldRevalidate
	const same =
		searchWithout(currentUrl.search, DIALOG_PARAMS) === searchWithout(nextUrl.search, DIALOG_PARAMS)
	return same ? false : defaultShouldRevalidate
}

/**
 * A dialog opened by a search parameter (?contact, ?edit=costs): opening pushes a history entry,
 * so Back closes it and Forward reopens it, and the open dialog survives a reload or a shared link.
 * `linkProps` go on the opener (a react-router Link), or a button calls `open`; `close` goes to
 * Dialog's onClose. `companions` are parameters that belong to the dialog (?edit=answer&answer=…)
 * and go with it when it closes.
 */
export function useUrlDialog(param: string, companions: readonly string[] = []) {
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const navigate = useNavigate()

	const hrefFor = (value = '') => {
		const params = new URLSearchParams(searchWithout(location.search, ['retries']))
		params.set(param, value)
		// `?contact=` reads worse than `?contact` and means the same.
		return `?${params}`.replace(new RegExp(`([?&]${param})=(&|$)`), '$1$2')
	}

	const close = () => {
		if ((location.state as DialogState)?.dialogOpened) navigate(-1)
		else
			navigate(
				{
					pathname: location.pathname,
					search: searchWithout(location.search, [param, 'retries', ...companions]),
				},
				{ replace: true, preventScrollReset: true },
			)
	}

	/** For a button rather than a link (the same history entry a link would push). */
	const open = (value = '') =>
		navigate(hrefFor(value), { state: { dialogOpened: true }, preventScrollReset: true })

	const linkProps = (value = '') => ({
		to: hrefFor(value),
		state: { dialogOpened: true },
		preventScrollReset: true,
		'aria-haspopup': 'dialog' as const,
	})

	return { value: searchParams.get(param), isOpen: searchParams.has(param), hrefFor, linkProps, open, close }
}
