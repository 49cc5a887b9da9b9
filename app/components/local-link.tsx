import { forwardRef } from 'react'
import {
	Form as RouterForm,
	type FormProps,
	Link as RouterLink,
	type LinkProps,
	NavLink as RouterNavLink,
	type NavLinkProps,
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
