import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useRootData } from '~/lib/root-data'
import {
	BADGE_DIMENSIONS,
	BADGE_SIZES,
	BADGE_THEMES,
	type BadgeSize,
	type BadgeTheme,
	badgeSnippet,
	badgeUrl,
} from '../badge'

/** The copy confirmation shows for 1500 ms (docs/product.md#limits). */
const COPIED_MS = 1500

const LABELS: Record<BadgeSize | BadgeTheme, string> = {
	small: 'Small',
	large: 'Large',
	light: 'Light',
	dark: 'Dark',
}

type ShareProfileModalProps = {
	/** The canonical public URL of the profile. */
	profileUrl: string
	short_id: number
	/** The provider's display name, for the badge image's alt text. */
	name: string
	onClose: () => void
}

function originOf(url: string): string {
	try {
		return new URL(url).origin
	} catch {
		return ''
	}
}

/** Copies text; falls back to selecting it and the old copy command outside secure contexts. */
async function copyText(text: string, fallback: HTMLTextAreaElement | null): Promise<boolean> {
	try {
		await navigator.clipboard.writeText(text)
		return true
	} catch {
		if (!fallback) return false
		fallback.focus()
		fallback.select()
		return document.execCommand('copy')
	}
}

function Choice<T extends BadgeSize | BadgeTheme>({
	legend,
	name,
	options,
	value,
	onChange,
}: {
	legend: string
	name: string
	options: readonly T[]
	value: T
	onChange: (value: T) => void
}) {
	return (
		<fieldset>
			<legend className="font-medium text-ink">{legend}</legend>
			<div className="mt-2 inline-flex rounded-full border border-stone-300 bg-sand p-1">
				{options.map((option) => (
					<label
						key={option}
						className="flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-full px-4 text-ink has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2"
					>
						<input
							type="radio"
							name={name}
							value={option}
							checked={value === option}
							onChange={() => onChange(option)}
							className="sr-only"
						/>
						{LABELS[option]}
					</label>
				))}
			</div>
		</fieldset>
	)
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
	return (
		<div className="mt-5">
			<label htmlFor={id} className="block font-medium text-ink">
				{label}
			</label>
			{children}
		</div>
	)
}

/**
 * Share Profile: an embeddable "Find me on {product}" badge for the provider's own website, in two
 * sizes and two themes, with a live preview, the HTML to copy and the profile link. A Dialog that
 * opens when mounted; Close or Escape call onClose. Whoever opens it owns the history entry.
 */
export function ShareProfileModal({ profileUrl, short_id, name, onClose }: ShareProfileModalProps) {
	const root = useRootData()
	const siteName = root?.env.siteName ?? 'Openroom'
	const publicUrl = root?.env.publicUrl || originOf(profileUrl)
	const code = useRef<HTMLTextAreaElement>(null)
	const codeId = useId()
	const linkId = useId()
	const radioName = useId()
	const [size, setSize] = useState<BadgeSize>('small')
	const [theme, setTheme] = useState<BadgeTheme>('light')
	const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')

	useEffect(() => {
		if (status !== 'copied') return
		const timer = setTimeout(() => setStatus('idle'), COPIED_MS)
		return () => clearTimeout(timer)
	}, [status])

	const options = { size, theme }
	const snippet = badgeSnippet({ profileUrl, publicUrl, short_id, name, siteName, options })
	const { width, height } = BADGE_DIMENSIONS[size]

	const copy = async () => {
		setStatus((await copyText(snippet, code.current)) ? 'copied' : 'failed')
	}

	return (
		<Dialog title="Share Profile" onClose={onClose}>
			<p className="text-muted">
				Add a badge to your own website so clients can find your {siteName} profile.
			</p>

			<div className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
				<Choice
					legend="Size"
					name={`${radioName}-size`}
					options={BADGE_SIZES}
					value={size}
					onChange={setSize}
				/>
				<Choice
					legend="Theme"
					name={`${radioName}-theme`}
					options={BADGE_THEMES}
					value={theme}
					onChange={setTheme}
				/>
			</div>

			<figure className="mt-5">
				<figcaption className="font-medium text-ink">Preview</figcaption>
				<div className="mt-2 flex min-h-28 items-center justify-center rounded-lg border border-stone-200 bg-sand p-4">
					<img
						src={badgeUrl(publicUrl, short_id, options)}
						alt={`Badge preview: ${LABELS[size]}, ${LABELS[theme]}`}
						width={width}
						height={height}
						className="max-w-full"
					/>
				</div>
			</figure>

			<Field id={codeId} label="HTML code">
				<p id={`${codeId}-hint`} className="text-muted text-sm">
					Paste it where the badge should appear on your website.
				</p>
				<textarea
					ref={code}
					id={codeId}
					aria-describedby={`${codeId}-hint`}
					readOnly
					rows={4}
					value={snippet}
					onFocus={(e) => e.currentTarget.select()}
					className="mt-2 block w-full resize-none rounded-lg border border-stone-300 bg-sand px-3 py-2 font-mono text-ink text-sm"
				/>
				<div className="mt-3 flex flex-wrap items-center gap-3">
					<Button onClick={copy} className="min-w-28">
						{status === 'copied' ? 'Copied!' : 'Copy'}
					</Button>
					{status === 'failed' ? (
						<p className="text-muted text-sm">The code is selected: copy it with your keyboard.</p>
					) : null}
				</div>
				<p className="sr-only" role="status">
					{status === 'copied' ? 'Copied!' : ''}
				</p>
			</Field>

			<Field id={linkId} label="Profile link">
				<input
					id={linkId}
					readOnly
					value={profileUrl}
					onFocus={(e) => e.currentTarget.select()}
					className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-sand px-3 py-2 text-ink"
				/>
			</Field>
		</Dialog>
	)
}
