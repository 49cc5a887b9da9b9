import type { MouseEvent } from 'react'

const LINK =
	'sr-only rounded bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:z-50'

type SkipLink = {
	href: `#${string}`
	label: string
	/** Focus the first visible control in the target rather than the target (one Tab less). */
	toFirstControl?: boolean
}

const CONTROLS = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea'

/**
 * Links that are only visible when focused and jump to a part of the page. With JavaScript they
 * move focus without adding a history entry (Back still leaves the page); without it, the #hash works.
 * The targets carry tabIndex={-1}.
 */
export function SkipLinks({ links }: { links: SkipLink[] }) {
	const jump = (event: MouseEvent<HTMLAnchorElement>, link: SkipLink) => {
		const target = document.getElementById(link.href.slice(1))
		if (!target) return
		event.preventDefault()
		const control = link.toFirstControl
			? [...target.querySelectorAll<HTMLElement>(CONTROLS)].find((el) => el.getClientRects().length > 0)
			: undefined
		;(control ?? target).focus({ preventScroll: true })
		target.scrollIntoView({ block: 'start' })
	}
	return (
		<div className="relative">
			{links.map((link) => (
				<a key={link.href} href={link.href} onClick={(e) => jump(e, link)} className={LINK}>
					{link.label}
				</a>
			))}
		</div>
	)
}
