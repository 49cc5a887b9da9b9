import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { formatClock } from '../format-clock'

// Players for recorded answers (docs/product.md#answers): a poster, the duration, captions from the
// transcript (a WebVTT track served by /captions/<id>.vtt), keyboard-operable controls, no autoplay.

/** The captions track of an answer with a transcript. */
function captionsUrl(answerId: string): string {
	return `/captions/${answerId}.vtt`
}

type PlayerProps = {
	answerId: string
	src: string
	/** Seconds, read from the file by the server (MediaRecorder files often do not say). */
	duration: number | null
	hasCaptions: boolean
	/** Cards show a smaller player. */
	compact?: boolean
}

/** Captions shown or hidden on a media element's first text track, kept in step with the native menu. */
function useCaptions(media: RefObject<HTMLMediaElement | null>, mode: 'showing' | 'hidden') {
	const [on, setOn] = useState(false)
	useEffect(() => {
		const tracks = media.current?.textTracks
		if (!tracks) return
		const sync = () => setOn(tracks[0]?.mode === mode)
		tracks.addEventListener('change', sync)
		return () => tracks.removeEventListener('change', sync)
	}, [media, mode])
	const toggle = () => {
		const track = media.current?.textTracks[0]
		if (!track) return
		track.mode = track.mode === mode ? 'disabled' : mode
		setOn(track.mode === mode)
	}
	return { on, toggle }
}

function CaptionsButton({ on, onToggle }: { on: boolean; onToggle: () => void }) {
	return (
		<button
			type="button"
			aria-pressed={on}
			onClick={onToggle}
			className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 font-medium text-ink text-sm hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
		>
			<span aria-hidden="true" className="rounded border border-current px-1 text-[0.65rem] leading-tight">
				CC
			</span>
			Captions
		</button>
	)
}

export function VideoPlayer({
	answerId,
	src,
	duration,
	hasCaptions,
	poster,
	compact,
}: PlayerProps & { poster: string | null }) {
	const video = useRef<HTMLVideoElement>(null)
	const captions = useCaptions(video, 'showing')
	// Durations round to the nearest second (timers floor, a length should not look short).
	const length = duration ? formatClock(Math.round(duration)) : null
	return (
		<div>
			{/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the answer has a transcript */}
			<video
				ref={video}
				controls
				playsInline
				preload="none"
				poster={poster ?? undefined}
				src={src}
				aria-label={length ? `Video answer, ${length}` : 'Video answer'}
				className={`aspect-video w-full rounded-lg bg-black ${compact ? 'max-h-56' : ''}`}
			>
				{hasCaptions ? (
					<track kind="captions" src={captionsUrl(answerId)} srcLang="en" label="English" />
				) : null}
			</video>
			<div className="mt-2 flex flex-wrap items-center gap-3 text-muted text-sm">
				<span>{length ? `Video · ${length}` : 'Video'}</span>
				{hasCaptions ? <CaptionsButton on={captions.on} onToggle={captions.toggle} /> : null}
			</div>
		</div>
	)
}

/** Bars of the recorded peaks; the played part in the brand colour. */
function Waveform({ peaks, progress, clipId }: { peaks: number[]; progress: number; clipId: string }) {
	const bars = peaks.length > 0 ? peaks : Array.from({ length: 60 }, () => 0.08)
	const width = bars.length * 3
	return (
		<svg
			viewBox={`0 0 ${width} 40`}
			preserveAspectRatio="none"
			aria-hidden="true"
			className="pointer-events-none absolute inset-0 h-full w-full"
		>
			<defs>
				<clipPath id={clipId}>
					<rect x="0" y="0" width={width * progress} height="40" />
				</clipPath>
			</defs>
			{[false, true].map((played) => (
				<g
					key={String(played)}
					clipPath={played ? `url(#${clipId})` : undefined}
					className={played ? 'fill-brand-700' : 'fill-stone-300'}
				>
					{bars.map((peak, i) => {
						const h = Math.max(2, Math.min(1, peak) * 38)
						// biome-ignore lint/suspicious/noArrayIndexKey: bars are positional
						return <rect key={i} x={i * 3} y={(40 - h) / 2} width="2" height={h} rx="1" />
					})}
				</g>
			))}
		</svg>
	)
}

