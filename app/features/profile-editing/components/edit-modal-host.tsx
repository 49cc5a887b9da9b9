import { Component, type ReactNode, Suspense, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import type { OwnProfile } from '../own-profile.server'
import { LazyLoadError, RETRIES_PARAM } from './lazy-modal'
import { isModalKey, MODAL_TITLES, MODALS, type ModalKey, preloadModals } from './modal-registry'
import { ModalShell } from './modal-shell'

/** The search parameter naming the open modal (?edit=profile): a history entry, so Back closes it. */
export const EDIT_PARAM = 'edit'
/** Lazy modules load after about a second (docs/product.md#limits). */
const PRELOAD_AFTER_MS = 1000
/** Only show a loading indicator if loading takes a noticeable time. */
const FALLBACK_DELAY_MS = 300

type EditState = { editOpened?: boolean } | null

function withoutParams(search: string, names: string[]): string {
	const params = new URLSearchParams(search)
	for (const name of names) params.delete(name)
	const text = params.toString()
	return text ? `?${text}` : ''
}

/** Opening and closing the profile modals through the URL. */
export function useEditModal() {
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const navigate = useNavigate()
	const value = searchParams.get(EDIT_PARAM)
	const current: ModalKey | null = isModalKey(value) ? value : null

	const hrefFor = (key: ModalKey) => {
		const params = new URLSearchParams(withoutParams(location.search, [RETRIES_PARAM]))
		params.set(EDIT_PARAM, key)
		return `?${params}`
	}

	const close = () => {
		// Opened by our own link: going back removes the entry it pushed (and Forward reopens it).
		if ((location.state as EditState)?.editOpened) navigate(-1)
		else
			navigate(
				{ pathname: location.pathname, search: withoutParams(location.search, [EDIT_PARAM, RETRIES_PARAM]) },
				{ replace: true, preventScrollReset: true },
			)
	}
	return { current, hrefFor, close }
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
	const { hrefFor } = useEditModal()
	return (
		<Link
			to={hrefFor(modal)}
			state={{ editOpened: true }}
			preventScrollReset
			aria-haspopup="dialog"
			aria-label={label}
			className={className}
		>
			{children}
		</Link>
	)
}

export const EDIT_BUTTON =
	'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 px-4 py-1.5 font-medium text-brand-700 text-sm hover:bg-brand-50'

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

let revalidationRequested = false

/** After a save: the next navigation (closing the modal) must reload the profile. */
function requestRevalidation() {
	revalidationRequested = true
}

/**
 * For the profile route's shouldRevalidate: true from a save until the page has settled again.
 * Not cleared when read: React Router asks more than once per navigation.
 */
export function isRevalidationRequested(): boolean {
	return revalidationRequested
}

/** Renders the open modal, lazily loaded, and preloads the others shortly after the page loads. */
export function EditModalHost({ profile, publicUrl }: { profile: OwnProfile; publicUrl: string }) {
	const { current, close } = useEditModal()

	useEffect(() => {
		const timer = setTimeout(preloadModals, PRELOAD_AFTER_MS)
		return () => clearTimeout(timer)
	}, [])

	// The navigation that closed the modal (and reloaded the profile) is done.
	const navigation = useNavigation()
	useEffect(() => {
		if (navigation.state === 'idle' && current === null) revalidationRequested = false
	}, [navigation.state, current])

	if (!current) return null
	const Modal = MODALS[current]
	// Closing and reloading the data happen in one navigation, so the page never shows stale data
	// and a new canonical path (after a name change) is followed without reopening the modal.
	const onSaved = () => {
		requestRevalidation()
		close()
	}
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
				{ search: withoutParams(location.search, [RETRIES_PARAM]) },
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
			<ModalShell title={this.props.title} onClose={this.props.onClose}>
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
				<button
					type="button"
					onClick={reload}
					className="mt-5 min-h-11 rounded-full bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800"
				>
					Reload page
				</button>
			</ModalShell>
		)
	}
}
