// The recorder's state machine (a reducer) and the effects that drive the browser through it.
// Unmount is the parent's way to abort (it may delete the answer mid-recording): every device,
// frame, timer and request is released in effect cleanup.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { isAbort } from '~/lib/upload-targets.client'
import { COUNTDOWN_SECONDS, MAX_RECORDING_SECONDS, type RecordingKind } from '../recording-rules'
import type { ResponseDoc } from '../response-doc'
import { type CapturedRecording, CaptureSession, isRecordingSupported } from './capture-session'
import { type DeviceProblem, deviceProblemOf, RECORDER_MESSAGES } from './recording-helpers'
import { uploadRecording } from './upload-recording.client'

export type RecorderState =
	/** The server's render and the first one in the browser, before support is known. */
	| { phase: 'starting' }
	| { phase: 'unsupported' }
	| { phase: 'requesting' }
	| { phase: 'device-error'; problem: DeviceProblem; message?: string }
	| { phase: 'ready' }
	| { phase: 'countdown'; remaining: number }
	| { phase: 'recording'; elapsed: number }
	| { phase: 'finishing'; elapsed: number }
	| { phase: 'review'; recording: CapturedRecording; error: string | null }
	| { phase: 'uploading'; recording: CapturedRecording; progress: number }
	| { phase: 'saved' }

export type RecorderAction =
	| { type: 'unsupported' }
	| { type: 'request' }
	| { type: 'opened' }
	| { type: 'failed'; problem: DeviceProblem; message?: string }
	| { type: 'countdown' }
	| { type: 'countdown-tick' }
	| { type: 'cancel-countdown' }
	| { type: 'started' }
	| { type: 'elapsed'; seconds: number }
	| { type: 'stopping' }
	| { type: 'recorded'; recording: CapturedRecording }
	| { type: 'upload' }
	| { type: 'progress'; fraction: number }
	| { type: 'upload-failed'; message: string }
	| { type: 'upload-cancelled' }
	| { type: 'saved' }

export const INITIAL_RECORDER_STATE: RecorderState = { phase: 'starting' }

/** Each action is taken only in the phases it belongs to; anything late (a timer, a progress event) is ignored. */
export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
	switch (action.type) {
		case 'unsupported':
			return state.phase === 'starting' ? { phase: 'unsupported' } : state
		case 'request':
			return ['starting', 'device-error', 'review'].includes(state.phase) ? { phase: 'requesting' } : state
		case 'opened':
			return state.phase === 'requesting' ? { phase: 'ready' } : state
		case 'failed':
			return ['requesting', 'ready', 'countdown', 'recording', 'finishing'].includes(state.phase)
				? { phase: 'device-error', problem: action.problem, message: action.message }
				: state
		case 'countdown':
			return state.phase === 'ready' ? { phase: 'countdown', remaining: COUNTDOWN_SECONDS } : state
		case 'countdown-tick':
			return state.phase === 'countdown' && state.remaining > 1
				? { phase: 'countdown', remaining: state.remaining - 1 }
				: state
		case 'cancel-countdown':
			return state.phase === 'countdown' ? { phase: 'ready' } : state
		case 'started':
			return state.phase === 'countdown' ? { phase: 'recording', elapsed: 0 } : state
		case 'elapsed':
			return state.phase === 'recording' ? { phase: 'recording', elapsed: action.seconds } : state
		case 'stopping':
			return state.phase === 'recording' ? { phase: 'finishing', elapsed: state.elapsed } : state
		case 'recorded':
			return state.phase === 'finishing'
				? { phase: 'review', recording: action.recording, error: null }
				: state
		case 'upload':
			return state.phase === 'review'
				? { phase: 'uploading', recording: state.recording, progress: 0 }
				: state
		case 'progress':
			return state.phase === 'uploading'
				? { ...state, progress: Math.min(1, Math.max(0, action.fraction)) }
				: state
		case 'upload-failed':
			return state.phase === 'uploading'
				? { phase: 'review', recording: state.recording, error: action.message }
				: state
		case 'upload-cancelled':
			return state.phase === 'uploading'
				? { phase: 'review', recording: state.recording, error: null }
				: state
		case 'saved':
			return state.phase === 'uploading' ? { phase: 'saved' } : state
	}
}

type Options = {
	kind: RecordingKind
	/** The answer, or the question whose answer the upload makes (docs/product.md#answers). */
	answerId: string | { question_id: number }
	onSaved: (answer: ResponseDoc) => void
	onCancel: () => void
}

