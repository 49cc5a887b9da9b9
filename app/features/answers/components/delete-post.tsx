import { useState } from 'react'
import { Button } from '~/components/ui/button'

/** 'Delete Post', confirmed in place: the answer disappears everywhere at once. */
export function DeletePost({
	busy,
	failure,
	onConfirm,
	size = 'md',
}: {
	busy: boolean
	failure: string | null
	onConfirm: () => void
	/** 'sm' beside Edit Post on a card. */
	size?: 'sm' | 'md'
}) {
	const [confirming, setConfirming] = useState(false)
	if (!confirming && !busy)
		return (
			<div>
				{failure ? <p className="mb-2 text-red-700 text-sm">{failure}</p> : null}
				<Button variant="neutral" size={size} onClick={() => setConfirming(true)}>
					Delete Post
				</Button>
			</div>
		)
	return (
		<fieldset className="flex flex-wrap items-center gap-2">
			<legend className="sr-only">Delete this answer?</legend>
			<span aria-hidden="true" className="font-medium text-ink">
				Delete this answer?
			</span>
			<Button variant="danger" size={size} loading={busy} loadingText="Deleting…" onClick={onConfirm}>
				Delete
			</Button>
			<Button variant="neutral" size={size} disabled={busy} onClick={() => setConfirming(false)}>
				Keep
			</Button>
		</fieldset>
	)
}
