import { Component, type ReactNode, Suspense, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { searchWithout, useUrlDialog } from '~/components/ui/use-url-dialog'
import type { OwnProfile } from '../own-profile.server'
import { LazyLoadError, RETRIES_PARAM } from './lazy-modal'
import { isModalKey, MODAL_TITLES, MODALS, type ModalKey, preloadModals } from './modal-registry'

/** The search parameter naming the open modal (?edit=profile): a history entry, so Back closes it. */
export const EDIT_PARAM = 'edit'
/** Lazy modules load after about a second (docs/product.md#limits). */
const PRELOAD_AFTER_MS = 1000
/** Only show a loading indicator if loading takes a noticeable time. */
const FALLBACK_DELAY_MS = 300

/** Opening and closing the profile modals through the URL. */
export function useEditModal() {
	// The answer editor's answer id belongs to its modal (features/answers, use-answer-dialog.ts).
	const dialog = useUrlDialog(EDIT_PARAM, ['answer'])
	const current: ModalKey | null = isModalKey(dialog.value) ? dialog.value : null
	return { current, linkProps: dialog.linkProps, close: dialog.close }
}

type EditLinkProps = {
	modal: ModalKey
	children: ReactNode
	className?: string
	/** Accessible name when the visible text is short ("Edit"). */
	label?: string
}

/** A link that opens one of the profile modals (a real link: it pushes a history entry). */
export function EditLink({ modal, children, className, label }: EditLinkProps) {
	const { linkProps } = useEditModal()
	return (
		<Link {...linkProps(modal)} aria-label={label} className={className}>
			{children}
		</Link>
	)
}

export const EDIT_BUTTON = buttonClass({ variant: 'secondary', size: 'sm', className: 'gap-1.5' })

/** The small pencil "Edit" button of a profile section; only the owner's page renders it. */
export function EditButton({ modal, section }: { modal: ModalKey; section: string }) {
	return (
		<EditLink modal={modal} label={`Edit ${section}`} className={EDIT_BUTTON}>
			<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
				<path
					d="M4 14.5V16h1.5l8.4-8.4-1.5-1.5L4 14.5zm11.7-8.2a1 1 0 0 0 0-1.4l-.6-.6a1 1 0 0 0-1.4 0l-.8.8 1.5 1.5.8-.3z"
					fill="currentColor"
				/>
			</svg>
			Edit
		</EditLink>
	)
}

/** Renders the open modal, lazily loaded, and preloads the others shortly after the page loads. */
export function EditModalHost({ profile, publicUrl }: { profile: OwnProfile; publicUrl: string }) {
	const { current, close } = useEditModal()

	useEffect(() => {
		const timer = setTimeout(preloadModals, PRELOAD_AFTER_MS)
		return () => clearTimeout(timer)
	}, [])

	if (!current) return null
	const Modal = MODALS[current]
	// A save revalidates the page's data before onSaved runs, so closing shows the saved values.
	const onSaved = close
	return (
		<LoadErrorBoundary key={current} title={MODAL_TITLES[current]} onClose={close}>
			<Suspense fallback={<DelayedLoading />}>
				<Modal profile={profile} onClose={close} onSaved={onSaved} publicUrl={publicUrl} />
				<ForgetRetries />
			</Suspense>
		</LoadErrorBoundary>
	)
}

/** Once a modal has loaded, the retry count has done its job: drop it from the URL. */
function ForgetRetries() {
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const navigate = useNavigate()
	const hasRetries = searchParams.has(RETRIES_PARAM)
	useEffect(() => {
		if (hasRetries)
			navigate(
				{ search: searchWithout(location.search, [RETRIES_PARAM]) },
				{ replace: true, preventScrollReset: true, state: location.state },
			)
	}, [hasRetries, location.search, location.state, navigate])
	return null
}

function DelayedLoading() {
	const [visible, setVisible] = useState(false)
	useEffect(() => {
		const timer = setTimeout(() => setVisible(true), FALLBACK_DELAY_MS)
		return () => clearTimeout(timer)
	}, [])
	return (
		<div
			role="status"
			className={`fixed inset-0 z-40 flex items-center justify-center bg-black/20 transition-opacity ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
		>
			{visible ? (
				<span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-ink shadow-lg">
					<span
						aria-hidden="true"
						className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
					/>
					Loading…
				</span>
			) : null}
		</div>
	)
}

type BoundaryProps = { title: string; onClose: () => void; children: ReactNode }

/** After the reload retries, or if a modal breaks, say so plainly instead of failing silently. */
class LoadErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
	state = { error: null as unknown }

	static getDerivedStateFromError(error: unknown) {
		return { error }
	}

	render() {
		const { error } = this.state
		if (error === null) return this.props.children
		const isLoadError = error instanceof LazyLoadError
		const reload = () => {
			const url = new URL(window.location.href)
			url.searchParams.delete(RETRIES_PARAM)
			window.location.assign(url.toString())
		}
		return (
			<Dialog title={this.props.title} onClose={this.props.onClose}>
				<div role="alert">
					<p className="font-medium text-ink">
						{isLoadError
							? 'Sorry, this window could not be loaded.'
							: 'Sorry, something went wrong in this window.'}
					</p>
					<p className="mt-2 text-muted">
						{isLoadError
							? 'We tried reloading the page 3 times. Please check your internet connection, then reload the page to try again.'
							: 'Please reload the page and try again. Your saved profile is not affected.'}
					</p>
				</div>
				<Button className="mt-5" onClick={reload}>
					Reload page
				</Button>
			</Dialog>
		)
	}
}
