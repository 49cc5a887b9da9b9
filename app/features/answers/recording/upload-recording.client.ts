// The spec's upload helper for recorded answers: GET /uploads/response for signed targets, post
// the recording (and a video's thumbnail) to them with byte progress, then make it the answer with
// POST /api/response. Shares the target posting with photos (app/lib/upload-targets.client.ts).
import {
	isAbort,
	postToTargets,
	requestUploadTargets,
	type TargetPost,
	type TargetUpload,
	type UploadWords,
	xhrPost,
} from '~/lib/upload-targets.client'
import type { ResponseDoc } from '../response-doc'
import { RECORDING_MESSAGES, type RecordingKind } from '../recording-rules'
import { RECORDER_MESSAGES, recordingFileName } from './recording-helpers'

type RecordingUpload = {
	/** The answer, or the question whose new answer is made just before this first upload. */
	answerId: string | { question_id: number }
	kind: RecordingKind
	recording: Blob
	mimeType: string
	/** Video: the captured frame (null when none could be taken; the thumbnail target is then skipped). */
	thumbnail?: Blob | null
	/** Audio: the peaks for audio_timeline. */
	timeline?: number[] | null
	/** Bytes sent over the bytes to send, across the recording and the thumbnail. */
	onProgress?: (fraction: number) => void
	signal?: AbortSignal
	/** For tests: the browser uses its own fetch and XMLHttpRequest. */
	fetchImpl?: typeof fetch
	post?: TargetPost
}

function recordingTargetsUrl(answerId: string, kind: RecordingKind): string {
	return `/uploads/response?${new URLSearchParams({ id: answerId, type: kind })}`
}

function wordsFor(kind: RecordingKind): UploadWords {
	return {
		tooLarge: RECORDING_MESSAGES.tooLarge[kind],
		expired: RECORDER_MESSAGES.expired,
		failed: RECORDER_MESSAGES.uploadFailed,
	}
}

/** The change that makes the uploaded recording the answer. */
function commitBody(answerId: string, kind: RecordingKind, timeline?: number[] | null) {
	return kind === 'video'
		? { id: answerId, video_url: true as const }
		: { id: answerId, audio_url: true as const, audio_timeline: timeline ?? [] }
}

/**
 * Uploads a recording and saves it as the answer; resolves with the saved answer. Throws an Error
 * whose message can be shown as is, or an AbortError when `signal` fired.
 */
export async function uploadRecording(upload: RecordingUpload): Promise<ResponseDoc> {
	const { kind, recording, signal, fetchImpl = fetch } = upload
	const words = wordsFor(kind)
	if (recording.size === 0) throw new Error(RECORDER_MESSAGES.empty)
	// A new answer exists only from its first save: made here, once there is a recording to upload.
	const answerId =
		typeof upload.answerId === 'string'
			? upload.answerId
			: (await postAnswerChange({ ...upload.answerId, type: kind }, { fetchImpl, signal })).id
	const targets = await requestUploadTargets(recordingTargetsUrl(answerId, kind), words, {
		fetchImpl,
		signal,
	})
	const uploads: TargetUpload[] = []
	for (const target of targets) {
		if (target.purpose === 'thumbnail') {
			if (upload.thumbnail) uploads.push({ target, file: upload.thumbnail, filename: 'thumbnail.jpg' })
		} else {
			uploads.push({ target, file: recording, filename: recordingFileName(kind, upload.mimeType) })
		}
	}
	await postToTargets(uploads, words, {
		post: upload.post ?? xhrPost,
		signal,
		onProgress: (loaded, total) => upload.onProgress?.(total ? loaded / total : 1),
	})
	return saveRecordingAnswer(answerId, kind, upload.timeline, { fetchImpl, signal })
}

async function saveRecordingAnswer(
	answerId: string,
	kind: RecordingKind,
	timeline: number[] | null | undefined,
	options: { fetchImpl: typeof fetch; signal?: AbortSignal },
): Promise<ResponseDoc> {
	const doc = await postAnswerChange(commitBody(answerId, kind, timeline), options)
	if (doc.id !== answerId) throw new Error(RECORDER_MESSAGES.saveFailed)
	return doc
}

/** POST /api/response with one change; the answer it gives back, or an Error to show. */
async function postAnswerChange(
	change: object,
	{ fetchImpl, signal }: { fetchImpl: typeof fetch; signal?: AbortSignal },
): Promise<ResponseDoc> {
	let response: Response
	try {
		response = await fetchImpl('/api/response', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			credentials: 'same-origin',
			body: JSON.stringify(change),
			signal,
		})
	} catch (error) {
		if (isAbort(error) || signal?.aborted) throw new DOMException('The upload was cancelled.', 'AbortError')
		throw new Error(RECORDER_MESSAGES.saveFailed)
	}
	const body = (await response.json().catch(() => null)) as {
		docs?: unknown
		error?: { message?: unknown }
	} | null
	if (!response.ok) {
		const message = body?.error?.message
		throw new Error(typeof message === 'string' && message ? message : RECORDER_MESSAGES.saveFailed)
	}
	const doc = Array.isArray(body?.docs) ? (body.docs[0] as ResponseDoc | undefined) : undefined
	if (!doc || typeof doc !== 'object' || typeof doc.id !== 'string')
		throw new Error(RECORDER_MESSAGES.saveFailed)
	return doc
}
