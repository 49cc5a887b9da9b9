import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import { startFakeS3 } from '~/platform/media/fake-s3.test-support'
import { s3MediaStorage } from '~/platform/media/media-store.server'
import { pngImage } from '~/features/photos/photos.test-support'
import { serveMedia } from '~/platform/media/serve-media.server'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { createRecordingUploadTargets } from './recording-uploads.server'
import { fixture, recordingDraft } from './recordings.test-support'
import { writeAnswer } from './write-answers.server'

// S3 mode against the signature-checking look-alike: the browser posts to the bucket (simulated by
// putting the objects), the commit reads them from the bucket and moves them with CopyObject.
const credentials = {
	accessKeyId: 'AKIATESTTESTTEST',
	secretAccessKey: 'test/secret+key/for+the+fake+bucket',
}
const REGION = 'eu-central-1'

describe('recorded answers in S3 mode', () => {
	test('presigned targets with their purpose; the commit checks the bucket’s file, moves it, and the app serves it with ranges', async () => {
		const fake = await startFakeS3(credentials, REGION)
		const storage = s3MediaStorage({
			bucket: fake.bucket,
			region: REGION,
			endpoint: fake.endpoint,
			credentials,
		})
		const { db } = await createTestDb()
		const row = await insertProvider(db)
		const owner: SessionUser = { id: row.id, short_id: row.short_id, url_tag: row.url_tag, sessionId: 'x' }
		const answer = await recordingDraft(db, owner.id, 'video')

		const targets = await createRecordingUploadTargets(
			db,
			owner,
			{ id: answer.id, type: 'video' },
			new Date(),
			storage,
		)
		expect(targets.map((t) => [t.url, t.purpose])).toEqual([
			[storage.uploadUrl, 'recording'],
			[storage.uploadUrl, 'thumbnail'],
		])
		expect(targets[0].fields).toHaveProperty('x-amz-signature')
		const policy = JSON.parse(Buffer.from(targets[0].fields.policy, 'base64').toString('utf8'))
		expect(policy.conditions).toContainEqual(['content-length-range', 1, 150 * 1024 * 1024])

		const video = fixture('video-3s.webm')
		fake.objects.set(targets[0].fields.key, { body: video, content_type: 'binary/octet-stream' })
		fake.objects.set(targets[1].fields.key, { body: await pngImage(), content_type: 'image/png' })
		const doc = await writeAnswer(db, owner, { id: answer.id, video_url: true }, { storage })
		expect(doc).toMatchObject({ is_complete: true, media_type: 'video/webm' })
		expect(fake.refused).toEqual([])
		expect([...fake.objects.keys()].filter((k) => k.startsWith('recordings/'))).toEqual([])
		const key = (doc.video_url ?? '').replace('/media/', '')
		expect(fake.objects.get(key)?.content_type).toBe('video/webm')

		const part = await serveMedia(
			key,
			new Request('http://localhost/media/x', { headers: { range: 'bytes=0-99' } }),
			storage,
		)
		expect(part.status).toBe(206)
		expect(part.headers.get('content-type')).toBe('video/webm')
		expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(0, 100))
		const thumb = await serveMedia(
			(doc.video_thumb_url ?? '').replace('/media/', ''),
			new Request('http://localhost/m'),
			storage,
		)
		expect(thumb.headers.get('content-type')).toBe('image/webp')
	})
})
