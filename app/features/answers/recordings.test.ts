import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { media, providers, responses } from '~/db/schema'
import {
	getMedia,
	MEDIA_DIR,
	pngImage,
	postLocal,
	setup,
	uploadForm,
} from '~/features/photos/photos.test-support'
import { createLocalPostFields, getUploadSigningSecret } from '~/platform/media/upload-policy.server'
import { isAppError } from '~/lib/errors'
import { loader as captionsLoader } from '~/routes/captions'
import { routeArgs } from '../../../tests/factories'
import { createRecordingUploadTargets, recordingAnswerPrefix } from './recording-uploads.server'
import { RECORDING_MESSAGES } from './recording-rules'
import {
	commitRecording,
	fixture,
	getRecordingTargets,
	recordingDraft,
	recordingTargets,
	uploadRecording,
} from './recordings.test-support'
import { writeAnswer } from './write-answers.server'

const pendingDir = (owner_id: string, answerId: string) =>
	path.join(MEDIA_DIR, recordingAnswerPrefix(owner_id, answerId))
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : [])

describe('GET /uploads/response', () => {
	test('the owner gets a recording and a thumbnail target for a video, signed with their limits', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		const targets = await recordingTargets(db, owner, answer.id, 'video')
		expect(targets.map((t) => t.purpose)).toEqual(['recording', 'thumbnail'])
		for (const target of targets) {
			expect(target.url).toBe('http://localhost:3000/uploads/local')
			expect(target.fields.key).toMatch(
				new RegExp(`^recordings/${owner.id}/${answer.id}/\\d{14}-[0-9a-f-]{36}-${target.purpose}$`),
			)
			const policy = JSON.parse(Buffer.from(target.fields.policy, 'base64').toString('utf8'))
			const max = target.purpose === 'thumbnail' ? 5 * 1024 * 1024 : 150 * 1024 * 1024
			expect(policy.conditions).toContainEqual(['content-length-range', 1, max])
		}
		const audio = await recordingDraft(db, owner.id, 'audio', 2)
		const [only, ...rest] = await recordingTargets(db, owner, audio.id, 'audio')
		expect(rest).toEqual([])
		expect(only.purpose).toBe('recording')
		const policy = JSON.parse(Buffer.from(only.fields.policy, 'base64').toString('utf8'))
		expect(policy.conditions).toContainEqual(['content-length-range', 1, 30 * 1024 * 1024])
	})

	test('owner only: 401 logged out, 403 another provider’s answer, 404 unknown or deleted, 400 wrong kind or bad params', async () => {
		const { db, owner, other } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		expect((await getRecordingTargets(db, null, `id=${answer.id}&type=video`)).status).toBe(401)
		expect((await getRecordingTargets(db, other, `id=${answer.id}&type=video`)).status).toBe(403)
		const unknown = '00000000-0000-4000-8000-000000000000'
		expect((await getRecordingTargets(db, owner, `id=${unknown}&type=video`)).status).toBe(404)
		await db.update(responses).set({ is_deleted: true }).where(eq(responses.id, answer.id))
		expect((await getRecordingTargets(db, owner, `id=${answer.id}&type=video`)).status).toBe(404)
		const text = await recordingDraft(db, owner.id, 'text', 2)
		const wrong = await getRecordingTargets(db, owner, `id=${text.id}&type=audio`)
		expect(wrong.status).toBe(400)
		expect((await wrong.json()).error.message).toBe(RECORDING_MESSAGES.notRecording)
		expect((await getRecordingTargets(db, owner, `id=${text.id}&type=gif`)).status).toBe(400)
		expect((await getRecordingTargets(db, owner, 'id=nope&type=video')).status).toBe(400)
	})
})

