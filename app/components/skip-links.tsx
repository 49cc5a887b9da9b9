import type { MouseEvent } from 'react'

const LINK =
	'sr-only rounded bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:z-50'

/**
 * Links that are only visible when focused and jump to a part of the page. With JavaScript they
 * move focus without adding a history entry (Back still leaves the page); without it, the #hash works.
 * The targets carry tabIndex={-1}.
 */
export function SkipLinks({ links }: { links: Array<{ href: `#${string}`; label: string }> }) {
	const jump = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
		const target = document.getElementById(href.slice(1))
		if (!target) return
		event.preventDefault()
		target.focus({ preventScroll: true })
		target.scrollIntoView({ block: 'start' })
	}
	return (
		<div className="relative">
			{links.map((link) => (
				<a key={link.href} href={link.href} onClick={(e) => jump(e, link.href)} className={LINK}>
					{link.label}
				</a>
			))}
		</div>
	)
}
