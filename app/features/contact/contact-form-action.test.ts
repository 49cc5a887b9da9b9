import { expect, test } from 'vitest'
import { contactMessages } from '~/db/schema'
import { action, loader } from '~/routes/therapist'
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
	expect(ticked).toEqual({ ok: true, search: null })
	expect(await db.$count(contactMessages)).toBe(1)
})

// docs/product.md#follow-ups: the listing search a profile was opened from goes with the message.
test('a profile opened from a listing carries its search; the form sends it and the message keeps its filters', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	const path = `/therapist/${p.url_tag}/${p.short_id}`
	const params = { first: p.url_tag, second: String(p.short_id) }
	const listing =
		'http://localhost:3000/therapists/texas/anxiety?insurance=aetna&language=spanish&evening_hours=1&q=tuesday&page=2'
	const opened = (await loader(
		routeArgs(db, path, params, { headers: { referer: listing } }),
	)) as unknown as {
		data: { search: string | null }
		init: { headers: Record<string, string> }
	}
	const search = '/therapists/texas/anxiety?evening_hours=1&insurance=aetna&language=spanish'
	expect(opened.data.search).toBe(search)
	// One visitor's search: never kept by a shared cache.
	expect(opened.init.headers['Cache-Control']).toBe('private, no-store')
	// Another site's page, or one of ours that is not a listing, carries nothing.
	for (const referer of [
		'https://elsewhere.example/therapists/texas?insurance=aetna',
		'http://localhost:3000/learn',
	])
		expect((await loader(routeArgs(db, path, params, { headers: { referer } }))).search).toBeNull()

	const sent = await action(
		routeArgs(db, path, params, {
			method: 'POST',
			body: form({
				name: 'Sam',
				private_message: 'Hello, are you taking clients?',
				author_email: 'sam@example.com',
				recipient_user: p.id,
				not_robot: 'true',
				search: opened.data.search ?? '',
			}),
		}),
	)
	expect(sent).toEqual({ ok: true, search })
	const [message] = await db.select().from(contactMessages)
	expect(message.search).toBe(search)
})