describe('POST /uploads/local for recordings', () => {
	test('streams the file to its pending key', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		const [target] = await recordingTargets(db, owner, answer.id, 'video')
		const result = await postLocal(
			db,
			owner,
			uploadForm(target.fields, fixture('video-3s.webm'), 'a.webm', 'video/webm'),
		)
		expect(result.status).toBe(201)
		expect(result.body).toEqual({ key: target.fields.key })
		expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([path.basename(target.fields.key)])
	})

	test('a file over its policy’s limit is refused with 413 and leaves nothing behind', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'audio')
		const key = `${recordingAnswerPrefix(owner.id, answer.id)}00000000000001-00000000-0000-4000-8000-000000000000-recording`
		const fields = createLocalPostFields({
			key,
			secret: await getUploadSigningSecret(db),
			now: new Date(),
			expiresInSeconds: 600,
			maxBytes: 30 * 1024 * 1024,
		})
		const result = await postLocal(db, owner, uploadForm(fields, new Uint8Array(30 * 1024 * 1024 + 1)))
		expect(result.status).toBe(413)
		expect(result.body).toEqual({ error: { code: 'too_large', message: RECORDING_MESSAGES.tooLarge.audio } })
		expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([])
	})

	test('an expired or tampered policy is refused', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		const [old] = await createRecordingUploadTargets(
			db,
			owner,
			{ id: answer.id, type: 'video' },
			new Date(Date.now() - 11 * 60_000),
		)
		expect((await postLocal(db, owner, uploadForm(old.fields, fixture('video-3s.webm')))).status).toBe(403)
		const [target] = await recordingTargets(db, owner, answer.id, 'video')
		const other = { ...target.fields, key: target.fields.key.replace(/-recording$/, '-thumbnail') }
		expect((await postLocal(db, owner, uploadForm(other, fixture('video-3s.webm')))).status).toBe(403)
		expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([])
	})
})

