import { type ComponentProps, forwardRef, type MouseEvent } from 'react'
import {
	Form as RouterForm,
	type FormProps,
	Link as RouterLink,
	type LinkProps,
	NavLink as RouterNavLink,
	type NavLinkProps,
	useNavigate,
} from 'react-router'
import { type Locale, localizedPath, useI18n } from '~/lib/i18n'

// The one way to link inside the site: React Router's Link, Form and NavLink, given the English path
// and putting it in the page's language (a visitor page on a Spanish page goes to its /es twin;
// docs/product.md#languages). Nothing else imports them from react-router
// (tests/integration/local-links.test.ts), so no link is localised by hand.

/**
 * The page's language's path for an English one (a non-path `to` is left as it is); a link that says
 * its target's language (`hrefLang`, 'read it in English') goes to that language instead.
 */
export function useLocalPath(hrefLang?: string): (path: string) => string {
	const { locale } = useI18n()
	const target: Locale = hrefLang === 'en' || hrefLang === 'es' ? hrefLang : locale
	return (path) => localizedPath(path, target)
}

function localTo<T>(to: T, local: (path: string) => string): T {
	return (typeof to === 'string' ? local(to) : to) as T
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
	return <RouterLink ref={ref} to={localTo(to, useLocalPath(props.hrefLang))} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
	return <RouterNavLink ref={ref} to={localTo(to, useLocalPath(props.hrefLang))} {...props} />
})

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
	return <RouterForm ref={ref} action={localTo(action, useLocalPath())} {...props} />
})

/**
 * A link among many (a listing's result cards): a plain anchor in the page's language that its
 * container's click handler (useLinkClicks) navigates in the app, as a Link does. A Link resolves its
 * path and makes its own handler at every render; the thirty of a listing's cards were 2 % of an
 * uncached listing's server time (docs/benchmarks.md, issue 48). `data-discover` as a Link writes it,
 * so React Router still finds the route ahead of the click.
 */
export function PlainLink({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
	const local = useLocalPath(props.hrefLang)
	return <a href={local(to)} data-discover="true" {...props} />
}

/** The click handler for a container of PlainLinks: a plain click on one navigates in the app. */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
	const navigate = useNavigate()
	return (event) => {
		if (event.defaultPrevented || event.button !== 0) return
		if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
		const anchor = (event.target as Element).closest?.('a[data-discover]')
		if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return
		if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
		const url = new URL(anchor.href)
		if (url.origin !== window.location.origin) return
		event.preventDefault()
		void navigate(url.pathname + url.search + url.hash)
	}
}
