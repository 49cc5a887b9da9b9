import { useContext, useMemo } from 'react'
import {
	isRouteErrorResponse,
	type LinkDescriptor,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunctionArgs,
	useLocation,
	useMatches,
} from 'react-router'
import { userContext } from '~/auth/context'
import { clearSessionCookie, readSession, sessionCookie, setsSessionCookie } from '~/auth/session.server'
import { LanguageOffer } from '~/components/language-link'
import { GoneContent, NotFoundContent } from '~/components/not-found-content'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { getDb } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { getPublicEnv } from '~/env.server'
import { useSessionMirror } from '~/features/accounts/use-session-mirror'
import { ENGLISH_CATALOG } from '~/lib/english-catalog'
import { DocumentCatalogLink, useDocumentCatalog } from '~/lib/document-catalog'
import { createI18n, I18nContext, i18nValue, localeOfPath, unprefixedPath } from '~/lib/i18n'
import { spanishCatalog } from '~/lib/i18n-catalogs.server'
import { jsonCallFailuresAsData } from '~/lib/json-call-failures'
import { offersSpanish } from '~/lib/language.server'
import { NonceContext } from '~/lib/nonce-context'
import { cspNonceContext, documentRequestContext } from '~/lib/request-context'
import { type RootLoaderData, type RouteHandle, useRootData } from '~/lib/root-data'
import { refuseUnstorableInput } from '~/lib/storable-input.server'
import { answerUnavailableContext, unavailableData } from '~/lib/unavailable.server'
import { ensureBooted } from '../server/boot'
import { useBrowserErrorReports } from '~/platform/observability/browser-error-reports'
import type { Route } from './+types/root'
import appStylesheet from './app.css?url'

function withCookie(response: Response, cookie: string): Response {
	try {
		response.headers.append('Set-Cookie', cookie)
		return response
	} catch {
		// Some responses have immutable headers: answer a copy instead.
		const copy = new Response(response.body, response)
		copy.headers.append('Set-Cookie', cookie)
		return copy
	}
}

export const middleware: Route.MiddlewareFunction[] = [
	async ({ request, context }, next) => {
		// The database was found down for this request: the 503, for pages and JSON alike.
		if (context.get(answerUnavailableContext)) throw unavailableData()
		await ensureBooted()
		const db = await getDb()
		context.set(dbContext, db)
		const session = await readSession(db, request)
		context.set(userContext, session.user)
		const response = await next()
		// A login, logout or reset answer sets the cookie itself; otherwise slide or drop a stale one.
		if (setsSessionCookie(response)) return response
		if (session.user && session.refreshed) return withCookie(response, sessionCookie(session.refreshed))
		if (!session.user && session.clearCookie) return withCookie(response, clearSessionCookie())
		return response
	},
	// Before any loader or action reads the request: input the database cannot store
	// (docs/product.md#input). After the session, which reads only the cookie.
	refuseUnstorableInput,
]

/** A failed JSON call from a form stays in the form (see json-call-failures.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [jsonCallFailuresAsData]

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
	const user = context.get(userContext)
	const { pathname } = new URL(request.url)
	const locale = localeOfPath(pathname)
	return {
		env: getPublicEnv(),
		nonce: context.get(cspNonceContext),
		user: user ? { id: user.id, short_id: user.short_id, url_tag: user.url_tag } : null,
		locale,
		// A page preloads its messages as a file (app/lib/document-catalog.tsx); a navigation's data carries them.
		messages:
			locale === 'es' && !context.get(documentRequestContext)
				? spanishCatalog(unprefixedPath(pathname))
				: null,
		offerSpanish: offersSpanish(
			pathname,
			request.headers.get('accept-language'),
			request.headers.get('cookie'),
		),
	}
}

/** A Spanish page's catalogs are chosen by its first path segment (app/lib/i18n-catalogs.server.ts). */
const catalogKey = (pathname: string) =>
	`${localeOfPath(pathname)}:${localeOfPath(pathname) === 'es' ? unprefixedPath(pathname).split('/')[1] : ''}`