describe('POST /api/response with a recording', () => {
	test('a WebM video and its thumbnail make the answer complete; the video is served with ranges, the thumbnail as WebP', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		await uploadRecording(db, owner, answer.id, 'video', {
			recording: fixture('video-3s.webm'),
			thumbnail: await pngImage(1280, 720),
		})
		const response = await commitRecording(db, owner, { id: answer.id, video_url: true })
		expect(response.status).toBe(200)
		const [doc] = (await response.json()).docs
		expect(doc).toMatchObject({ is_complete: true, media_type: 'video/webm' })
		expect(doc.media_duration).toBeGreaterThan(2.5)
		expect(doc.media_duration).toBeLessThan(3.5)
		expect(doc.video_url).toMatch(new RegExp(`^/media/answers/${answer.id}/[0-9a-f-]{36}\\.webm$`))
		expect(doc.video_thumb_url).toBe(doc.video_url.replace('.webm', '-thumb.webp'))
		expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([])
		const rows = await db.select().from(media).where(eq(media.owner_id, owner.id))
		expect(rows.map((r) => [r.kind, r.content_type]).sort()).toEqual([
			['video', 'image/webp'],
			['video', 'video/webm'],
		])

		const videoKey = doc.video_url.replace('/media/', '')
		const ranged = await getMedia(db, videoKey, { range: 'bytes=100-199' })
		expect(ranged.status).toBe(206)
		expect(ranged.headers.get('content-type')).toBe('video/webm')
		expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${fixture('video-3s.webm').length}`)
		expect(Buffer.from(await ranged.arrayBuffer())).toEqual(fixture('video-3s.webm').subarray(100, 200))
		const thumb = await getMedia(db, doc.video_thumb_url.replace('/media/', ''))
		expect(thumb.headers.get('content-type')).toBe('image/webp')
		const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
		expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360])

		// Pending uploads are never served; a deleted answer's files no longer are.
		expect((await getMedia(db, `recordings/${owner.id}/${answer.id}/x`)).status).toBe(404)
		await db.update(responses).set({ is_deleted: true }).where(eq(responses.id, answer.id))
		expect((await getMedia(db, videoKey)).status).toBe(404)
	})

	test('an audio recording with its timeline; a re-record replaces the earlier file', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'audio')
		await uploadRecording(db, owner, answer.id, 'audio', { recording: fixture('audio-3s.weba') })
		const first = (
			await (
				await commitRecording(db, owner, { id: answer.id, audio_url: true, audio_timeline: [0, 0.5, 1] })
			).json()
		).docs[0]
		expect(first).toMatchObject({ is_complete: true, media_type: 'audio/webm', audio_timeline: [0, 0.5, 1] })
		expect(first.audio_url).toMatch(/\.weba$/)
		expect(first.media_duration).toBeCloseTo(3, 0)

		await uploadRecording(db, owner, answer.id, 'audio', { recording: fixture('audio-3s.m4a') })
		const second = (await (await commitRecording(db, owner, { id: answer.id, audio_url: true })).json())
			.docs[0]
		expect(second).toMatchObject({ media_type: 'audio/mp4', audio_timeline: null })
		expect(second.audio_url).toMatch(/\.m4a$/)
		expect(filesIn(path.join(MEDIA_DIR, 'answers', answer.id))).toEqual([path.basename(second.audio_url)])
		expect(await db.$count(media, eq(media.owner_id, owner.id))).toBe(1)
	})

	test('a fragmented MP4 video is accepted as video/mp4', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		await uploadRecording(db, owner, answer.id, 'video', { recording: fixture('video-3s.mp4') })
		const [doc] = (await (await commitRecording(db, owner, { id: answer.id, video_url: true })).json()).docs
		expect(doc).toMatchObject({ media_type: 'video/mp4', video_thumb_url: null })
		expect(doc.video_url).toMatch(/\.mp4$/)
		expect(doc.media_duration).toBeCloseTo(3, 0)
	})

	test('a renamed text file or image is refused with 415, and the pending upload deleted', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		for (const file of [Buffer.from('Hello, this is not a video at all.\n'), await pngImage()]) {
			await uploadRecording(db, owner, answer.id, 'video', { recording: file })
			const response = await commitRecording(db, owner, { id: answer.id, video_url: true })
			expect(response.status).toBe(415)
			expect(await response.json()).toEqual({
				error: { code: 'unsupported_media_type', message: RECORDING_MESSAGES.wrongType.video },
			})
			expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([])
		}
		const [row] = await db.select().from(responses).where(eq(responses.id, answer.id))
		expect([row.is_complete, row.video_url]).toEqual([false, null])
	})

	test('a video committed as an audio answer is refused', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'audio')
		await uploadRecording(db, owner, answer.id, 'audio', { recording: fixture('video-3s.webm') })
		const response = await commitRecording(db, owner, { id: answer.id, audio_url: true })
		expect(response.status).toBe(415)
		expect((await response.json()).error.message).toBe(RECORDING_MESSAGES.wrongType.audio)
	})

	test('a recording longer than the limit is refused by the duration read from the file', async () => {
		const { db, owner } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		await uploadRecording(db, owner, answer.id, 'video', { recording: fixture('video-3s.webm') })
		// 3 s against a 0.5 s limit (+2 s tolerance).
		const error = await writeAnswer(
			db,
			owner,
			{ id: answer.id, video_url: true },
			{ maxSeconds: { video: 0.5 } },
		).catch((e) => e)
		expect(isAppError(error, 'invalid')).toBe(true)
		expect(error.message).toBe(RECORDING_MESSAGES.tooLong.video)
		expect(filesIn(pendingDir(owner.id, answer.id))).toEqual([])
	})

	test('nothing uploaded, a damaged file, an unreadable thumbnail, another provider', async () => {
		const { db, owner, other } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		const missing = await commitRecording(db, owner, { id: answer.id, video_url: true })
		expect(missing.status).toBe(400)
		expect((await missing.json()).error.message).toBe(RECORDING_MESSAGES.missing)

		await uploadRecording(db, owner, answer.id, 'video', {
			recording: fixture('video-3s.webm').subarray(0, 200),
		})
		const damaged = await commitRecording(db, owner, { id: answer.id, video_url: true })
		expect(damaged.status).toBe(400)
		expect((await damaged.json()).error.message).toBe(RECORDING_MESSAGES.unreadable)

		await uploadRecording(db, owner, answer.id, 'video', {
			recording: fixture('video-3s.webm'),
			thumbnail: Buffer.from('not an image'),
		})
		const thumb = await commitRecording(db, owner, { id: answer.id, video_url: true })
		expect(thumb.status).toBe(400)
		expect((await thumb.json()).error.message).toBe(RECORDING_MESSAGES.thumbnailUnreadable)
		expect(filesIn(path.join(MEDIA_DIR, 'answers', answer.id))).toEqual([])

		expect((await commitRecording(db, other, { id: answer.id, video_url: true })).status).toBe(403)
		const text = await recordingDraft(db, owner.id, 'text', 2)
		expect((await commitRecording(db, owner, { id: text.id, audio_url: true })).status).toBe(400)
	})
})

describe('GET /captions/<id>.vtt', () => {
	const captions = (
		db: Parameters<typeof routeArgs>[0],
		id: string,
		user: Parameters<typeof commitRecording>[1] | null,
	) => captionsLoader(routeArgs(db, `/captions/${id}.vtt`, { file: `${id}.vtt` }, { user }))

	test('a complete answer’s transcript as WebVTT; a draft only for its author', async () => {
		const { db, owner, other } = await setup()
		const answer = await recordingDraft(db, owner.id, 'video')
		await db
			.update(responses)
			.set({
				transcript_full: '[0:00] Hello there.\n[0:02] I help with <anxiety> & stress.',
				media_duration: 3,
			})
			.where(eq(responses.id, answer.id))
		expect((await captions(db, answer.id, null)).status).toBe(404)
		expect((await captions(db, answer.id, other)).status).toBe(404)
		const own = await captions(db, answer.id, owner)
		expect(own.status).toBe(200)
		expect(own.headers.get('cache-control')).toMatch(/private/)

		await db
			.update(responses)
			.set({ is_complete: true, video_url: '/media/answers/x/y.webm' })
			.where(eq(responses.id, answer.id))
		const response = await captions(db, answer.id, null)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
		expect(response.headers.get('cache-control')).toBe('public, max-age=300')
		const etag = response.headers.get('etag') ?? ''
		expect(await response.text()).toBe(
			'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello there.\n\n00:00:02.000 --> 00:00:03.000\nI help with &lt;anxiety&gt; &amp; stress.\n\n',
		)
		const again = await captionsLoader(
			routeArgs(
				db,
				`/captions/${answer.id}.vtt`,
				{ file: `${answer.id}.vtt` },
				{ headers: { 'if-none-match': etag } },
			),
		)
		expect(again.status).toBe(304)
		expect((await captions(db, 'nope', null)).status).toBe(404)
	})
})

describe('an answer’s video, audio, thumbnail and captions follow one rule', () => {
	test('served while the answer is complete and its author viewable; a draft or a hidden author’s only to the author, never stored', async () => {
		const { db, owner, other } = await setup()
		const video = await recordingDraft(db, owner.id, 'video')
		await uploadRecording(db, owner, video.id, 'video', {
			recording: fixture('video-3s.webm'),
			thumbnail: await pngImage(1280, 720),
		})
		const [videoDoc] = (await (await commitRecording(db, owner, { id: video.id, video_url: true })).json())
			.docs
		const audio = await recordingDraft(db, owner.id, 'audio', 2)
		await uploadRecording(db, owner, audio.id, 'audio', { recording: fixture('audio-3s.weba') })
		const [audioDoc] = (await (await commitRecording(db, owner, { id: audio.id, audio_url: true })).json())
			.docs
		await db.update(responses).set({ transcript_full: 'Hello there.', media_duration: 3 })
		const files = [videoDoc.video_url, videoDoc.video_thumb_url, audioDoc.audio_url].map((url: string) =>
			url.replace('/media/', ''),
		)
		/** Status and Cache-Control of each file and of both answers' captions, as this viewer gets them. */
		const seenBy = async (viewer: typeof owner | null) => [
			...(await Promise.all(files.map((key) => getMedia(db, key, {}, viewer)))),
			...(await Promise.all(
				[video.id, audio.id].map((id) =>
					captionsLoader(routeArgs(db, `/captions/${id}.vtt`, { file: `${id}.vtt` }, { user: viewer })),
				),
			)),
		]
		const statuses = async (viewer: typeof owner | null) => (await seenBy(viewer)).map((r) => r.status)
		const all = (status: number) => Array(5).fill(status)

		// Complete answers of a viewable author: anyone, cached as public.
		for (const viewer of [null, other, owner]) expect(await statuses(viewer)).toEqual(all(200))
		for (const response of await seenBy(other))
			expect(response.headers.get('cache-control')).toMatch(/^public/)

		// Flagged stays viewable by its address, answers included (docs/product.md#live-profiles).
		await db.update(providers).set({ flagged: true }).where(eq(providers.id, owner.id))
		expect(await statuses(null)).toEqual(all(200))

		// Not viewable (e-mail unverified): 404 to visitors and other providers; the author still
		// gets every file and caption, never to be stored by a cache.
		await db
			.update(providers)
			.set({ flagged: false, email_verified: false })
			.where(eq(providers.id, owner.id))
		for (const viewer of [null, other]) expect(await statuses(viewer)).toEqual(all(404))
		for (const response of await seenBy(owner)) {
			expect(response.status).toBe(200)
			expect(response.headers.get('cache-control')).toBe('private, no-store')
		}

		// A viewable author again, but the answers unfinished: the same.
		await db.update(providers).set({ email_verified: true }).where(eq(providers.id, owner.id))
		await db.update(responses).set({ is_complete: false })
		for (const viewer of [null, other]) expect(await statuses(viewer)).toEqual(all(404))
		expect(await statuses(owner)).toEqual(all(200))

		// Deleted: nobody.
		await db.update(responses).set({ is_complete: true, is_deleted: true })
		for (const viewer of [null, other, owner]) expect(await statuses(viewer)).toEqual(all(404))
	})
})
