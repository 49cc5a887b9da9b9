// Shared by the photo tests: a temporary DATA_DIR, two providers, a real PNG, and the upload
// routes called the way the browser calls them.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { loader as mediaLoader } from '~/routes/media'
import { action as localUpload } from '~/routes/uploads/local'
import { loader as targetsLoader } from '~/routes/uploads/user'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { PHOTO_SIZES } from '~/platform/media/photo-keys'
import type { UploadTarget } from './photos.server'
import { callApi } from '../../../tests/api-contract'

// Every file this test writes goes to its own temporary DATA_DIR (read lazily by getEnv()).
export const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'openroom-photos-'))
process.env.DATA_DIR = DATA_DIR
export const MEDIA_DIR = path.join(DATA_DIR, 'media')

function sessionOf(p: { id: string; short_id: number; url_tag: string }): SessionUser {
	return {
		id: p.id,
		short_id: p.short_id,
		url_tag: p.url_tag,
		sessionId: '00000000-0000-0000-0000-000000000000',
	}
}

export async function setup() {
	const { db } = await createTestDb()
	const owner = sessionOf(await insertProvider(db, { photo: null }))
	const other = sessionOf(await insertProvider(db, { photo: null }))
	return { db, owner, other }
}

/** A photo-like PNG: a gradient with a square in it (so the attention crop has something to find). */
export async function pngImage(width = 640, height = 480): Promise<Buffer> {
	const side = Math.floor(Math.min(width, height) / 3)
	return sharp({ create: { width, height, channels: 3, background: '#7aa9a0' } })
		.composite([
			{
				input: await sharp({
					create: { width: side, height: side, channels: 3, background: '#d94f30' },
				})
					.png()
					.toBuffer(),
				left: Math.floor(width / 3),
				top: Math.floor(height / 3),
			},
		])
		.png()
		.toBuffer()
}

export async function getTargets(db: Db, user: SessionUser | null): Promise<Response> {
	return callApi(targetsLoader, routeArgs(db, '/uploads/user', {}, { user }))
}

export async function firstTarget(db: Db, user: SessionUser): Promise<UploadTarget> {
	const response = await getTargets(db, user)
	expect(response.status).toBe(200)
	const targets = (await response.json()) as UploadTarget[]
	expect(targets).toHaveLength(1)
	return targets[0]
}

/** What the browser helper sends: every field, then the file last. */
export function uploadForm(
	fields: Record<string, string>,
	file: Uint8Array,
	name = 'photo.png',
	type = 'image/png',
) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	form.append('file', new File([file as Uint8Array<ArrayBuffer>], name, { type }))
	return form
}

export async function postLocal(db: Db, user: SessionUser | null, form: FormData) {
	const response = await callApi(
		localUpload,
		routeArgs(db, '/uploads/local', {}, { method: 'POST', body: form, user }),
	)
	const text = await response.text()
	return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

export async function upload(db: Db, user: SessionUser, file?: Uint8Array) {
	const target = await firstTarget(db, user)
	const result = await postLocal(db, user, uploadForm(target.fields, file ?? (await pngImage())))
	expect(result.status, JSON.stringify(result.body)).toBe(201)
	return result.body as { key: string; urls: Record<string, string> }
}

export const renditionFiles = (key: string) =>
	PHOTO_SIZES.map((s) => path.join(MEDIA_DIR, `${key}-${s}.webp`))

export async function getMedia(
	db: Db,
	key: string,
	headers: Record<string, string> = {},
	user: SessionUser | null = null,
) {
	return mediaLoader(routeArgs(db, `/media/${key}`, { '*': key }, { headers, user }))
}
