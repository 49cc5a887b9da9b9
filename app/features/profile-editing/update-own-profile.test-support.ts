// Shared by the profile-save tests: POST /api/user as a given provider, and fresh accounts.
import { eq, getTableColumns } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { licenseCheckedOfProvider, licenseCheckOfProvider } from '~/db/schema/license-checks'
import { findTagBySlug } from '~/platform/reference/tags'
import { action } from '~/routes/api/user'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { callApi } from '../../../tests/api-contract'

export type Provider = typeof providers.$inferSelect
type ApiBody = {
	docs?: Array<Record<string, unknown>>
	error?: { code: string; message: string; fields?: Record<string, string> }
}

export const tag = (slug: string) => {
	const found = findTagBySlug(slug)
	if (!found) throw new Error(slug)
	return found.id
}

export async function post(
	db: Db,
	body: unknown,
	user: Provider | null,
): Promise<{ status: number; json: ApiBody }> {
	const response = await callApi(
		action,
		routeArgs(
			db,
			'/api/user',
			{},
			{
				method: 'POST',
				body: JSON.stringify(body),
				headers: { 'Content-Type': 'application/json' },
				user: user ? sessionUserFor(user) : null,
			},
		),
	)
	return { status: response.status, json: (await response.json()) as ApiBody }
}

/** The provider's row as stored, with their licence check (license_checks). */
export async function reload(db: Db, id: string) {
	const [row] = await db
		.select({
			...getTableColumns(providers),
			license_check: licenseCheckOfProvider,
			license_checked: licenseCheckedOfProvider,
		})
		.from(providers)
		.where(eq(providers.id, id))
	return row
}

/** A fresh sign-up: nothing filled in, not onboarded, not verified. */
export function newAccount(db: Db) {
	return insertProvider(db, {
		email_verified: false,
		onboarded: false,
		onboarded_letter: false,
		first_name: '',
		last_name: '',
		url_tag: '',
		headline: '',
		summary: '',
		licensed_states: [],
		phone: '',
		link: '',
		license: '',
	})
}
