import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'

type ModalShellProps = {
	title: string
	onClose: () => void
	children: ReactNode
	/** Sticky actions at the bottom (Save / Cancel). */
	footer?: ReactNode
	/** Wider on desktop for modals with long lists. */
	size?: 'md' | 'lg'
	/** Makes the body and footer one form (the footer holds its submit button). */
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * A native modal <dialog> (focus trap, Escape, inert background come from the browser): full screen
 * on phones, a centered card from 640px. Mounted open; the caller unmounts it to close.
 */
export function ModalShell({ title, onClose, children, footer, size = 'md', onSubmit }: ModalShellProps) {
	const headingId = useId()
	const ref = useRef<HTMLDialogElement>(null)
	const onCloseRef = useRef(onClose)
	onCloseRef.current = onClose

	useEffect(() => {
		const dialog = ref.current
		if (dialog && !dialog.open) dialog.showModal()
		return () => {
			if (dialog?.open) dialog.close()
		}
	}, [])

	const body = (
		<>
			<div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">{children}</div>
			{footer ? (
				<div className="flex-none border-stone-200 border-t bg-white px-4 py-3 sm:px-6">{footer}</div>
			) : null}
		</>
	)
	return (
		<dialog
			ref={ref}
			aria-labelledby={headingId}
			onCancel={(event) => {
				// Escape: let the route decide (it goes back in history), rather than closing natively.
				event.preventDefault()
				onCloseRef.current()
			}}
			className={`m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink backdrop:bg-black/40 sm:m-auto sm:h-auto sm:max-h-[min(90dvh,52rem)] sm:rounded-xl sm:border sm:border-stone-200 sm:shadow-xl ${
				size === 'lg' ? 'sm:w-[44rem]' : 'sm:w-[34rem]'
			} sm:max-w-[calc(100%-2rem)]`}
		>
			<div className="flex h-full max-h-[inherit] flex-col">
				<div className="flex flex-none items-center justify-between gap-4 border-stone-200 border-b px-4 py-3 sm:px-6">
					<h2 id={headingId} className="font-serif text-2xl text-ink">
						{title}
					</h2>
					<button
						type="button"
						onClick={() => onCloseRef.current()}
						className="min-h-11 flex-none rounded-full border border-stone-300 px-4 py-2 text-ink hover:bg-brand-50"
					>
						Close
					</button>
				</div>
				{onSubmit ? (
					<form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
						{body}
					</form>
				) : (
					body
				)}
			</div>
		</dialog>
	)
}