export function useRecorder({ kind, answerId, onSaved, onCancel }: Options) {
	const [state, dispatch] = useReducer(recorderReducer, INITIAL_RECORDER_STATE)
	const [stream, setStream] = useState<MediaStream | null>(null)
	const [level, setLevel] = useState<{ level: number; peaks: number[] }>({ level: 0, peaks: [] })
	const session = useRef<CaptureSession | null>(null)
	const upload = useRef<AbortController | null>(null)
	const preview = useRef<HTMLVideoElement | null>(null)
	const callbacks = useRef({ onSaved, onCancel })
	const lost = useRef(() => {})
	callbacks.current = { onSaved, onCancel }

	const release = useCallback(() => {
		session.current?.dispose()
		session.current = null
		upload.current?.abort()
		upload.current = null
		setStream(null)
		setLevel({ level: 0, peaks: [] })
	}, [])

	// Leaving is the parent's way to abort: release everything on unmount.
	useEffect(() => release, [release])

	useEffect(() => {
		dispatch(isRecordingSupported() ? { type: 'request' } : { type: 'unsupported' })
	}, [])

	// Ask for the devices on entering 'requesting' (first time, Try Again, Re-record).
	useEffect(() => {
		if (state.phase !== 'requesting') return
		const opening = new CaptureSession(kind)
		let settled = false
		opening.open().then(
			(opened) => {
				settled = true
				session.current = opening
				opening.onLevel((value, peaks) => setLevel({ level: value, peaks }))
				opening.onDeviceLost(() => lost.current())
				setStream(opened)
				dispatch({ type: 'opened' })
			},
			(error: unknown) => {
				settled = true
				opening.dispose()
				if (!isAbort(error)) dispatch({ type: 'failed', problem: deviceProblemOf(error) })
			},
		)
		// Unmounted (or re-run) with the prompt still open: the stream is stopped when it arrives.
		return () => {
			if (!settled) opening.dispose()
		}
	}, [state.phase, kind])

	const fail = useCallback(
		(message: string) => {
			release()
			dispatch({ type: 'failed', problem: 'other', message })
		},
		[release],
	)

	lost.current = () => fail(RECORDER_MESSAGES.deviceLost)

	const stop = useCallback(() => {
		const current = session.current
		if (!current?.isRecording) return
		dispatch({ type: 'stopping' })
		current
			.stop(() => preview.current)
			.then(
				(recording) => {
					session.current = null
					setStream(null)
					if (recording.blob.size === 0) fail(RECORDER_MESSAGES.empty)
					else dispatch({ type: 'recorded', recording })
				},
				(error: unknown) => {
					if (!isAbort(error)) fail(RECORDER_MESSAGES.recordingFailed)
				},
			)
	}, [fail])

	// The countdown, then the recording starts.
	useEffect(() => {
		if (state.phase !== 'countdown') return
		const remaining = state.remaining
		const timer = setTimeout(() => {
			if (remaining > 1) return dispatch({ type: 'countdown-tick' })
			try {
				session.current?.start({
					onLimit: stop,
					onError: () => fail(RECORDER_MESSAGES.recordingFailed),
					preview: () => preview.current,
				})
				dispatch({ type: 'started' })
			} catch {
				fail(RECORDER_MESSAGES.recordingFailed)
			}
		}, 1000)
		return () => clearTimeout(timer)
	}, [state, stop, fail])

	// The timer, and the stop at the longest length.
	const recording = state.phase === 'recording'
	useEffect(() => {
		if (!recording) return
		const max = MAX_RECORDING_SECONDS[kind]
		const timer = setInterval(() => {
			const seconds = session.current?.elapsed() ?? 0
			dispatch({ type: 'elapsed', seconds })
			if (seconds >= max) stop()
		}, 250)
		return () => clearInterval(timer)
	}, [recording, kind, stop])

	const save = useCallback(() => {
		if (state.phase !== 'review') return
		const controller = new AbortController()
		upload.current = controller
		dispatch({ type: 'upload' })
		const { recording: captured } = state
		uploadRecording({
			answerId,
			kind,
			recording: captured.blob,
			mimeType: captured.mimeType,
			thumbnail: captured.thumbnail,
			timeline: captured.timeline,
			onProgress: (fraction) => dispatch({ type: 'progress', fraction }),
			signal: controller.signal,
		}).then(
			(doc) => {
				upload.current = null
				dispatch({ type: 'saved' })
				callbacks.current.onSaved(doc)
			},
			(error: unknown) => {
				upload.current = null
				if (isAbort(error)) return
				const message =
					error instanceof Error && error.message ? error.message : RECORDER_MESSAGES.uploadFailed
				dispatch({ type: 'upload-failed', message })
			},
		)
	}, [state, answerId, kind])

	return {
		state,
		stream,
		level,
		preview,
		start: () => dispatch({ type: 'countdown' }),
		cancelCountdown: () => dispatch({ type: 'cancel-countdown' }),
		stop,
		/** Try Again after a device problem, and Re-record: the devices are asked for afresh. */
		retry: () => {
			release()
			dispatch({ type: 'request' })
		},
		save,
		cancelUpload: () => {
			upload.current?.abort()
			upload.current = null
			dispatch({ type: 'upload-cancelled' })
		},
		/** Cancel: everything off first, then the parent closes the recorder. */
		cancel: () => {
			release()
			callbacks.current.onCancel()
		},
	}
}
