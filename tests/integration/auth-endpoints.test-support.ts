import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { expect } from 'vitest'
import { userContext } from '~/auth/context'
import { readSession, SESSION_COOKIE } from '~/auth/session.server'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { emailOutbox } from '~/db/schema'
import { clientIpContext } from '~/lib/request-context'
import * as registerRoute from '~/routes/auth/register'
import { callApi } from '../api-contract'

// Shared by the /auth endpoint tests: the endpoints called like React Router calls them, with the
// context the root middleware builds (database, client address, the user from the session cookie).

type Args = {
	request: Request
	context: RouterContextProvider
	params: Record<string, never>
	url: URL
	pattern: string
}
type Action = (args: Args) => Response | Promise<Response>

export const ORIGIN = 'http://localhost:3000'

/** Every body the endpoints answered in a test, to check that no secret ever leaves. */
export const seen: string[] = []

export async function post(
	db: Db,
	action: Action,
	path: string,
	body?: unknown,
	options: { cookie?: string; ip?: string; form?: boolean } = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers; cookie: string | null }> {
	const headers: Record<string, string> = {
		'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
	}
	if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`
	const request = new Request(`${ORIGIN}${path}`, {
		method: 'POST',
		headers,
		body: options.form ? '' : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
	})
	const context = new RouterContextProvider()
	context.set(dbContext, db)
	context.set(clientIpContext, options.ip ?? '192.0.2.1')
	context.set(userContext, (await readSession(db, request)).user)
	const response = await callApi(action, {
		request,
		context,
		params: {},
		url: new URL(request.url),
		pattern: path,
	})
	const text = await response.text()
	seen.push(text, ...response.headers.getSetCookie().filter((c) => !c.startsWith(`${SESSION_COOKIE}=`)))
	const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? null
	return {
		status: response.status,
		json: text ? JSON.parse(text) : {},
		headers: response.headers,
		cookie: setCookie,
	}
}

export const tokenOf = (setCookie: string | null) =>
	setCookie?.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`))?.[1] ?? ''

export async function lastLink(db: Db, to: string) {
	const mails = await db
		.select()
		.from(emailOutbox)
		.where(eq(emailOutbox.to, to))
		.orderBy(emailOutbox.created_at)
	const match = mails.at(-1)?.text.match(/\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/)
	if (!match) throw new Error(`no link in the mail to ${to}`)
	return { user_id: match[1], token: match[2] }
}

export async function registered(db: Db, email = 'jane@example.com') {
	const res = await post(db, registerRoute.action, '/auth/register', { email, password: 'password123' })
	expect(res.status).toBe(200)
	return { ...res, token: tokenOf(res.cookie) }
}
