import { useEffect, useRef } from 'react'
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from 'react-router'

/**
 * Set on the history entry that our own link pushed, so closing can simply go back. `under` is the
 * page the dialog was opened over (without dialog parameters): if the page changed while the dialog
 * was open (a filter ticked in the phone sheet), closing it lands on the changed page, not that one.
 */
type DialogState = { dialogOpened?: boolean; under?: string } | null

/**
 * Search parameters that only describe open dialogs, or a list shown in full (?show=specialty, the
 * filters' "Show all" without JavaScript): a loader never needs to rerun for them.
 */
export const DIALOG_PARAMS = [
	'contact',
	'edit',
	'answer',
	'dialog',
	'retries',
	'filters',
	'pick',
	'show',
] as const

/** The current search without some parameters, as '?…' or ''. */
export function searchWithout(search: string, names: readonly string[]): string {
	const params = new URLSearchParams(search)
	for (const name of names) params.delete(name)
	const text = params.toString()
	return text ? `?${text}` : ''
}

/** A page's address without the parameters of its open dialogs. */
export function pageUnder(pathname: string, search: string): string {
	return `${pathname}${searchWithout(search, DIALOG_PARAMS)}`
}

/** `url` with the dialog parameters of `currentSearch` added back (a page change under an open dialog). */
export function withDialogParams(url: string, currentSearch: string): string {
	const current = new URLSearchParams(currentSearch)
	const [path, query = ''] = url.split('?')
	const params = new URLSearchParams(query)
	for (const name of DIALOG_PARAMS) for (const value of current.getAll(name)) params.append(name, value)
	const text = params.toString().replace(/=(&|$)/g, '$1')
	return text ? `${path}?${text}` : path
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
 * Dialog's onClose. Back and `close` are the same thing: one layer at a time. `companions` are
 * parameters that belong to the dialog (?edit=answer&answer=…) and go with it when it closes.
 */
export function useUrlDialog(param: string, companions: readonly string[] = []) {
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const navigate = useNavigate()
	const isOpen = searchParams.has(param)
	const under = pageUnder(location.pathname, location.search)

	const hrefFor = (value = '') => {
		const params = new URLSearchParams(searchWithout(location.search, ['retries']))
		params.set(param, value)
		// `?contact=` reads worse than `?contact` and means the same.
		return `?${params}`.replace(new RegExp(`([?&]${param})=(&|$)`), '$1$2')
	}
	const openedState = (): DialogState => ({ dialogOpened: true, under })

	// Closed (by `close` or by Back) after the page under it changed: land on the changed page.
	const previous = useRef({ isOpen, under, state: location.state as DialogState })
	useEffect(() => {
		const before = previous.current
		previous.current = { isOpen, under, state: location.state as DialogState }
		if (!before.isOpen || isOpen) return
		const openedOver = before.state?.under
		if (openedOver && under === openedOver && before.under !== openedOver)
			navigate(before.under, { replace: true, preventScrollReset: true })
	}, [isOpen, under, location.state, navigate])

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
	const open = (value = '') => navigate(hrefFor(value), { state: openedState(), preventScrollReset: true })

	const linkProps = (value = '') => ({
		to: hrefFor(value),
		state: openedState(),
		preventScrollReset: true,
		'aria-haspopup': 'dialog' as const,
	})

	return { value: searchParams.get(param), isOpen, hrefFor, linkProps, open, close }
}
