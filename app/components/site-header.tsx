import { Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Link, NavLink } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { lazyWithRetry } from '~/features/profile-editing/components/lazy-modal'
import { profilePath } from '~/features/therapists/format'
import { useI18n } from '~/lib/i18n'
import { LanguageLink } from './language-link'
import type { NavUser } from './account-nav'
import { PhoneMenu } from './phone-menu'
import { SITE_LINKS_ID } from './site-footer'
import { ASK_THERAPISTS_LINKS, type NavLink as NavItem, SELF_TEST_LINKS } from './site-nav'

// The logged-in header (its dialogs, logout) loads only for a provider: a visitor's pages never fetch it.
const AccountNav = lazyWithRetry(async () => ({
	default: (await import('./account-nav')).AccountNav,
}))

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
	const { t } = useI18n()
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
			<summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-3 py-2 text-ink hover:bg-brand-50 xl:whitespace-nowrap">
				{t(label)}
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition group-open:rotate-180">
					<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
				</svg>
			</summary>
			<ul className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={item.href} className="menu-link">
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

function MobileMenu() {
	const { t } = useI18n()
	const section = (title: string, items: NavItem[]) => (
		<section className="mt-6">
			<h2 className="font-medium text-muted text-sm uppercase tracking-wide">{t(title)}</h2>
			<ul className="mt-2">
				{items.map((item) => (
					<li key={item.href}>
						<Link to={item.href} className="block rounded-lg py-2.5 text-lg text-ink">
							{t(item.label)}
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
	return (
		<PhoneMenu withoutScript={`#${SITE_LINKS_ID}`}>
			{() => (
				<nav aria-label={t('shell.mobileNav')} className="pb-6">
					{/* First, so a Spanish reader finds 'Español' without scrolling past the English menu. */}
					<LanguageLink className="mb-4 block rounded-lg py-2.5 text-lg text-ink underline" />
					<Link to={'/therapists'} className={buttonClass({ size: 'lg', block: true })}>
						{t('shell.findTherapist')}
					</Link>
					{section('shell.selfTests', SELF_TEST_LINKS)}
					{section('shell.askTherapists', ASK_THERAPISTS_LINKS)}
					{section('shell.providers', PLAIN_LINKS)}
				</nav>
			)}
		</PhoneMenu>
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
	const { t } = useI18n()
	if (user) {
		return (
			<header className="sticky top-0 z-40 border-stone-200 border-b bg-white/95 backdrop-blur">
				<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
					<Logo siteName={siteName} home={profilePath(user)} />
					<Suspense fallback={null}>
						<AccountNav user={user} publicUrl={publicUrl} />
					</Suspense>
				</div>
			</header>
		)
	}
	return (
		<header className="sticky top-0 z-40 border-stone-200 border-b bg-white/95 backdrop-blur">
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
				<Logo siteName={siteName} home="/" />
				<nav aria-label={t('shell.mainNav')} className="hidden items-center gap-1 md:flex">
					<MenuDropdown label="shell.selfTests" items={SELF_TEST_LINKS} />
					<MenuDropdown label="shell.askTherapists" items={ASK_THERAPISTS_LINKS} />
					{PLAIN_LINKS.map((item) => (
						<NavLink
							key={item.href}
							to={item.href}
							className="rounded-full px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700 xl:whitespace-nowrap"
						>
							{t(item.label)}
						</NavLink>
					))}
					<LanguageLink className="rounded-full px-3 py-2 text-ink underline hover:bg-brand-50 xl:whitespace-nowrap" />
					{/* The Spanish labels are longer: on one line each from 1280 px, where they fit. */}
					<Link to={'/therapists'} className={buttonClass({ className: 'ml-2 xl:whitespace-nowrap' })}>
						{t('shell.findTherapist')}
					</Link>
				</nav>
				<MobileMenu />
			</div>
		</header>
	)
}
