// The recorder in the dev gallery (/dev/ui): a live Recorder (fake devices work) and every
// state's view rendered from props, so each can be seen and screenshot without a camera.
import { type ReactNode, useState } from 'react'
import { Button } from '~/components/ui/button'
import type { RecordingKind } from '../recording-rules'
import type { ResponseDoc } from '../response-doc'
import { Recorder } from './recorder'
import * as View from './recorder-views'

const noop = () => {}
const PEAKS = Array.from({ length: 48 }, (_, i) => Math.abs(Math.sin(i / 3)) * 0.5 * (0.4 + (i % 5) / 8))
const DEMO_ANSWER_ID = '00000000-0000-4000-8000-000000000000'

function State({ name, children }: { name: string; children: ReactNode }) {
	return (
		<figure className="rounded-xl border border-stone-200 bg-white p-4" data-recorder-state={name}>
			<figcaption className="mb-3 font-mono text-muted text-sm">{name}</figcaption>
			{children}
		</figure>
	)
}

function LiveDemo() {
	const [kind, setKind] = useState<RecordingKind | null>(null)
	const [result, setResult] = useState<string | null>(null)
	const open = (next: RecordingKind) => {
		setResult(null)
		setKind(next)
	}
	const onSaved = (answer: ResponseDoc) => {
		setResult(`Saved: ${answer.id}`)
		setKind(null)
	}
	return (
		<div className="rounded-xl border border-stone-200 bg-white p-4">
			<p className="mb-3 text-muted">
				Mounts the real Recorder (as the answer editor will). Saving needs GET /uploads/response, built
				elsewhere: here it shows the upload error. Unmount tests the cleanup.
			</p>
			<div className="mb-4 flex flex-wrap gap-3">
				<Button variant="secondary" onClick={() => open('video')}>
					Live video recorder
				</Button>
				<Button variant="secondary" onClick={() => open('audio')}>
					Live audio recorder
				</Button>
				<Button variant="neutral" onClick={() => setKind(null)} disabled={!kind}>
					Unmount
				</Button>
			</div>
			{result ? <p className="mb-3 text-ink">{result}</p> : null}
			{kind ? (
				<div className="max-w-xl" data-testid="live-recorder">
					<Recorder
						key={kind}
						kind={kind}
						answerId={DEMO_ANSWER_ID}
						onSaved={onSaved}
						onCancel={() => {
							setResult('Cancelled')
							setKind(null)
						}}
					/>
				</div>
			) : null}
		</div>
	)
}

function live(kind: RecordingKind, stage: Parameters<typeof View.LiveView>[0]['stage'], level = 0.2) {
	return (
		<View.LiveView
			kind={kind}
			stage={stage}
			stream={null}
			level={level}
			peaks={PEAKS}
			onStart={noop}
			onCancelCountdown={noop}
			onStop={noop}
			onCancel={noop}
		/>
	)
}

/** The recorder's section of /dev/ui. */
export function RecorderGallery() {
	const error = (kind: RecordingKind, problem: 'denied' | 'not-found' | 'in-use') => (
		<View.DeviceErrorView kind={kind} problem={problem} onRetry={noop} onCancel={noop} />
	)
	const review = (kind: RecordingKind, message: string | null) => (
		<View.ReviewView
			kind={kind}
			src={null}
			duration={83}
			error={message}
			onRerecord={noop}
			onSave={noop}
			onCancel={noop}
		/>
	)
	return (
		<div className="mx-auto max-w-4xl px-4 pb-16">
			<section aria-labelledby="ui-recorder">
				<h2 id="ui-recorder" className="font-serif text-2xl text-ink">
					Recorder
				</h2>
				<div className="mt-4 space-y-4">
					<LiveDemo />
					<div className="grid gap-4 sm:grid-cols-2">
						<State name="unsupported">
							<View.UnsupportedView onCancel={noop} />
						</State>
						<State name="requesting">
							<View.RequestingView kind="video" onCancel={noop} />
						</State>
						<State name="denied">{error('video', 'denied')}</State>
						<State name="not-found">{error('video', 'not-found')}</State>
						<State name="in-use">{error('audio', 'in-use')}</State>
						<State name="ready-video">{live('video', { phase: 'ready' })}</State>
						<State name="ready-audio">{live('audio', { phase: 'ready' }, 0.05)}</State>
						<State name="countdown">{live('video', { phase: 'countdown', remaining: 2 })}</State>
						<State name="recording-video">{live('video', { phase: 'recording', elapsed: 19 }, 0.35)}</State>
						<State name="recording-audio">{live('audio', { phase: 'recording', elapsed: 74 }, 0.35)}</State>
						<State name="review">{review('video', null)}</State>
						<State name="review-audio-error">
							{review('audio', 'This recording is too large. Please keep audio answers under 30 MB.')}
						</State>
						<State name="uploading">
							<View.UploadingView kind="video" progress={0.42} onCancel={noop} />
						</State>
						<State name="saved">
							<View.SavedView kind="video" />
						</State>
					</div>
				</div>
			</section>
		</div>
	)
}
