// The recorder's views, one per state, driven only by props: the Recorder feeds them from
// useRecorder, and the dev gallery (/dev/ui) renders each one without a camera.
import { type RefObject, useId } from 'react'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/field'
import { formatClock } from '../format-clock'
import type { RecordingKind } from '../recording-rules'
import { ACTION, ActionRow, CameraPreview, LevelMeter, LiveWaveform } from './recorder-parts'
import {
	type DeviceProblem,
	deviceProblemText,
	limitText,
	timerText,
	UNSUPPORTED_TEXT,
} from './recording-helpers'

const NOUN: Record<RecordingKind, string> = { video: 'video', audio: 'recording' }

function Help({ children }: { children: string }) {
	return <p className="text-muted">{children}</p>
}

export function UnsupportedView({ onCancel }: { onCancel: () => void }) {
	return (
		<div className="space-y-4">
			<p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-ink">{UNSUPPORTED_TEXT}</p>
			<ActionRow>
				<Button variant="neutral" className={ACTION} onClick={onCancel} data-autofocus>
					Back
				</Button>
			</ActionRow>
		</div>
	)
}

export function RequestingView({ kind, onCancel }: { kind: RecordingKind; onCancel: () => void }) {
	const devices = kind === 'video' ? 'camera and microphone' : 'microphone'
	return (
		<div className="space-y-4">
			<div className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-6">
				<span
					aria-hidden="true"
					className="h-5 w-5 flex-none animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
				/>
				<p className="text-ink">{`Starting your ${devices}… If your browser asks, choose Allow.`}</p>
			</div>
			<ActionRow>
				<Button variant="neutral" className={ACTION} onClick={onCancel} data-autofocus>
					Cancel
				</Button>
			</ActionRow>
		</div>
	)
}

export function DeviceErrorView(props: {
	kind: RecordingKind
	problem: DeviceProblem
	/** Replaces the problem's help, for failures while recording. */
	message?: string
	onRetry: () => void
	onCancel: () => void
}) {
	const text = deviceProblemText(props.kind, props.problem)
	return (
		<div className="space-y-4">
			<div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
				<p className="font-medium text-red-800">{props.message ? 'Recording interrupted' : text.title}</p>
				<p className="mt-1 text-ink">{props.message ?? text.help}</p>
			</div>
			<ActionRow>
				<Button variant="neutral" className={ACTION} onClick={props.onCancel}>
					Cancel
				</Button>
				<Button className={ACTION} onClick={props.onRetry} data-autofocus>
					Try Again
				</Button>
			</ActionRow>
		</div>
	)
}

type LiveStage =
	| { phase: 'ready' }
	| { phase: 'countdown'; remaining: number }
	| { phase: 'recording'; elapsed: number }
	| { phase: 'finishing'; elapsed: number }

function RecordingBadge() {
	return (
		<span className="inline-flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 font-medium text-sm text-white">
			<span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-red-500" />
			Recording
		</span>
	)
}

function Countdown({ remaining, onDark }: { remaining: number; onDark: boolean }) {
	return (
		<p aria-live="polite" className={`text-center ${onDark ? 'text-white' : 'text-ink'}`}>
			<span className="sr-only">Recording starts in </span>
			<span className="block font-semibold text-6xl tabular-nums">{remaining}</span>
		</p>
	)
}

