import { useEffect, useId, useRef, useState } from 'react'
import { Modal } from './modal'

/** Spec §9: the copy confirmation shows for 1500 ms. */
export const COPIED_MS = 1500

/** Share Profile: the canonical profile URL and a copy button that says 'Copied!' for 1.5 s. */
export function ShareProfileDialog({
	open,
	onClose,
	url,
}: {
	open: boolean
	onClose: () => void
	url: string
}) {
	const inputId = useId()
	const input = useRef<HTMLInputElement>(null)
	const [copied, setCopied] = useState(false)
	useEffect(() => {
		if (!copied) return
		const timer = setTimeout(() => setCopied(false), COPIED_MS)
		return () => clearTimeout(timer)
	}, [copied])

	const copy = async () => {
		try {
			await navigator.clipboard.writeText(url)
		} catch {
			// The Clipboard API needs a secure context; select the text so the old command can copy it.
			input.current?.select()
			document.execCommand('copy')
		}
		setCopied(true)
	}

	return (
		<Modal open={open} title="Share Profile" onClose={onClose}>
			<p className="text-muted">Share your profile with clients and colleagues, or add it to your website.</p>
			<label htmlFor={inputId} className="mt-4 block font-medium">
				Profile link
			</label>
			<div className="mt-1 flex gap-2">
				<input
					ref={input}
					id={inputId}
					readOnly
					value={url}
					onFocus={(e) => e.currentTarget.select()}
					className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-sand px-3 py-2 text-ink"
				/>
				<button
					type="button"
					onClick={copy}
					className="min-h-11 min-w-24 rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
				>
					{copied ? 'Copied!' : 'Copy'}
				</button>
			</div>
			<p className="sr-only" role="status">
				{copied ? 'Copied!' : ''}
			</p>
		</Modal>
	)
}
