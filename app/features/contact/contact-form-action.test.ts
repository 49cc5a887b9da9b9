import { expect, test } from 'vitest'
import { contactMessages } from '~/db/schema'
import { action } from '~/routes/therapist'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

function form(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	return body
}

test('the no-JavaScript contact form requires the "I am not a robot" box', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	const fields = {
		name: 'Sam',
		private_message: 'Hello, are you taking clients?',
		author_email: 'sam@example.com',
		phone: '',
		recipient_user: p.id,
	}
	const path = `/therapist/${p.url_tag}/${p.short_id}`
	const params = { first: p.url_tag, second: String(p.short_id) }
	const unticked = await action(routeArgs(db, path, params, { method: 'POST', body: form(fields) }))
	expect(unticked).toMatchObject({
		init: { status: 400 },
		data: { ok: false, message: 'Please check the box to confirm you are human.' },
	})
	expect(await db.$count(contactMessages)).toBe(0)
	const ticked = await action(
		routeArgs(db, path, params, { method: 'POST', body: form({ ...fields, not_robot: 'true' }) }),
	)
	expect(ticked).toEqual({ ok: true })
	expect(await db.$count(contactMessages)).toBe(1)
})
