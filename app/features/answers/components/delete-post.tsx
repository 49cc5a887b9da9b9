import { useState } from 'react'
import { Button } from '~/components/ui/button'

/** 'Delete Post', confirmed in place: the answer disappears everywhere at once. */
export function DeletePost({
	busy,
	failure,
	onConfirm,
}: {
	busy: boolean
	failure: string | null
	onConfirm: () => void
}) {
	const [confirming, setConfirming] = useState(false)
	if (!confirming && !busy)
		return (
			<div>
				{failure ? <p className="mb-2 text-red-700 text-sm">{failure}</p> : null}
				<Button variant="neutral" onClick={() => setConfirming(true)}>
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
			<Button variant="danger" loading={busy} loadingText="Deleting…" onClick={onConfirm}>
				Delete
			</Button>
			<Button variant="neutral" disabled={busy} onClick={() => setConfirming(false)}>
				Keep
			</Button>
		</fieldset>
	)
}
