import type { ReactNode } from 'react'
import { Button } from './button'
import { FormAlert } from './field'

type FormFooterProps = {
	saving: boolean
	onCancel: () => void
	formError: string | null
	saveLabel?: string
	disabled?: boolean
	/** Another action on the far side (Delete Post). */
	start?: ReactNode
}

/** Save and Cancel, with the save error (never swallowed) right above them. */
export function FormFooter({
	saving,
	onCancel,
	formError,
	saveLabel = 'Save',
	disabled,
	start,
}: FormFooterProps) {
	return (
		<div>
			<FormAlert message={formError} className="mb-3 text-sm" />
			<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
				{start ? <div className="sm:mr-auto">{start}</div> : null}
				<Button variant="neutral" onClick={onCancel}>
					Cancel
				</Button>
				<Button type="submit" disabled={disabled} loading={saving} loadingText="Saving…">
					{saveLabel}
				</Button>
			</div>
		</div>
	)
}
