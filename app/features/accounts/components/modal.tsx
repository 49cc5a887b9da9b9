import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * A native modal dialog (focus trap, Escape and the backdrop come from the browser). Its content
 * is only rendered while open, so closed forms leave nothing behind and start afresh next time.
 */
export function Modal({
	open,
	title,
	onClose,
	children,
}: {
	open: boolean
	title: string
	onClose: () => void
	children: ReactNode
}) {
	const headingId = useId()
	const ref = useRef<HTMLDialogElement>(null)
	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		if (open && !dialog.open) dialog.showModal()
		if (!open && dialog.open) dialog.close()
	}, [open])
	return (
		<dialog
			ref={ref}
			aria-labelledby={open ? headingId : undefined}
			onClose={onClose}
			className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-stone-200 bg-white p-0 text-ink shadow-xl backdrop:bg-black/40"
		>
			{open ? (
				<>
					<div className="flex items-center justify-between gap-4 border-stone-200 border-b px-5 py-3">
						<h2 id={headingId} className="font-serif text-2xl">
							{title}
						</h2>
						<button
							type="button"
							onClick={onClose}
							className="min-h-11 rounded-full border border-stone-300 px-4 py-2 text-ink hover:bg-brand-50"
						>
							Close
						</button>
					</div>
					<div className="p-5">{children}</div>
				</>
			) : null}
		</dialog>
	)
}
