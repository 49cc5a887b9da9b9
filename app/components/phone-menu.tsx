import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useI18n } from '~/lib/i18n'

/** The phone menu: a button that opens a full-screen Dialog, closed again on navigation. */
export function PhoneMenu({ children }: { children: (close: () => void) => React.ReactNode }) {
	const [open, setOpen] = useState(false)
	const { pathname } = useLocation()
	const { t } = useI18n()
	// Close the menu whenever the page changes (a link in it was followed).
	useEffect(() => {
		if (pathname) setOpen(false)
	}, [pathname])
	const close = () => setOpen(false)
	return (
		<div className="md:hidden">
			<Button variant="neutral" onClick={() => setOpen(true)} aria-haspopup="dialog">
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
					<path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="1.8" />
				</svg>
				{t('shell.menu')}
			</Button>
			<Dialog open={open} title={t('shell.menu')} onClose={close}>
				{children(close)}
			</Dialog>
		</div>
	)
}
