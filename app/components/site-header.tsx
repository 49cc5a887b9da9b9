import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import { LogoutButton } from '~/features/accounts/components/logout-button'
import { lazyWithRetry } from '~/features/profile-editing/components/lazy-modal'
import { profilePath } from '~/features/therapists/format'
import { useI18n } from '~/lib/i18n'
import { LanguageLink } from './language-link'
import { ASK_THERAPISTS_LINKS, type NavLink as NavItem, SELF_TEST_LINKS } from './site-nav'

// The account dialogs (their forms and schemas) load when opened: a visitor's pages never fetch them.
const ShareProfileModal = lazyWithRetry(async () => ({
	default: (await import('~/features/share/components/share-profile-modal')).ShareProfileModal,
}))
const UpdateEmailDialog = lazyWithRetry(async () => ({
	default: (await import('~/features/accounts/components/update-email-dialog')).UpdateEmailDialog,
}))

/** The logged-in provider as the root loader exposes it: nothing secret. */
export type NavUser = { id: string; short_id: number; url_tag: string }

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

/**
 * A disclosure menu that works without JavaScript (details/summary) and closes on navigation.
 * Escape closes it and puts focus back on its button.
 */
function MenuDropdown({ label, items }: { label: string; items: NavItem[] }) {
	const ref = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	const { t, lp } = useI18n()
	// biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location.pathname])
	return (
		<details
			ref={ref}
			className="group relative"
			onKeyDown={(event) => {
				const details = ref.current
				if (event.key !== 'Escape' || !details?.open) return
				event.preventDefault()
				details.open = false
				details.querySelector('summary')?.focus()
			}}
		>
			<summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-3 py-2 text-ink hover:bg-brand-50">
				{t(label)}
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180">
					<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
				</svg>
			</summary>
			<ul className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={lp(item.href)} className="block rounded-lg px-3 py-2 text-ink hover:bg-brand-50">
							{t(item.label)}
						</Link>
					</li>
				))}
			</ul>
		</details>
	)
}

const PLAIN_LINKS: NavItem[] = [
	{ label: 'shell.providerLogin', href: '/login' },
	{ label: 'shell.forProviders', href: '/for-providers' },
]

/** The phone menu: a button that opens a full-screen Dialog, closed again on navigation. */
function PhoneMenu({ children }: { children: (close: () => void) => React.ReactNode }) {
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

function MobileMenu() {
	const { t, lp } = useI18n()
	const section = (title: string, items: NavItem[]) => (
		<section className="mt-6">
			<h2 className="font-medium text-muted text-sm uppercase tracking-wide">{t(title)}</h2>
			<ul className="mt-2">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={lp(item.href)} className="block rounded-lg py-2.5 text-lg text-ink">
							{t(item.label)}
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
	return (
		<PhoneMenu>
			{() => (
				<nav aria-label={t('shell.mobileNav')} className="pb-6">
					<Link to={lp('/therapists')} className={buttonClass({ size: 'lg', block: true })}>
						{t('shell.findTherapist')}
					</Link>
					{section('shell.selfTests', SELF_TEST_LINKS)}
					{section('shell.askTherapists', ASK_THERAPISTS_LINKS)}
					{section('shell.providers', PLAIN_LINKS)}
					<LanguageLink className="mt-6 block rounded-lg py-2.5 text-lg text-ink underline" />
				</nav>
			)}
		</PhoneMenu>
	)
}

const NAV_BUTTON =
	'min-h-11 rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700'

/** The account's dialogs, opened by ?dialog=… from the header and from the phone menu. */
const ACCOUNT_DIALOGS = [
	{ value: 'share', label: 'Share Profile' },
	{ value: 'update-email', label: 'Update Email' },
] as const

/** Logged in (docs/product.md#pages): Share Profile, Update Email, Account, Logout; on phones in a modal menu. */
function AccountNav({ user, publicUrl }: { user: NavUser; publicUrl: string }) {
	// ?dialog=share / ?dialog=update-email: a history entry, so Back closes the dialog.
	const dialog = useUrlDialog('dialog')
	const profileUrl = `${publicUrl}${profilePath(user)}`
	return (
		<>
			<nav aria-label="Account" className="hidden items-center gap-1 md:flex">
				{ACCOUNT_DIALOGS.map(({ value, label }) => (
					<button
						key={value}
						type="button"
						className={NAV_BUTTON}
						onClick={() => dialog.open(value)}
						aria-haspopup="dialog"
					>
						{label}
					</button>
				))}
				<NavLink to="/account" className={NAV_BUTTON}>
					Account
				</NavLink>
				<LogoutButton className={`${NAV_BUTTON} ml-1 border border-stone-300`} />
			</nav>
			<PhoneMenu>
				{(close) => (
					<nav aria-label="Account" className="flex flex-col gap-2">
						{ACCOUNT_DIALOGS.map(({ value, label }) => (
							<button
								key={value}
								type="button"
								className="block rounded-lg py-2.5 text-left text-lg text-ink"
								onClick={() => {
									close()
									dialog.open(value)
								}}
							>
								{label}
							</button>
						))}
						<Link to="/account" className="block rounded-lg py-2.5 text-lg text-ink">
							Account
						</Link>
						<LogoutButton className="block w-full rounded-lg py-2.5 text-left text-lg text-ink" />
					</nav>
				)}
			</PhoneMenu>
			<Suspense fallback={null}>
				{dialog.value === 'share' ? (
					<ShareProfileModal
						profileUrl={profileUrl}
						short_id={user.short_id}
						name=""
						onClose={dialog.close}
					/>
				) : null}
				{dialog.value === 'update-email' ? <UpdateEmailDialog open onClose={dialog.close} /> : null}
			</Suspense>
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
	const { t, lp } = useI18n()
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
				<Logo siteName={siteName} home={lp('/')} />
				<nav aria-label={t('shell.mainNav')} className="hidden items-center gap-1 md:flex">
					<MenuDropdown label="shell.selfTests" items={SELF_TEST_LINKS} />
					<MenuDropdown label="shell.askTherapists" items={ASK_THERAPISTS_LINKS} />
					{PLAIN_LINKS.map((item) => (
						<NavLink
							key={item.href}
							to={lp(item.href)}
							className="rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700"
						>
							{t(item.label)}
						</NavLink>
					))}
					<LanguageLink className="rounded-full px-3 py-2 text-ink underline hover:bg-brand-50" />
					<Link to={lp('/therapists')} className={buttonClass({ className: 'ml-2' })}>
						{t('shell.findTherapist')}
					</Link>
				</nav>
				<MobileMenu />
			</div>
		</header>
	)
}