/** Device check, countdown and recording share one stage, so the camera preview is never remounted. */
export function LiveView(props: {
	kind: RecordingKind
	stage: LiveStage
	stream: MediaStream | null
	videoRef?: RefObject<HTMLVideoElement | null>
	level: number
	peaks: number[]
	onStart: () => void
	onCancelCountdown: () => void
	onStop: () => void
	onCancel: () => void
}) {
	const { kind, stage } = props
	const live = stage.phase === 'recording' || stage.phase === 'finishing'
	const overlay =
		stage.phase === 'countdown' ? (
			<div className="absolute inset-0 flex items-center justify-center bg-black/40">
				<Countdown remaining={stage.remaining} onDark />
			</div>
		) : live ? (
			<div className="absolute top-3 left-3">
				<RecordingBadge />
			</div>
		) : null
	return (
		<div className="space-y-4">
			{kind === 'video' ? (
				<CameraPreview stream={props.stream} videoRef={props.videoRef}>
					{overlay}
				</CameraPreview>
			) : (
				<div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl bg-brand-50 px-4 py-5">
					{stage.phase === 'countdown' ? <Countdown remaining={stage.remaining} onDark={false} /> : null}
					{live ? (
						<>
							<RecordingBadge />
							<LiveWaveform peaks={props.peaks} />
						</>
					) : null}
					{stage.phase === 'ready' ? (
						<p className="text-center text-ink">
							Your microphone is ready. Say a few words to check the level.
						</p>
					) : null}
				</div>
			)}
			<LevelMeter level={props.level} />
			{live ? (
				<p role="timer" className="flex items-baseline justify-between text-ink">
					<span className="font-semibold text-2xl tabular-nums">
						{timerText(kind, stage.elapsed).elapsed}
					</span>
					<span className="text-muted tabular-nums">{timerText(kind, stage.elapsed).left}</span>
				</p>
			) : (
				<Help>{`${limitText(kind)}. You can ${kind === 'video' ? 'watch' : 'listen to'} it before saving.`}</Help>
			)}
			<ActionRow>
				{stage.phase === 'ready' ? (
					<>
						{/* Keys: a button of another state is never reused, so focus never lands on the wrong Cancel. */}
						<Button key="cancel" variant="neutral" className={ACTION} onClick={props.onCancel}>
							Cancel
						</Button>
						<Button key="start" className={ACTION} onClick={props.onStart} data-autofocus>
							Start Recording
						</Button>
					</>
				) : stage.phase === 'countdown' ? (
					<Button
						key="cancel-countdown"
						variant="neutral"
						className={ACTION}
						onClick={props.onCancelCountdown}
						data-autofocus
					>
						Cancel
					</Button>
				) : (
					<>
						<Button key="discard" variant="neutral" className={ACTION} onClick={props.onCancel}>
							Cancel
						</Button>
						<Button
							key="stop"
							variant="danger"
							className={ACTION}
							onClick={props.onStop}
							loading={stage.phase === 'finishing'}
							loadingText="Finishing…"
							data-autofocus
						>
							<span aria-hidden="true" className="h-3 w-3 rounded-sm bg-current" />
							Stop
						</Button>
					</>
				)}
			</ActionRow>
		</div>
	)
}

export function ReviewView(props: {
	kind: RecordingKind
	/** The recording's object URL (null for a moment while it is made). */
	src: string | null
	duration: number
	error: string | null
	onRerecord: () => void
	onSave: () => void
	onCancel: () => void
}) {
	const { kind, src } = props
	const label = `Your ${NOUN[kind]}`
	return (
		<div className="space-y-4">
			{kind === 'video' ? (
				<div className="@container">
					{/* biome-ignore lint/a11y/useMediaCaption: a just-recorded answer has no captions yet */}
					<video
						controls
						playsInline
						preload="metadata"
						src={src ?? undefined}
						aria-label={label}
						className="aspect-[4/3] w-full rounded-xl bg-stone-900 @md:aspect-video"
					/>
				</div>
			) : (
				// biome-ignore lint/a11y/useMediaCaption: a just-recorded answer has no captions yet
				<audio controls preload="metadata" src={src ?? undefined} aria-label={label} className="w-full" />
			)}
			<p className="text-ink">
				{`${label} is ${formatClock(props.duration)} long. ${kind === 'video' ? 'Watch' : 'Listen to'} it, then save it or record again.`}
			</p>
			<FormAlert message={props.error} className="" />
			<ActionRow>
				<Button variant="neutral" className={ACTION} onClick={props.onCancel}>
					Cancel
				</Button>
				<Button variant="secondary" className={ACTION} onClick={props.onRerecord}>
					Re-record
				</Button>
				<Button className={ACTION} onClick={props.onSave} data-autofocus>
					{props.error ? 'Try Again' : 'Save Answer'}
				</Button>
			</ActionRow>
		</div>
	)
}

export function UploadingView({
	kind,
	progress,
	onCancel,
}: {
	kind: RecordingKind
	progress: number
	onCancel: () => void
}) {
	const percent = Math.round(progress * 100)
	const id = useId()
	// Announced in quarters, not at every progress event.
	const spoken = progress >= 1 ? 'Saving…' : `${Math.floor(percent / 25) * 25}% uploaded`
	return (
		<div className="space-y-4">
			<div className="rounded-xl bg-brand-50 px-4 py-5">
				<div className="flex items-baseline justify-between">
					<label htmlFor={id} className="font-medium text-ink">
						{`Uploading your ${NOUN[kind]}…`}
					</label>
					<span aria-hidden="true" className="text-muted tabular-nums">{`${percent}%`}</span>
				</div>
				<progress
					id={id}
					max={100}
					value={percent}
					className="mt-3 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
				/>
				<p aria-live="polite" className="sr-only">
					{spoken}
				</p>
				<p className="mt-3 text-muted text-sm">Please keep this page open until it is saved.</p>
			</div>
			<ActionRow>
				<Button variant="neutral" className={ACTION} onClick={onCancel} data-autofocus>
					Cancel Upload
				</Button>
			</ActionRow>
		</div>
	)
}

export function SavedView({ kind }: { kind: RecordingKind }) {
	return <p className="rounded-xl bg-brand-50 px-4 py-5 text-ink">{`Your ${NOUN[kind]} is saved.`}</p>
}
