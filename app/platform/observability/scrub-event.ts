import type { BrowserOptions, Event } from '@sentry/browser'
import { scrubText, scrubUrl } from '~/lib/scrub'

/** The SDK collects no user, cookie, header, body, query string or variable in the first place. */
export const DATA_COLLECTION: NonNullable<BrowserOptions['dataCollection']> = {
	userInfo: false,
	cookies: false,
	httpHeaders: false,
	httpBodies: [],
	urlQueryParams: false,
	databaseQueryData: false,
	stackFrameVariables: false,
	frameContextLines: 0,
}

const withoutQueries = (text: string) => scrubText(text.replace(/[?#][^\s]*/g, ''))

function scrubSpanData(data: Record<string, unknown> | undefined): void {
	for (const [key, value] of Object.entries(data ?? {})) {
		if (!data) return
		if (/query|fragment/i.test(key)) delete data[key]
		else if (typeof value === 'string') data[key] = withoutQueries(value)
	}
}

/**
 * What an error report may carry (docs/product.md#logs-metrics-and-error-reports), on the server and
 * in the browser: the error's type, scrubbed message and stack, the page's path and its requests' without their queries,
 * the request id, browser and system names. Never a user, cookie, header, form body, query string,
 * breadcrumb (a visitor's clicks and typing) or e-mail address.
 */
export function scrubEvent<T extends Event>(event: T): T {
	delete event.user
	delete event.extra
	event.breadcrumbs = []
	if (event.request) {
		event.request = {
			method: event.request.method,
			url: event.request.url ? scrubUrl(event.request.url) : undefined,
		}
	}
	if (event.message) event.message = scrubText(event.message)
	if (event.transaction) event.transaction = scrubUrl(event.transaction)
	for (const exception of event.exception?.values ?? []) {
		if (exception.value) exception.value = scrubText(exception.value)
		for (const frame of exception.stacktrace?.frames ?? []) {
			// Source lines and local variables can hold a value being worked on.
			delete frame.vars
			delete frame.pre_context
			delete frame.context_line
			delete frame.post_context
			if (frame.abs_path) frame.abs_path = scrubUrl(frame.abs_path)
			if (frame.filename) frame.filename = scrubUrl(frame.filename)
		}
	}
	// A trace's spans name the requests a page made (GET /api/user?search=…): queries removed.
	scrubSpanData(event.contexts?.trace?.data)
	for (const span of event.spans ?? []) {
		if (span.description) span.description = withoutQueries(span.description)
		scrubSpanData(span.data)
	}
	return event
}