/** The catalog is the page's: reload it when a navigation crosses to the other language or page type. */
export const shouldRevalidate = ({
	currentUrl,
	nextUrl,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
	catalogKey(currentUrl.pathname) !== catalogKey(nextUrl.pathname) || defaultShouldRevalidate

function hidesFooter(match: { handle: unknown; data: unknown }): boolean {
	const rule = (match.handle as RouteHandle | undefined)?.hideFooter
	return typeof rule === 'function' ? rule(match.data) : Boolean(rule)
}

export const links: Route.LinksFunction = () => [
	// With a precedence React 19 puts the (render-blocking) stylesheet ahead of the script preloads
	// it hoists into <head>, so a slow connection fetches it first.
	{ rel: 'stylesheet', href: appStylesheet, precedence: 'high' } as LinkDescriptor,
	{ rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Read by zod 4 at load (`globalThis.__zod_globalConfig`), the same as `z.config({ jitless: true })`. */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}'

export function Layout({ children }: { children: React.ReactNode }) {
	const data = useRootData()
	const matches = useMatches()
	const hideFooter = matches.some(hidesFooter)
	const siteName = data?.env.siteName ?? 'Openroom'
	const user = data?.user ?? null
	const documentNonce = useContext(NonceContext)
	const nonce = data?.nonce || documentNonce || undefined
	useSessionMirror(user, data?.env.isProduction ?? true)
	useBrowserErrorReports(data?.env)
	const locale = data?.locale ?? 'en'
	const inDocument = useDocumentCatalog()
	const messages = locale === 'es' ? (data?.messages ?? inDocument?.messages) : ENGLISH_CATALOG
	const i18n = useMemo(() => i18nValue(createI18n(locale, messages ?? {})), [locale, messages])
	const { t } = i18n
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#17645a" />
				{/* Before any module: zod builds its first object schema by probing `new Function`, which
				    our CSP refuses (no 'unsafe-eval'); the browser reports even that caught probe as a
				    violation (Lighthouse best practices). Jitless zod never probes; tests/e2e/csp.spec.ts. */}
				<script nonce={nonce} suppressHydrationWarning>
					{ZOD_JITLESS}
				</script>
				<Meta />
				<Links />
				{inDocument ? <DocumentCatalogLink catalog={inDocument} /> : null}
			</head>
			<body className="flex min-h-dvh flex-col font-sans antialiased">
				<I18nContext.Provider value={i18n}>
					<a
						href="#main"
						className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
					>
						{t('shell.skip')}
					</a>
					{data?.offerSpanish ? <LanguageOffer /> : null}
					<SiteHeader siteName={siteName} user={user} publicUrl={data?.env.publicUrl ?? ''} />
					<main id="main" className="flex-1">
						{children}
					</main>
					{hideFooter ? null : <SiteFooter siteName={siteName} />}
				</I18nContext.Provider>
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

function errorPageText(status: number): { title: string; message: string } {
	if (status === 400) {
		return {
			title: 'Bad request',
			message: 'That request did not look right. Please check the address and try again.',
		}
	}
	// The database or storage is down for now (docs/product.md#faults).
	if (status === 503) {
		return {
			title: 'Back in a moment',
			message: 'We could not load this page just now. Please try again in a minute.',
		}
	}
	return { title: 'Sorry', message: 'Something went wrong on our side. Please try again in a moment.' }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const location = useLocation()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
	if (isRouteErrorResponse(error) && error.status === 410) return <GoneContent />
	const status = isRouteErrorResponse(error) ? error.status : 500
	const { title, message: fallback } = errorPageText(status)
	// A 400 in the API's error shape says what was wrong (e.g. a character we cannot store).
	const own = isRouteErrorResponse(error) ? (error.data as { error?: { message?: unknown } } | null) : null
	const message = status === 400 && typeof own?.error?.message === 'string' ? own.error.message : fallback
	return (
		<div className="mx-auto max-w-xl px-4 py-20 text-center">
			<title>{title}</title>
			<h1 className="font-serif text-3xl text-ink">{title}</h1>
			<p className="mt-4 text-muted">{message}</p>
			{status === 503 ? (
				<a
					className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-medium text-white"
					href={`${location.pathname}${location.search}`}
				>
					Try again
				</a>
			) : (
				<a className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-medium text-white" href="/">
					Back to Home
				</a>
			)}
			{import.meta.env.DEV && error instanceof Error ? (
				<pre className="mt-8 overflow-auto text-left text-xs">{error.stack}</pre>
			) : null}
		</div>
	)
}
