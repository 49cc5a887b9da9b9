import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { LogoutButton } from '~/features/accounts/components/logout-button'
import { UpdateEmailDialog } from '~/features/accounts/components/update-email-dialog'
import { ShareProfileModal } from '~/features/share/components/share-profile-modal'
import { profilePath } from '~/features/therapists/format'
import { ASK_THERAPISTS_LINKS, type NavLink as NavItem, SELF_TEST_LINKS } from './site-nav'

/** The logged-in provider as the root loader exposes it: nothing secret. */
export type NavUser = { id: string; shortId: number; urlTag: string }

/** Logged in, the home link is the provider's own profile (docs/product.md#pages). */
function Logo({ siteName, home }: { siteName: string; home: string }) {
	return (
		<Link to={home} className="flex items-center gap-2 rounded font-serif text-2xl text-brand-800">
			<svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
				<rect width="32" height="32" rx="9" fill="#17645a" />
				<path
					d="M9 23V12.5a7 7 0 0 1 14 0V23"
					stroke="#fff"
					strokeWidth="2.6"
					fill="none"
					strokeLinecap="round"
				/>
				<circle cx="19" cy="18" r="1.6" fill="#fff" />
			</svg>
			<span>{siteName}</span>
		</Link>
	)
}

/** A disclosure menu that works without JavaScript (details/summary) and closes on navigation. */
function MenuDropdown({ label, items }: { label: string; items: NavItem[] }) {
	const ref = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	// biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location.pathname])
	return (
		<details ref={ref} className="group relative">
			<summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-3 py-2 text-ink hover:bg-brand-50">
				{label}
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180">
					<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
				</svg>
			</summary>
			<ul className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={item.href} className="block rounded-lg px-3 py-2 text-ink hover:bg-brand-50">
							{item.label}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}

const PLAIN_LINKS: NavItem[] = [
	{ label: 'Provider Login', href: '/login' },
	{ label: 'For Providers', href: '/for-providers' },
]

/** The phone menu: a button that opens a full-screen modal dialog, closed again on navigation. */
function PhoneMenu({ children }: { children: (close: () => void) => React.ReactNode }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const location = useLocation()
	// biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
	useEffect(() => {
		dialog.current?.close()
	}, [location.pathname])
	const close = () => dialog.current?.close()
	return (
		<div className="md:hidden">
			<button
				type="button"
				onClick={() => dialog.current?.showModal()}
				className="flex min-h-11 items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-ink"
				aria-haspopup="dialog"
			>
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
					<path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="1.8" />
				</svg>
				Menu
			</button>
			<dialog
				ref={dialog}
				aria-label="Menu"
				className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-black/40"
			>
				<div className="flex items-center justify-between border-stone-200 border-b px-4 py-3">
					<span className="font-serif text-xl text-brand-800">Menu</span>
					<button
						type="button"
						onClick={close}
						className="min-h-11 rounded-full border border-stone-300 px-4 py-2"
					>
						Close
					</button>
				</div>
				{children(close)}
			</dialog>
		</div>
	)
}

function MobileMenu() {
	const section = (title: string, items: NavItem[]) => (
		<section className="mt-6">
			<h2 className="font-medium text-muted text-sm uppercase tracking-wide">{title}</h2>
			<ul className="mt-2">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={item.href} className="block rounded-lg py-2.5 text-lg text-ink">
							{item.label}
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
	return (
		<PhoneMenu>
			{() => (
				<nav aria-label="Mobile" className="px-5 pb-10">
					<Link
						to="/therapists"
						className="mt-5 block rounded-full bg-brand-700 px-5 py-3 text-center font-medium text-white"
					>
						Find a Therapist
					</Link>
					{section('Self Tests', SELF_TEST_LINKS)}
					{section('Ask Therapists', ASK_THERAPISTS_LINKS)}
					{section('Providers', PLAIN_LINKS)}
				</nav>
			)}
		</PhoneMenu>
	)
}

const NAV_BUTTON =
	'min-h-11 rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700'

/** Logged in (docs/product.md#pages): Share Profile, Update Email (desktop only), Logout; on phones in a modal menu. */
function AccountNav({ user, publicUrl }: { user: NavUser; publicUrl: string }) {
	const [dialog, setDialog] = useState<'share' | 'update' | null>(null)
	const profileUrl = `${publicUrl}${profilePath(user)}`
	return (
		<>
			<nav aria-label="Account" className="hidden items-center gap-1 md:flex">
				<button
					type="button"
					className={NAV_BUTTON}
					onClick={() => setDialog('share')}
					aria-haspopup="dialog"
				>
					Share Profile
				</button>
				<button
					type="button"
					className={NAV_BUTTON}
					onClick={() => setDialog('update')}
					aria-haspopup="dialog"
				>
					Update Email
				</button>
				<LogoutButton className={`${NAV_BUTTON} ml-1 border border-stone-300`} />
			</nav>
			<PhoneMenu>
				{(close) => (
					<nav aria-label="Account" className="flex flex-col gap-2 px-5 py-6">
						<button
							type="button"
							className="block rounded-lg py-2.5 text-left text-lg text-ink"
							onClick={() => {
								close()
								setDialog('share')
							}}
						>
							Share Profile
						</button>
						<LogoutButton className="block w-full rounded-lg py-2.5 text-left text-lg text-ink" />
					</nav>
				)}
			</PhoneMenu>
			{dialog === 'share' ? (
				<ShareProfileModal
					profileUrl={profileUrl}
					shortId={user.shortId}
					name=""
					onClose={() => setDialog(null)}
				/>
			) : null}
			<UpdateEmailDialog open={dialog === 'update'} onClose={() => setDialog(null)} />
		</>
	)
}

export function SiteHeader({
	siteName,
	user = null,
	publicUrl = '',
}: {
	siteName: string
	user?: NavUser | null
	publicUrl?: string
}) {
	if (user) {
		return (
			<header className="sticky top-0 z-40 border-stone-200 border-b bg-white/95 backdrop-blur">
				<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
					<Logo siteName={siteName} home={profilePath(user)} />
					<AccountNav user={user} publicUrl={publicUrl} />
				</div>
			</header>
		)
	}
	return (
		<header className="sticky top-0 z-40 border-stone-200 border-b bg-white/95 backdrop-blur">
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
				<Logo siteName={siteName} home="/" />
				<nav aria-label="Main" className="hidden items-center gap-1 md:flex">
					<MenuDropdown label="Self Tests" items={SELF_TEST_LINKS} />
					<MenuDropdown label="Ask Therapists" items={ASK_THERAPISTS_LINKS} />
					{PLAIN_LINKS.map((item) => (
						<NavLink
							key={item.href}
							to={item.href}
							className="rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700"
						>
							{item.label}
						</NavLink>
					))}
					<Link
						to="/therapists"
						className="ml-2 rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
					>
						Find a Therapist
					</Link>
				</nav>
				<MobileMenu />
			</div>
		</header>
	)
}
