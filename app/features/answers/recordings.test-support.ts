// Shared by the recorded-answer tests: real recordings from tests/fixtures/media (made by
// scripts/make-media-fixtures.ts), the upload targets and the commit called the way the browser
// calls them, through the API contract.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import type { UploadTarget } from '~/features/photos/photos.server'
import { postLocal, uploadForm } from '~/features/photos/photos.test-support'
import { action as responseAction } from '~/routes/api/response'
import { loader as targetsLoader } from '~/routes/uploads/response'
import { callApi } from '../../../tests/api-contract'
import { insertResponse, routeArgs } from '../../../tests/factories'

export const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/media', name))

export async function recordingDraft(
	db: Db,
	author_id: string,
	type: 'video' | 'audio' | 'text',
	question_id = 1,
) {
	return insertResponse(db, { author_id, type, text: '', is_complete: false, question_id })
}

export function getRecordingTargets(db: Db, user: SessionUser | null, query: string) {
	return callApi(targetsLoader, routeArgs(db, `/uploads/response?${query}`, {}, { user }))
}

export async function recordingTargets(db: Db, user: SessionUser, id: string, type: 'video' | 'audio') {
	const response = await getRecordingTargets(db, user, `id=${id}&type=${type}`)
	expect(response.status).toBe(200)
	return (await response.json()) as UploadTarget[]
}

/** Posts each file to its target (by purpose), as the recorder's upload helper does. */
export async function uploadRecording(
	db: Db,
	user: SessionUser,
	id: string,
	type: 'video' | 'audio',
	files: { recording: Uint8Array; thumbnail?: Uint8Array },
) {
	for (const target of await recordingTargets(db, user, id, type)) {
		const file = target.purpose === 'thumbnail' ? files.thumbnail : files.recording
		if (!file) continue
		const result = await postLocal(
			db,
			user,
			uploadForm(target.fields, file, 'blob', 'application/octet-stream'),
		)
		expect(result.status, JSON.stringify(result.body)).toBe(201)
	}
}

export function commitRecording(db: Db, user: SessionUser, body: Record<string, unknown>) {
	return callApi(
		responseAction,
		routeArgs(
			db,
			'/api/response',
			{},
			{
				method: 'POST',
				user,
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			},
		),
	)
}
