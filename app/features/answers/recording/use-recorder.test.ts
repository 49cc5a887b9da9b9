import { expect, test } from 'vitest'
import type { CapturedRecording } from './capture-session'
import {
	INITIAL_RECORDER_STATE,
	type RecorderAction,
	type RecorderState,
	recorderReducer,
} from './use-recorder'

const recording: CapturedRecording = {
	blob: new Blob(['x']),
	mimeType: 'video/webm',
	duration: 3,
	timeline: null,
	thumbnail: null,
}

const run = (...actions: RecorderAction[]) =>
	actions.reduce<RecorderState>((state, action) => recorderReducer(state, action), INITIAL_RECORDER_STATE)

test('the happy path: device check, 3-2-1, recording, review, upload, saved', () => {
	const steps: RecorderAction[] = [
		{ type: 'request' },
		{ type: 'opened' },
		{ type: 'countdown' },
		{ type: 'countdown-tick' },
		{ type: 'countdown-tick' },
		{ type: 'started' },
		{ type: 'elapsed', seconds: 2.5 },
		{ type: 'stopping' },
		{ type: 'recorded', recording },
		{ type: 'upload' },
		{ type: 'progress', fraction: 0.5 },
		{ type: 'saved' },
	]
	const phases = steps.map((_, i) => run(...steps.slice(0, i + 1)))
	expect(phases.map((s) => s.phase)).toEqual([
		'requesting',
		'ready',
		'countdown',
		'countdown',
		'countdown',
		'recording',
		'recording',
		'finishing',
		'review',
		'uploading',
		'uploading',
		'saved',
	])
	expect(phases[4]).toEqual({ phase: 'countdown', remaining: 1 })
	expect(phases[10]).toMatchObject({ progress: 0.5 })
})

test('a failed or cancelled upload goes back to review with the recording kept', () => {
	const uploading = run(
		{ type: 'request' },
		{ type: 'opened' },
		{ type: 'countdown' },
		{ type: 'started' },
		{ type: 'stopping' },
		{ type: 'recorded', recording },
		{ type: 'upload' },
	)
	expect(recorderReducer(uploading, { type: 'upload-failed', message: 'Too large.' })).toEqual({
		phase: 'review',
		recording,
		error: 'Too large.',
	})
	expect(recorderReducer(uploading, { type: 'upload-cancelled' })).toEqual({
		phase: 'review',
		recording,
		error: null,
	})
})

test('late or out-of-place actions change nothing', () => {
	const ready = run({ type: 'request' }, { type: 'opened' })
	expect(recorderReducer(ready, { type: 'elapsed', seconds: 9 })).toBe(ready)
	expect(recorderReducer(ready, { type: 'progress', fraction: 1 })).toBe(ready)
	expect(recorderReducer(ready, { type: 'recorded', recording })).toBe(ready)
	expect(run({ type: 'request' }, { type: 'unsupported' }).phase).toBe('requesting')
	const countdown = run({ type: 'request' }, { type: 'opened' }, { type: 'countdown' })
	expect(recorderReducer(countdown, { type: 'cancel-countdown' })).toEqual({ phase: 'ready' })
})

test('device problems offer Try Again: the devices are asked for afresh', () => {
	const denied = run({ type: 'request' }, { type: 'failed', problem: 'denied' })
	expect(denied).toEqual({ phase: 'device-error', problem: 'denied', message: undefined })
	expect(recorderReducer(denied, { type: 'request' })).toEqual({ phase: 'requesting' })
})