/**
 * An audio answer: play/pause, the waveform as the timeline (a real range input over it, so arrow
 * keys and touch seek), the time, and captions shown as text under it (audio has no picture).
 */
export function AudioPlayer({
	answerId,
	src,
	duration,
	hasCaptions,
	peaks,
}: PlayerProps & { peaks: number[] | null }) {
	const audio = useRef<HTMLAudioElement>(null)
	const id = useId()
	const [playing, setPlaying] = useState(false)
	const [time, setTime] = useState(0)
	const [length, setLength] = useState(duration ?? 0)
	const [cue, setCue] = useState('')
	const captions = useCaptions(audio, 'hidden')

	useEffect(() => {
		const element = audio.current
		const track = element?.textTracks[0]
		if (!track) return
		const show = () => {
			const active = track.activeCues?.[0] as VTTCue | undefined
			setCue(active?.text ?? '')
		}
		track.addEventListener('cuechange', show)
		return () => track.removeEventListener('cuechange', show)
	}, [])

	const toggle = () => {
		const element = audio.current
		if (!element) return
		if (element.paused) void element.play().catch(() => setPlaying(false))
		else element.pause()
	}
	const progress = length > 0 ? Math.min(1, time / length) : 0
	return (
		<div className="rounded-xl border border-stone-200 bg-stone-50 p-3">
			{/* biome-ignore lint/a11y/useMediaCaption: captions are a track below when there is a transcript */}
			<audio
				ref={audio}
				preload="none"
				src={src}
				onPlay={() => setPlaying(true)}
				onPause={() => setPlaying(false)}
				onEnded={() => setPlaying(false)}
				onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
				onDurationChange={(e) => {
					// MediaRecorder files often report Infinity: keep the length read on the server.
					const d = e.currentTarget.duration
					if (Number.isFinite(d) && d > 0) setLength(d)
				}}
			>
				{hasCaptions ? (
					<track kind="captions" src={captionsUrl(answerId)} srcLang="en" label="English" />
				) : null}
			</audio>
			<div className="flex items-center gap-3">
				<button
					type="button"
					onClick={toggle}
					aria-label={playing ? 'Pause audio answer' : 'Play audio answer'}
					className="flex h-12 w-12 flex-none items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
				>
					<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
						{playing ? <path d="M5 3h3v14H5zM12 3h3v14h-3z" /> : <path d="M6 3.5v13l11-6.5z" />}
					</svg>
				</button>
				<div className="relative h-10 min-w-0 flex-1">
					<Waveform peaks={peaks ?? []} progress={progress} clipId={`${id}-played`} />
					<input
						id={`${id}-seek`}
						type="range"
						min={0}
						max={Math.max(1, Math.round(length))}
						step={1}
						value={Math.round(time)}
						onChange={(e) => {
							const element = audio.current
							if (element) element.currentTime = Number(e.currentTarget.value)
							setTime(Number(e.currentTarget.value))
						}}
						aria-label="Seek"
						aria-valuetext={`${formatClock(time)} of ${formatClock(length)}`}
						className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
					/>
				</div>
				<span className="flex-none text-muted text-sm tabular-nums">
					{formatClock(time)} / {formatClock(Math.round(length))}
				</span>
			</div>
			{hasCaptions ? (
				<div className="mt-2">
					<CaptionsButton on={captions.on} onToggle={captions.toggle} />
					{captions.on ? (
						<p className="mt-2 min-h-6 rounded bg-black/80 px-2 py-1 text-center text-white">{cue}</p>
					) : null}
				</div>
			) : null}
		</div>
	)
}
