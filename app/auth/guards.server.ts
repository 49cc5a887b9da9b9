import { type RouterContextProvider, redirect } from 'react-router'
import { AppError } from '~/lib/errors'
import { type SessionUser, userContext } from './context'

type ContextReader = Pick<RouterContextProvider, 'get'>

/** For pages: the logged-in provider, or a redirect to /login that comes back here afterwards. */
export function requireUser(context: ContextReader, request: Request): SessionUser {
	const user = context.get(userContext)
	if (user) return user
	const url = new URL(request.url)
	throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/** For JSON endpoints: the logged-in provider, or AppError('unauthenticated'). */
export function requireApiUser(context: ContextReader, message = 'Please log in first.'): SessionUser {
	const user = context.get(userContext)
	if (!user) throw new AppError('unauthenticated', message)
	return user
}
