import { describe, expect, test } from 'vitest'
import {
	isUploadTargetList,
	postToTargets,
	requestUploadTargets,
	type TargetPost,
	uploadFailureMessage,
} from './upload-targets.client'

const WORDS = { tooLarge: 'Too large.', expired: 'Expired.', failed: 'Failed.' }

describe('uploadFailureMessage', () => {
	test("our JSON error's message, S3's XML codes, 413, or nothing", () => {
		expect(
			uploadFailureMessage(403, JSON.stringify({ error: { code: 'forbidden', message: 'No.' } }), WORDS),
		).toBe('No.')
		expect(uploadFailureMessage(413, '', WORDS)).toBe('Too large.')
		expect(uploadFailureMessage(400, '<Error><Code>EntityTooLarge</Code></Error>', WORDS)).toBe('Too large.')
		expect(
			uploadFailureMessage(
				403,
				'<Error><Code>AccessDenied</Code><Message>Policy expired</Message></Error>',
				WORDS,
			),
		).toBe('Expired.')
		expect(uploadFailureMessage(500, 'oops', WORDS)).toBeNull()
	})
})

describe('isUploadTargetList', () => {
	test('needs at least one target with a url and string fields; purpose is optional', () => {
		expect(isUploadTargetList([{ url: '/u', fields: { a: '1' } }])).toBe(true)
		expect(isUploadTargetList([{ url: '/u', fields: {}, purpose: 'thumbnail' }])).toBe(true)
		expect(isUploadTargetList([])).toBe(false)
		expect(isUploadTargetList([{ url: '/u', fields: { a: 1 } }])).toBe(false)
		expect(isUploadTargetList({ docs: [] })).toBe(false)
	})
})

describe('requestUploadTargets', () => {
	test('asks same-origin for JSON and reports refusals in words', async () => {
		const seen: RequestInit[] = []
		const ok = (async (_url: RequestInfo | URL, init?: RequestInit) => {
			seen.push(init ?? {})
			return Response.json([{ url: '/up', fields: {} }])
		}) as typeof fetch
		expect(await requestUploadTargets('/t', WORDS, { fetchImpl: ok })).toEqual([{ url: '/up', fields: {} }])
		expect(seen[0]).toMatchObject({ credentials: 'same-origin', headers: { Accept: 'application/json' } })
		const refused = (async () =>
			Response.json({ error: { code: 'forbidden', message: 'Not yours.' } }, { status: 403 })) as typeof fetch
		await expect(requestUploadTargets('/t', WORDS, { fetchImpl: refused })).rejects.toThrow('Not yours.')
		const offline = (async () => {
			throw new TypeError('Failed to fetch')
		}) as typeof fetch
		await expect(requestUploadTargets('/t', WORDS, { fetchImpl: offline })).rejects.toThrow('Failed.')
	})
})

describe('postToTargets', () => {
	test('fields first and the file last, progress summed by bytes over every file', async () => {
		const forms: [string, string[]][] = []
		const progress: [number, number][] = []
		const post: TargetPost = async (url, form, { onProgress }) => {
			forms.push([url, [...form.keys()]])
			onProgress?.(5)
			return { status: url === '/a' ? 201 : 204, text: '' }
		}
		await postToTargets(
			[
				{ target: { url: '/a', fields: { key: 'k', policy: 'p' } }, file: new Blob([new Uint8Array(10)]) },
				{ target: { url: '/b', fields: { key: 't' } }, file: new Blob([new Uint8Array(30)]) },
			],
			WORDS,
			{ post, onProgress: (loaded, total) => progress.push([loaded, total]) },
		)
		expect(forms).toEqual([
			['/a', ['key', 'policy', 'file']],
			['/b', ['key', 'file']],
		])
		expect(progress).toEqual([
			[5, 40],
			[10, 40],
			[15, 40],
			[40, 40],
		])
	})

	test('stops at the first refusal with its message; an abort stays an abort', async () => {
		const file = new Blob(['x'])
		const target = { url: '/a', fields: {} }
		const refuse: TargetPost = async () => ({
			status: 403,
			text: JSON.stringify({ error: { code: 'forbidden', message: 'The upload link has expired.' } }),
		})
		await expect(postToTargets([{ target, file }], WORDS, { post: refuse })).rejects.toThrow(
			'The upload link has expired.',
		)
		const controller = new AbortController()
		const aborted: TargetPost = async () => {
			controller.abort()
			throw new DOMException('aborted', 'AbortError')
		}
		await expect(
			postToTargets([{ target, file }], WORDS, { post: aborted, signal: controller.signal }),
		).rejects.toMatchObject({ name: 'AbortError' })
		const offline: TargetPost = async () => {
			throw new TypeError('Network error')
		}
		await expect(postToTargets([{ target, file }], WORDS, { post: offline })).rejects.toThrow('Failed.')
	})
})
