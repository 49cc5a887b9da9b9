import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { type SessionUser, userContext } from '~/auth/context'
import { createSession } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import type { Db } from '~/db/client.server'
import routes from '~/routes'
import { openStaffSession } from '~/features/staff/staff.test-support'
import { twinnedPageAt } from '~/lib/twinned-pages'
import { insertProvider } from '../factories'
import { createTestDb } from '../setup/db'

// Every console route, read from app/routes.ts so a new one is covered without a change here: to
// anyone without a role, each loader and action answers 404 from the service layer
// (docs/product.md#staff-roles-second-factor-and-the-audit-log). tests/e2e/console.spec.ts checks
// the served pages match the ordinary 404 page.

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }

function consoleRoutes(): Array<{ path: string; file: string }> {
	const out: Array<{ path: string; file: string }> = []
	const walk = (entries: RouteEntry[]) => {
		for (const e of entries) {
			if (e.file.startsWith('routes/moderation/')) out.push({ path: e.path ?? '', file: e.file })
			if (e.children) walk(e.children)
		}
	}
	walk(routes as RouteEntry[])
	return out
}

async function answer(call: () => unknown): Promise<number | 'ok'> {
	try {
		await call()
		return 'ok'
	} catch (thrown) {
		const status = (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status
		return status
	}
}

/** The console pages only admins may open; to a moderator they answer 404 like to anyone else. */
const ADMIN_ONLY = ['moderation/staff']

/** Every console loader and action, with `params` for the routes that take some (a real profile's short id). */
async function statuses(db: Db, user: SessionUser | null, params: Record<string, string> = {}) {
	const seen: Record<string, number | 'ok'> = {}
	for (const { path, file } of consoleRoutes()) {
		const mod = await import(/* @vite-ignore */ `~/${file.replace(/\.tsx?$/, '')}`)
		for (const kind of ['loader', 'action'] as const) {
			if (!mod[kind]) continue
			const context = new RouterContextProvider()
			context.set(dbContext, db)
			context.set(userContext, user)
			const url = path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
			const request = new Request(`http://localhost:3000/${url}`, {
				method: kind === 'action' ? 'POST' : 'GET',
				...(kind === 'action' ? { body: new URLSearchParams({ reason: 'x', code: '123456' }) } : {}),
			})
			seen[`${kind} /${path}`] = await answer(() => mod[kind]({ request, context, params }))
		}
	}
	return seen
}

describe('the console door', () => {
	test('routes.ts has the console routes this test walks', () => {
		expect(consoleRoutes().length).toBeGreaterThanOrEqual(8)
		expect(consoleRoutes().every((r) => r.path.startsWith('moderation'))).toBe(true)
	})

	test('logged out and a provider without a role get 404 on every console loader and action', async () => {
		const { db } = await createTestDb()
		const provider = await insertProvider(db, { email: 'plain@example.com' })
		const session = await createSession(db, provider.id)
		const user = {
			id: provider.id,
			short_id: provider.short_id,
			url_tag: provider.url_tag,
			sessionId: session.sessionId,
		}
		for (const who of [null, user]) {
			const seen = await statuses(db, who, { short_id: String(provider.short_id) })
			expect(Object.keys(seen).length).toBeGreaterThanOrEqual(12)
			for (const [route, status] of Object.entries(seen)) expect([route, status]).toEqual([route, 404])
		}
	})

	test('a moderator (not an admin) gets 404 on the admin-only pages and their actions, and reaches the rest', async () => {
		const { db } = await createTestDb()
		const moderator = await openStaffSession(db, 'mod@example.com', 'moderator')
		const admin = await openStaffSession(db, 'boss@example.com', 'admin')
		const params = { short_id: String(moderator.user.short_id) }
		const asModerator = await statuses(db, moderator.user, params)
		const asAdmin = await statuses(db, admin.user, params)
		for (const path of ADMIN_ONLY) {
			expect(asModerator[`loader /${path}`]).toBe(404)
			expect(asModerator[`action /${path}`]).toBe(404)
			expect(asAdmin[`loader /${path}`]).not.toBe(404)
			expect(asAdmin[`action /${path}`]).not.toBe(404)
		}
		// Every other console page opens for a moderator who passed the second factor.
		for (const [route, status] of Object.entries(asModerator)) {
			if (ADMIN_ONLY.some((path) => route.endsWith(` /${path}`))) continue
			if (route.startsWith('loader')) expect([route, status]).not.toEqual([route, 404])
		}
	})

	test('the console has no Spanish twin: /es/moderation is the Spanish catch-all (404 to everyone)', () => {
		for (const { path } of consoleRoutes()) expect(twinnedPageAt(`/${path}`)).toBeUndefined()
		const paths = (routes as RouteEntry[]).map((e) => e.path ?? '')
		expect(paths.filter((path) => /^es\/moderation/.test(path))).toEqual([])
		expect(paths).toContain('es/*')
	})
})
