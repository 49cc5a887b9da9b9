import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useHydrated } from '~/components/ui/use-hydrated'
import { useI18n } from '~/lib/i18n'

const MENU_ICON = (
	<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
		<path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="1.8" />
	</svg>
)

/**
 * The phone menu: a button that opens a full-screen Dialog, closed again on navigation. Without
 * JavaScript (and until the page is hydrated) it is a link to `withoutScript`, where the page
 * carries the same links (the footer's, for visitors).
 */
export function PhoneMenu({
	children,
	withoutScript,
}: {
	children: (close: () => void) => React.ReactNode
	withoutScript?: string
}) {
	const [open, setOpen] = useState(false)
	const { pathname } = useLocation()
	const { t } = useI18n()
	const hydrated = useHydrated()
	// Close the menu whenever the page changes (a link in it was followed).
	useEffect(() => {
		if (pathname) setOpen(false)
	}, [pathname])
	const close = () => setOpen(false)
	return (
		<div className="md:hidden">
			{withoutScript && !hydrated ? (
				<a href={withoutScript} className={buttonClass({ variant: 'neutral' })}>
					{MENU_ICON}
					{t('shell.menu')}
				</a>
			) : (
				<Button variant="neutral" onClick={() => setOpen(true)} aria-haspopup="dialog">
					{MENU_ICON}
					{t('shell.menu')}
				</Button>
			)}
			<Dialog open={open} title={t('shell.menu')} onClose={close}>
				{children(close)}
			</Dialog>
		</div>
	)
}
