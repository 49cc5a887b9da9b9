import { describe, expect, test } from 'vitest'
import type { TargetPost } from '~/lib/upload-targets.client'
import { uploadRecording } from './upload-recording.client'

const ID = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f'

type Call = { method: string; url: string; body?: unknown; headers?: unknown }

/** The server's side of the protocol, as the spec describes it, writing each call to `calls`. */
function fakeServer(
	options: { targets?: unknown; targetsStatus?: number; commit?: (body: unknown) => Response } = {},
) {
	const calls: Call[] = []
	const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input)
		const method = init?.method ?? 'GET'
		calls.push({
			method,
			url,
			headers: init?.headers,
			body: init?.body ? JSON.parse(String(init.body)) : undefined,
		})
		if (url.startsWith('/uploads/response'))
			return Response.json(
				options.targets ?? [
					{ url: '/uploads/local', fields: { key: 'r', policy: 'p' }, purpose: 'recording' },
					{ url: '/uploads/local', fields: { key: 't' }, purpose: 'thumbnail' },
				],
				{ status: options.targetsStatus ?? 200 },
			)
		if (url === '/api/response' && method === 'POST') {
			const body = JSON.parse(String(init?.body))
			return options.commit?.(body) ?? Response.json({ docs: [{ id: body.id, video_url: '/media/x.mp4' }] })
		}
		return new Response('not found', { status: 404 })
	}) as typeof fetch
	const posts: { fields: [string, string][]; file: File }[] = []
	const post: TargetPost = async (_url, form, { onProgress }) => {
		const entries = [...form.entries()]
		const [name, file] = entries[entries.length - 1] as [string, File]
		expect(name).toBe('file')
		posts.push({ fields: entries.slice(0, -1).map(([k, v]) => [k, String(v)]), file })
		onProgress?.(file.size / 2)
		return { status: 204, text: '' }
	}
	return { fetchImpl, post, calls, posts }
}

const video = new Blob([new Uint8Array(300)], { type: 'video/mp4' })
const thumbnail = new Blob([new Uint8Array(100)], { type: 'image/jpeg' })

describe('uploadRecording', () => {
	test('video: targets, the recording and the thumbnail with their fields first, then { id, video_url: true }', async () => {
		const server = fakeServer()
		const progress: number[] = []
		const doc = await uploadRecording({
			answerId: ID,
			kind: 'video',
			recording: video,
			mimeType: 'video/mp4',
			thumbnail,
			onProgress: (p) => progress.push(p),
			...server,
		})
		expect(doc.id).toBe(ID)
		expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
			`GET /uploads/response?id=${ID}&type=video`,
			'POST /api/response',
		])
		expect(server.calls[0].headers).toEqual({ Accept: 'application/json' })
		expect(server.calls[1].body).toEqual({ id: ID, video_url: true })
		expect(server.posts.map((p) => [p.fields, p.file.size, p.file.name])).toEqual([
			[
				[
					['key', 'r'],
					['policy', 'p'],
				],
				300,
				'answer.mp4',
			],
			[[['key', 't']], 100, 'thumbnail.jpg'],
		])
		// By bytes across both files: half the recording, all of it, then half the thumbnail, all.
		expect(progress).toEqual([150 / 400, 300 / 400, 350 / 400, 1])
	})

	test('audio: one target, and the timeline comes along with { id, audio_url: true }', async () => {
		const server = fakeServer({
			targets: [{ url: '/uploads/local', fields: { key: 'a' }, purpose: 'recording' }],
			commit: (body) => Response.json({ docs: [{ ...(body as object), audio_url: '/media/a.webm' }] }),
		})
		await uploadRecording({
			answerId: ID,
			kind: 'audio',
			recording: new Blob([new Uint8Array(50)], { type: 'audio/webm' }),
			mimeType: 'audio/webm;codecs=opus',
			timeline: [0.1, 0.5],
			...server,
		})
		expect(server.posts.map((p) => p.file.name)).toEqual(['answer.webm'])
		expect(server.calls[1].body).toEqual({ id: ID, audio_url: true, audio_timeline: [0.1, 0.5] })
	})

	test("every step's refusal shows the server's message", async () => {
		const refuse = (status: number, message: string) =>
			Response.json({ error: { code: 'x', message } }, { status })
		const forbidden = fakeServer({
			targetsStatus: 403,
			targets: {
				error: { code: 'forbidden', message: 'You can only upload recordings for your own answers.' },
			},
		})
		await expect(
			uploadRecording({ answerId: ID, kind: 'video', recording: video, mimeType: 'video/mp4', ...forbidden }),
		).rejects.toThrow('You can only upload recordings for your own answers.')

		const tooLarge = fakeServer()
		tooLarge.post = async () => ({ status: 413, text: '' })
		await expect(
			uploadRecording({ answerId: ID, kind: 'video', recording: video, mimeType: 'video/mp4', ...tooLarge }),
		).rejects.toThrow('This video is too large. Please keep video answers under 150 MB.')

		const unreadable = fakeServer({
			commit: () =>
				refuse(400, 'This recording could not be read. It may be damaged; please record it again.'),
		})
		await expect(
			uploadRecording({
				answerId: ID,
				kind: 'video',
				recording: video,
				mimeType: 'video/mp4',
				...unreadable,
			}),
		).rejects.toThrow('This recording could not be read.')
	})

	test('an empty recording is refused before anything is sent; an abort stays an abort', async () => {
		const server = fakeServer()
		await expect(
			uploadRecording({ answerId: ID, kind: 'audio', recording: new Blob([]), mimeType: '', ...server }),
		).rejects.toThrow('Nothing was recorded.')
		expect(server.calls).toEqual([])

		const controller = new AbortController()
		const aborting = fakeServer()
		aborting.post = async () => {
			controller.abort()
			throw new DOMException('aborted', 'AbortError')
		}
		await expect(
			uploadRecording({
				answerId: ID,
				kind: 'video',
				recording: video,
				mimeType: 'video/mp4',
				signal: controller.signal,
				...aborting,
			}),
		).rejects.toMatchObject({ name: 'AbortError' })
		expect(aborting.calls.map((c) => c.url)).not.toContain('/api/response')
	})
})
