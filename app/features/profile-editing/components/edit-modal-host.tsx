import { Component, type ReactNode, Suspense, useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Link } from '~/components/local-link'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { searchWithout, useUrlDialog } from '~/components/ui/use-url-dialog'
import type { OwnProfile } from '../own-profile.server'
import { DiscardGuard } from '~/components/ui/discard-guard'
import { LazyLoadError, RETRIES_PARAM } from './lazy-modal'
import {
	isModalKey,
	MODAL_TITLES,
	MODALS,
	type ModalKey,
	preloadModal,
	preloadModals,
} from './modal-registry'

/** The search parameter naming the open modal (?edit=profile): a history entry, so Back closes it. */
const EDIT_PARAM = 'edit'
/** Lazy modules load after about a second (docs/product.md#limits). */
const PRELOAD_AFTER_MS = 1000

/** Opening and closing the profile modals through the URL. */
function useEditModal() {
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

/**
 * A link that opens one of the profile modals (a real link: it pushes a history entry). The modal's
 * code starts loading as soon as a finger or the focus is on the link, before the click.
 */
export function EditLink({ modal, children, className, label }: EditLinkProps) {
	const { linkProps } = useEditModal()
	const preload = () => preloadModal(modal)
	return (
		<Link
			{...linkProps(modal)}
			aria-label={label}
			className={className}
			onPointerDown={preload}
			onFocus={preload}
		>
			{children}
		</Link>
	)
}

export const EDIT_BUTTON = buttonClass({ variant: 'secondary', size: 'sm' })

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

	const Modal = current ? MODALS[current] : null
	// A save revalidates the page's data before onSaved runs, so closing shows the saved values.
	const onSaved = close
	return (
		<DiscardGuard param={EDIT_PARAM} close={close}>
			{(requestClose) =>
				current && Modal ? (
					<LoadErrorBoundary key={current} title={MODAL_TITLES[current]} onClose={requestClose}>
						<Suspense fallback={<ModalSkeleton title={MODAL_TITLES[current]} onClose={requestClose} />}>
							<Modal profile={profile} onClose={requestClose} onSaved={onSaved} publicUrl={publicUrl} />
							<ForgetRetries />
						</Suspense>
					</LoadErrorBoundary>
				) : null
			}
		</DiscardGuard>
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

/**
 * While a modal's code loads: the dialog itself at once, with its title and grey lines where the
 * fields will be, so a tap is answered within a frame (no blank wait, no spinner popping in later).
 */
function ModalSkeleton({ title, onClose }: { title: string; onClose: () => void }) {
	return (
		<Dialog title={title} onClose={onClose}>
			<div role="status" aria-label="Loading" className="animate-pulse space-y-5">
				{[0, 1, 2].map((row) => (
					<div key={row} className="space-y-2">
						<div className="h-4 w-1/3 rounded bg-stone-200" />
						<div className="h-11 w-full rounded-lg bg-stone-100" />
					</div>
				))}
			</div>
		</Dialog>
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
