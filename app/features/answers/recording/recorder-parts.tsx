// Small pieces the recorder's views share: the camera preview, the level meter, the live waveform.
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useState } from 'react'

/**
 * Buttons stacked full width when the recorder is narrow (the main action on top), in a row once
 * it is 28rem wide: a container query, since the recorder lives in a modal, not the page.
 */
export function ActionRow({ children }: { children: ReactNode }) {
	return (
		<div className="@container">
			<div className="flex flex-col-reverse gap-3 @md:flex-row @md:justify-end">{children}</div>
		</div>
	)
}

/** Classes for buttons inside ActionRow. */
export const ACTION = 'w-full whitespace-nowrap @md:w-auto'

/**
 * The live camera, muted and mirrored (people expect a mirror; the recording itself is not
 * mirrored), in the camera's own shape so nothing recorded is cropped away (a phone held upright
 * films portrait). Without a stream (the gallery, the server) it is a dark frame with the same name.
 */
export function CameraPreview({
	stream,
	videoRef,
	children,
}: {
	stream: MediaStream | null
	videoRef?: RefObject<HTMLVideoElement | null>
	children?: ReactNode
}) {
	const attach = useCallback(
		(video: HTMLVideoElement | null) => {
			if (videoRef) videoRef.current = video
			if (video && video.srcObject !== stream) video.srcObject = stream
		},
		[stream, videoRef],
	)
	const [shape, setShape] = useState<string | null>(null)
	return (
		<div className="relative overflow-hidden rounded-xl bg-stone-900">
			<video
				ref={attach}
				aria-label="Camera preview"
				muted
				autoPlay
				playsInline
				onLoadedMetadata={(event) => {
					const { videoWidth, videoHeight } = event.currentTarget
					if (videoWidth && videoHeight) setShape(`${videoWidth} / ${videoHeight}`)
				}}
				style={{ aspectRatio: shape ?? '4 / 3' }}
				className="mx-auto max-h-[60svh] w-full -scale-x-100 object-contain"
			/>
			{children}
		</div>
	)
}

/** Words for the level, so the meter is not only a colour. */
function levelWord(level: number): string {
	if (level < 0.02) return 'Silent'
	if (level < 0.1) return 'Quiet'
	if (level < 0.8) return 'Good'
	return 'Very loud'
}

/**
 * The microphone level (0–1). A peak of speech sits around 0.1–0.6, so the bar is scaled with a
 * square root to move visibly for normal speech.
 */
export function LevelMeter({ level }: { level: number }) {
	const percent = Math.round(Math.min(1, Math.sqrt(Math.max(0, level))) * 100)
	const word = levelWord(level)
	const id = useId()
	return (
		<div className="flex items-center gap-3">
			<span id={id} className="flex-none text-muted text-sm">
				Microphone level
			</span>
			{/* A <meter> cannot be styled the same way in every browser: a div with the meter role. */}
			{/* biome-ignore lint/a11y/useSemanticElements: see above */}
			<div
				role="meter"
				aria-labelledby={id}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={percent}
				aria-valuetext={`${word} (${percent}%)`}
				className="h-3 flex-1 overflow-hidden rounded-full bg-stone-200"
			>
				<div
					className={`h-full rounded-full transition-[width] duration-100 ${level >= 0.8 ? 'bg-amber-500' : 'bg-brand-600'}`}
					style={{ width: `${percent}%` }}
				/>
			</div>
			<span aria-hidden="true" className="w-20 flex-none whitespace-nowrap text-right text-muted text-sm">
				{word}
			</span>
		</div>
	)
}

/** The last peaks as bars, newest on the right. Decorative: the timer says what matters. */
export function LiveWaveform({ peaks, bars = 48 }: { peaks: number[]; bars?: number }) {
	const shown = peaks.slice(-bars)
	const padded = [...Array(bars - shown.length).fill(0), ...shown] as number[]
	return (
		<svg
			aria-hidden="true"
			viewBox={`0 0 ${bars * 4} 40`}
			preserveAspectRatio="none"
			className="h-16 w-full text-brand-700"
		>
			{padded.map((peak, i) => {
				// Rounded: the server and the browser must write the same numbers (hydration).
				const height = Math.round(Math.max(2, Math.sqrt(peak) * 40) * 10) / 10
				return (
					<rect
						// biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, not items
						key={i}
						x={i * 4 + 0.5}
						y={(40 - height) / 2}
						width={3}
						height={height}
						rx={1.5}
						fill="currentColor"
					/>
				)
			})}
		</svg>
	)
}

/** A playable object URL for a blob, revoked when the blob changes or the component leaves. */
export function useObjectUrl(blob: Blob | null): string | null {
	const [url, setUrl] = useState<string | null>(null)
	// Created in an effect, not during render, so the server and StrictMode never leak one.
	useEffect(() => {
		if (!blob) {
			setUrl(null)
			return
		}
		const created = URL.createObjectURL(blob)
		setUrl(created)
		return () => URL.revokeObjectURL(created)
	}, [blob])
	return url
}
