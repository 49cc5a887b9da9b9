// Shared by the deletion, export and backup tests: a registered provider with everything an account
// can hold (photo, text and recorded answers, a pending upload, contact messages, e-mails, a pending
// e-mail change), built through the services where they exist.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { contactMessages, media, providers, responses } from '~/db/schema'
import { RequestUpdateInputSchema } from '~/features/accounts/accounts.schema'
import { signUp } from '~/features/accounts/accounts.test-support'
import { requestEmailUpdate } from '~/features/accounts/email-links.server'
import { buildContactEmail } from '~/features/contact/contact-email.server'
import { enqueueEmail } from '~/platform/email/outbox.server'
import type { MediaStore } from '~/platform/media/media-store.server'
import { storeProcessedPhoto } from '~/features/photos/photos.server'
import { insertResponse } from '../../../tests/factories'

export const PASSWORD = 'password123'

async function photoPng(colour = '#7aa9a0'): Promise<Buffer> {
	return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
		.png()
		.toBuffer()
}

let counter = 0

/** A live provider holding one of everything; returns the session and the keys of their files. */
export async function seedFullAccount(db: Db, store: MediaStore, name = 'Avery') {
	counter++
	const email = `${name.toLowerCase()}-${process.pid}-${counter}@example.com`
	const { account, session } = await signUp(db, email, PASSWORD, `198.51.100.${counter}`)
	const actor: SessionUser = {
		id: account.id,
		short_id: account.short_id,
		url_tag: account.url_tag,
		sessionId: session.sessionId,
	}
	const photo = await storeProcessedPhoto(db, store, actor.id, await photoPng())
	await db
		.update(providers)
		.set({
			first_name: name,
			last_name: 'Quillfeather',
			url_tag: `${name.toLowerCase()}-quillfeather`,
			headline: 'Licensed Marriage and Family Therapist',
			summary: 'I help couples and families talk again.',
			licensed_states: ['CA'],
			city: 'Oakland',
			state: 'CA',
			phone: '5105550123',
			email_verified: true,
			onboarded: true,
			onboarded_letter: true,
			photo: photo.key,
			updated_at: sql`now()`,
		})
		.where(eq(providers.id, actor.id))
	const text = await insertResponse(db, { author_id: actor.id, text: `${name} answers in writing.` })
	const audio = await insertResponse(db, { author_id: actor.id, question_id: 2, type: 'audio', text: '' })
	const audioKey = `answers/${audio.id}/${audio.id.slice(0, 8)}.weba`
	const audioBytes = Buffer.from(`OggS-like bytes of ${name}'s recording`)
	await store.put(audioKey, audioBytes, 'audio/webm')
	await db.insert(media).values({
		owner_id: actor.id,
		kind: 'audio',
		key: audioKey,
		content_type: 'audio/webm',
		size: audioBytes.length,
	})
	await db
		.update(responses)
		.set({ audio_url: `/media/${audioKey}`, media_type: 'audio/webm', is_complete: true })
		.where(eq(responses.id, audio.id))
	// An upload that was never processed: only its folder names the provider.
	const pendingKey = `uploads/${actor.id}/00001700000000000-pending`
	await store.put(pendingKey, Buffer.from('half an upload'), 'application/octet-stream')
	const [message] = await db
		.insert(contactMessages)
		.values({
			recipient_user: actor.id,
			name: 'Sam Visitor',
			private_message: 'Do you have openings on Tuesdays?',
			author_email: 'sam.visitor@example.org',
		})
		.returning()
	await db.insert(contactMessages).values({ recipient_user: actor.id, is_phone: true })
	await enqueueEmail(
		db,
		buildContactEmail({
			siteName: 'Openroom',
			profileUrl: `http://localhost:3000/therapist/${actor.short_id}`,
			profileName: `${name} Quillfeather`,
			to: email,
			message: {
				name: 'Sam Visitor',
				private_message: 'Tuesdays?',
				author_email: 'sam.visitor@example.org',
				phone: '',
			},
			contact_message_id: message.id,
			provider_id: actor.id,
		}),
	)
	// A pending change of address: the link (naming the account's id) goes to the other address.
	await requestEmailUpdate(
		db,
		actor,
		RequestUpdateInputSchema.parse({
			email: `${name.toLowerCase()}.new-${counter}@example.net`,
			password: PASSWORD,
			not_robot: true,
		}),
	)
	const photoFiles = (await store.list('photos/')).filter((k) => k.startsWith(`${photo.key}-`))
	return {
		actor,
		email,
		new_email: `${name.toLowerCase()}.new-${counter}@example.net`,
		answerIds: [text.id, audio.id],
		files: [...photoFiles, audioKey, pendingKey],
	}
}

/** Every file under a directory, as keys relative to it (folders included, with a trailing '/'). */
export async function listTree(root: string, prefix = ''): Promise<string[]> {
	let names: import('node:fs').Dirent[]
	try {
		names = await readdir(path.join(root, prefix), { withFileTypes: true })
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
	const out: string[] = []
	for (const entry of names) {
		const key = `${prefix}${entry.name}`
		if (entry.isDirectory()) out.push(`${key}/`, ...(await listTree(root, `${key}/`)))
		else out.push(key)
	}
	return out.sort()
}

/** Each table of the public schema whose rows mention any of the needles, with how many. */
export async function rowsMentioning(db: Db, needles: string[]): Promise<Record<string, number>> {
	const found: Record<string, number> = {}
	for (const table of await tableNames(db)) {
		for (const needle of needles) {
			const result = (await db.execute(
				sql`select count(*)::int as n from ${sql.identifier(table)} t where strpos(lower(row_to_json(t)::text), lower(${needle})) > 0`,
			)) as unknown as { rows: Array<{ n: number }> }
			const n = result.rows[0].n
			if (n > 0) found[`${table}: ${needle}`] = n
		}
	}
	return found
}

/** The tables of the public schema (the migrations' own bookkeeping lives in the drizzle schema). */
async function tableNames(db: Db): Promise<string[]> {
	const result = (await db.execute(
		sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
	)) as unknown as { rows: Array<{ table_name: string }> }
	return result.rows.map((r) => r.table_name)
}
