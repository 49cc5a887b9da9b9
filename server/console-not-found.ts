// The staff console answers 404 to anyone without a role, from its service layer
// (app/features/staff/console-access.server.ts). Rendered as is, that 404 page would still name the
// console route in its module preloads and route manifest. So a console path's 404 is rendered again
// as the unknown path it pretends to be: the answer (status, headers, body) is the one any unknown
// path gives (docs/product.md#staff-roles-second-factor-and-the-audit-log).

const CONSOLE = /^\/moderation(?:\/|\.data$|$)/
/** A prefix no route matches, so the catch-all renders; removed again from the body. */
const HIDDEN = '/__openroom-unknown'

export function isConsolePath(pathname: string): boolean {
	return CONSOLE.test(pathname)
}

/**
 * The unknown-path answer for a console request that got 404. `render` is the app's handler with a
 * fresh context; `request` a clone taken before the first render (its body unread).
 */
export async function asUnknownPath(
	request: Request,
	render: (request: Request) => Promise<Response>,
): Promise<Response> {
	const url = new URL(request.url)
	const original = url.pathname
	url.pathname = `${HIDDEN}${original}`
	const answer = await render(new Request(url, request))
	if (!answer.headers.get('content-type')?.startsWith('text/html')) return answer
	// The page links to its own path (the language link): put the real path back.
	const body = (await answer.text()).replaceAll(`${HIDDEN}${original}`, original)
	const headers = new Headers(answer.headers)
	headers.delete('content-length')
	return new Response(body, { status: answer.status, headers })
}
