import type { Context } from 'hono'
import { apiError } from '~/lib/http.server'
import { type ErrorCode, statusFor } from '~/lib/error-status'
import { localeOfPath } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'

/**
 * A request the server refuses before any route (a cross-site post, a body too large): the API's
 * error shape for scripts and fetches, and a page for a browser that submitted a page's own form
 * without JavaScript, so a person never meets raw JSON (docs/product.md#origin).
 */
export function refusal(c: Context, code: ErrorCode, message: string): Response {
	if (!isFormNavigation(c)) return apiError(code, message)
	return c.html(refusalPage(localeOfPath(c.req.path), c.req.path), statusFor(code) as 403 | 413, {
		'Cache-Control': 'no-store',
	})
}

/** A browser's own navigation (a form submitted without script), as opposed to fetch() or curl. */
function isFormNavigation(c: Context): boolean {
	if (c.req.path.startsWith('/api/') || c.req.path.endsWith('.data')) return false
	const mode = c.req.header('sec-fetch-mode')
	if (mode) return mode === 'navigate'
	return (c.req.header('accept') ?? '').includes('text/html')
}

/** Self-contained (no script, no stylesheet to fetch): it is shown before any route runs. */
function refusalPage(locale: 'en' | 'es', path: string): string {
	const { t } = serverI18n(locale)
	const w = {
		title: t('refusal.title'),
		body: t('refusal.body'),
		next: t('refusal.next'),
		back: t('refusal.back'),
	}
	const href = path.replace(/[^A-Za-z0-9/_.~%-]/g, encodeURIComponent)
	return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${w.title}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}a{color:#1d4ed8}</style>
</head><body><main><h1>${w.title}</h1><p>${w.body}</p><p>${w.next}</p><p><a href="${href}">${w.back}</a></p></main></body></html>`
}
