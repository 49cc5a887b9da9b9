import { type RefObject, useEffect } from 'react'
import { useLocation } from 'react-router'

const KEY = 'openroom:opened-link'

type Opened = { entry: string; href: string; text: string }

function read(): Opened | null {
	try {
		return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Opened | null
	} catch {
		return null
	}
}

/**
 * Back to a list from a page opened from it puts keyboard focus back on the link that opened it.
 * The link is remembered for this history entry (sessionStorage, this tab only); focus moves after
 * the browser restored the scroll position, without scrolling.
 */
export function useReturnFocus(container: RefObject<HTMLElement | null>) {
	const { key } = useLocation()

	useEffect(() => {
		const root = container.current
		if (!root) return
		const onClick = (event: Event) => {
			const link = (event.target as Element | null)?.closest?.('a[href]')
			if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return
			const opened: Opened = {
				entry: key,
				href: link.getAttribute('href') ?? '',
				text: link.textContent ?? '',
			}
			try {
				sessionStorage.setItem(KEY, JSON.stringify(opened))
			} catch {
				// Storage unavailable (private mode): focus simply is not restored.
			}
		}
		root.addEventListener('click', onClick, true)
		return () => root.removeEventListener('click', onClick, true)
	}, [container, key])

	useEffect(() => {
		const opened = read()
		if (!opened || opened.entry !== key) return
		const frame = requestAnimationFrame(() => {
			const links = container.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []
			const link =
				[...links].find((a) => a.getAttribute('href') === opened.href && a.textContent === opened.text) ??
				[...links].find((a) => a.getAttribute('href') === opened.href)
			link?.focus({ preventScroll: true })
		})
		return () => cancelAnimationFrame(frame)
	}, [container, key])
}
