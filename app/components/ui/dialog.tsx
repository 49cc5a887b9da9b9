import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'
import { buttonClass } from './button'
import { useHydrated } from './use-hydrated'
import { useI18n } from '~/lib/i18n'
import { pageUnder } from './use-url-dialog'

type DialogProps = {
	title: ReactNode
	/** A line under the title, also the dialog's accessible description. */
	description?: ReactNode
	onClose: () => void
	/** The body (scrolls); a confirm question may have none. */
	children: ReactNode
	/** Open by default: most callers mount the dialog to open it and unmount it to close it. */
	open?: boolean
	/** Sticky actions at the bottom (Save / Cancel). */
	footer?: ReactNode
	/** 'alert' is a small centred card on every screen (a question to confirm), never full screen. */
	size?: 'sm' | 'md' | 'lg' | 'alert'
	/** Makes the body and the footer one form (the footer holds its submit button). */
	onSubmit?: (event: FormEvent<HTMLFormElement>) => void
	/**
	 * Where "Close" leads without JavaScript; by default the page under the dialog (the URL without
	 * its dialog parameters, `pageUnder`).
	 */
	noJsCloseHref?: string
}

const SHEET =
	'm-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[min(90dvh,52rem)] sm:max-w-[calc(100%-2rem)] sm:rounded-xl sm:border sm:border-stone-200 sm:shadow-xl'
const CARD = 'm-auto h-fit w-[calc(100%-2rem)] max-w-sm rounded-xl border border-stone-200 shadow-xl'
/**
 * Rendered open by the server (no JavaScript yet, or none at all): over the page as showModal()
 * would, the page behind dimmed by a wide ring (a box-shadow) instead of the ::backdrop. Placed from
 * the top, not centred: inside the header (backdrop-blur) `fixed` is relative to the header's box.
 */
const NO_JS = 'fixed inset-x-0 top-0 z-50 outline-none ring-[100vmax] ring-black/40 sm:top-[5dvh]'
const SIZES = {
	sm: `${SHEET} sm:w-[28rem]`,
	md: `${SHEET} sm:w-[34rem]`,
	lg: `${SHEET} sm:w-[44rem]`,
	alert: CARD,
}

/**
 * The one modal: a native <dialog> opened with showModal(), so the browser makes the page behind
 * it inert (the focus trap) and draws the backdrop. Escape and Close call onClose; the caller
 * decides (often: go back in history). Focus returns to what opened it. Full screen on phones,
 * a centered card from 640px. Its content only exists while it is open, so forms start afresh.
 * A dialog rendered by the server (its URL asked for it: ?contact, ?filters, ?dialog=share) is open
 * in the HTML, over the page, with "Close" as a link, so it works without JavaScript
 * (docs/product.md#visitor-journeys); hydration turns it into the modal.
 */
export function Dialog({
	title,
	description,
	onClose,
	children,
	open = true,
	footer,
	size = 'md',
	onSubmit,
	noJsCloseHref,
}: DialogProps) {
	const id = useId()
	const ref = useRef<HTMLDialogElement>(null)
	const onCloseRef = useRef(onClose)
	onCloseRef.current = onClose
	const hydrated = useHydrated()
	const location = useLocation()
	const noJs = open && !hydrated
	const { t } = useI18n()
	const closeHref = noJsCloseHref ?? pageUnder(location.pathname, location.search)

	useEffect(() => {
		const dialog = ref.current
		// Wait for the render after hydration, which drops the no-JS `open` attribute.
		if (!dialog || !open || !hydrated) return
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
		// A no-JS render left it open non-modally: reopen it as a modal.
		if (dialog.open) dialog.close()
		dialog.showModal()
		return () => {
			if (dialog.open) dialog.close()
			// The opener may be gone (a menu that closed): then focus stays where the browser puts it.
			if (opener?.isConnected) opener.focus()
		}
	}, [open, hydrated])

	const body = (
		<>
			{children ? (
				<div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">{children}</div>
			) : null}
			{footer ? (
				<div className="flex-none border-stone-200 border-t bg-white px-4 py-3 sm:px-6">{footer}</div>
			) : null}
		</>
	)
	const close = buttonClass({ variant: 'neutral', size: 'sm', className: 'flex-none' })
	return (
		<dialog
			ref={ref}
			aria-labelledby={open ? `${id}-title` : undefined}
			aria-describedby={open && description ? `${id}-description` : undefined}
			open={noJs ? true : undefined}
			tabIndex={noJs ? -1 : undefined}
			// biome-ignore lint/a11y/noAutofocus: a dialog takes focus as it opens (showModal() does it with JavaScript); without it, only autofocus can
			autoFocus={noJs ? true : undefined}
			onCancel={(event) => {
				// Escape: the caller closes it (and may go back in history) rather than the browser.
				event.preventDefault()
				onCloseRef.current()
			}}
			role={size === 'alert' ? 'alertdialog' : undefined}
			className={`overflow-hidden bg-white p-0 text-ink backdrop:bg-black/40 ${SIZES[size]}${noJs ? ` ${NO_JS}` : ''}`}
		>
			{open ? (
				<div className="flex h-full max-h-[inherit] flex-col">
					<div
						className={`flex flex-none items-start justify-between gap-4 px-4 py-3 sm:px-6 ${size === 'alert' ? '' : 'border-stone-200 border-b'}`}
					>
						<div className="min-w-0 self-center">
							<h2 id={`${id}-title`} className="font-serif text-2xl text-ink">
								{title}
							</h2>
							{description ? (
								<p id={`${id}-description`} className="mt-1 text-muted text-sm">
									{description}
								</p>
							) : null}
						</div>
						{size === 'alert' ? null : hydrated ? (
							<button type="button" onClick={() => onCloseRef.current()} className={close}>
								{t('shell.close')}
							</button>
						) : (
							<a href={closeHref} className={close}>
								{t('shell.close')}
							</a>
						)}
					</div>
					{onSubmit ? (
						<form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
							{body}
						</form>
					) : (
						body
					)}
				</div>
			) : null}
		</dialog>
	)
}

type ConfirmDialogProps = {
	title: string
	description?: ReactNode
	confirmLabel: string
	cancelLabel: string
	onConfirm: () => void
	/** Also Escape. */
	onCancel: () => void
}

/**
 * A small question over whatever is open ("Discard changes?"): two buttons, the safe one focused
 * first; Escape answers with the safe one.
 */
export function ConfirmDialog({
	title,
	description,
	confirmLabel,
	cancelLabel,
	onConfirm,
	onCancel,
}: ConfirmDialogProps) {
	return (
		<Dialog
			title={title}
			description={description}
			onClose={onCancel}
			size="alert"
			footer={
				<div className="flex flex-wrap justify-end gap-2">
					{/* First in order, so showModal() focuses the safe answer. */}
					<button type="button" onClick={onCancel} className={buttonClass({ variant: 'secondary' })}>
						{cancelLabel}
					</button>
					<button type="button" onClick={onConfirm} className={buttonClass({ variant: 'danger' })}>
						{confirmLabel}
					</button>
				</div>
			}
		>
			{null}
		</Dialog>
	)
}
