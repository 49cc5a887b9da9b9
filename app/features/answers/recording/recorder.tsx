// The in-browser recorder for video and audio answers (docs/product.md#answers). The answer editor
// mounts it, lazily: `lazy(() => import('~/features/answers/recording/recorder'))`. Client-only:
// it renders a neutral first state on the server and asks for the devices after hydration.
import { useEffect, useRef } from 'react'
import { formatClock } from '../format-clock'
import type { RecordingKind } from '../recording-rules'
import type { ResponseDoc } from '../response-doc'
import { useObjectUrl } from './recorder-parts'
import {
	DeviceErrorView,
	LiveView,
	RequestingView,
	ReviewView,
	SavedView,
	UnsupportedView,
	UploadingView,
} from './recorder-views'
import { type RecorderState, useRecorder } from './use-recorder'

export type RecorderProps = {
	kind: RecordingKind
	/** The answer, or the question whose answer the first upload makes. */
	answerId: string | { question_id: number }
	/** After the upload and POST /api/response: the saved answer. */
	onSaved: (answer: ResponseDoc) => void
	/** Cancel was pressed; everything is already released. Unmounting also cancels. */
	onCancel: () => void
}

/** What a screen reader hears when the state changes (the views add their own live parts). */
function announcement(kind: RecordingKind, state: RecorderState): string {
	const devices = kind === 'video' ? 'camera and microphone' : 'microphone'
	switch (state.phase) {
		case 'requesting':
			return `Starting your ${devices}.`
		case 'ready':
			return `Your ${devices} ${kind === 'video' ? 'are' : 'is'} ready. Press Start Recording when you are.`
		case 'recording':
			return 'Recording.'
		case 'finishing':
			return 'Recording stopped.'
		case 'review':
			return state.error
				? ''
				: `Recorded ${formatClock(state.recording.duration)}. You can review it before saving.`
		case 'saved':
			return 'Your answer is saved.'
		default:
			return ''
	}
}

export function Recorder({ kind, answerId, onSaved, onCancel }: RecorderProps) {
	const recorder = useRecorder({ kind, answerId, onSaved, onCancel })
	const { state } = recorder
	const src = useObjectUrl(
		state.phase === 'review' || state.phase === 'uploading' ? state.recording.blob : null,
	)
	const root = useRef<HTMLDivElement>(null)

	// The pressed button may be gone after a change of state: keep the keyboard inside the recorder.
	const phase = state.phase
	const started = useRef(false)
	useEffect(() => {
		if (!started.current) {
			started.current = true
			return
		}
		const container = root.current
		if (!container || phase === 'starting') return
		// Only when focus was lost (it fell back to the body), never stealing it from elsewhere.
		const active = document.activeElement
		if (active && active !== document.body) return
		container.querySelector<HTMLElement>('[data-autofocus]')?.focus()
	}, [phase])

	const view = (() => {
		switch (state.phase) {
			case 'starting':
			case 'requesting':
				return <RequestingView kind={kind} onCancel={recorder.cancel} />
			case 'unsupported':
				return <UnsupportedView onCancel={recorder.cancel} />
			case 'device-error':
				return (
					<DeviceErrorView
						kind={kind}
						problem={state.problem}
						message={state.message}
						onRetry={recorder.retry}
						onCancel={recorder.cancel}
					/>
				)
			case 'ready':
			case 'countdown':
			case 'recording':
			case 'finishing':
				return (
					<LiveView
						kind={kind}
						stage={state}
						stream={recorder.stream}
						videoRef={recorder.preview}
						level={recorder.level.level}
						peaks={recorder.level.peaks}
						onStart={recorder.start}
						onCancelCountdown={recorder.cancelCountdown}
						onStop={recorder.stop}
						onCancel={recorder.cancel}
					/>
				)
			case 'review':
				return (
					<ReviewView
						kind={kind}
						src={src}
						duration={state.recording.duration}
						error={state.error}
						onRerecord={recorder.retry}
						onSave={recorder.save}
						onCancel={recorder.cancel}
					/>
				)
			case 'uploading':
				return <UploadingView kind={kind} progress={state.progress} onCancel={recorder.cancelUpload} />
			case 'saved':
				return <SavedView kind={kind} />
		}
	})()

	return (
		<div ref={root} data-recorder-phase={state.phase}>
			<p aria-live="polite" className="sr-only">
				{announcement(kind, state)}
			</p>
			{view}
		</div>
	)
}

export default Recorder
