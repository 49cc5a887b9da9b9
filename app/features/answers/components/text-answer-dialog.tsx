import { type ReactNode, useState } from 'react'
import { Dialog } from '~/components/ui/dialog'
import { useReportDirty } from '~/components/ui/discard-guard'
import { Field } from '~/components/ui/field'
import { FormFooter } from '~/components/ui/form-footer'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { ANSWER_TEXT_LIMIT, AnswerTextSchema } from '../answer-write.schema'
import type { ResponseDoc } from '../response-doc'

// A written answer in the answer editor (answer-editor-modal.tsx, docs/product.md#answers).

type TextAnswerDialogProps = {
	answer: ResponseDoc
	title: string
	onClose: () => void
	onSaved: () => void
	deleteControl: ReactNode
	onChangeType: () => void
}

export function TextAnswerDialog({
	answer,
	title,
	onClose,
	onSaved,
	deleteControl,
	onChangeType,
}: TextAnswerDialogProps) {
	const [text, setText] = useState(answer.text)
	const [touched, setTouched] = useState(false)
	const [saved, setSaved] = useState(false)
	// Unsaved text: closing asks first (the modal host's DiscardGuard); saved text closes freely.
	const reportDirty = useReportDirty(!saved && text.trim() !== answer.text.trim())
	const save = useJsonSubmit({
		action: '/api/response',
		onSuccess: () => {
			setSaved(true)
			reportDirty?.(false)
			onSaved()
		},
	})
	const checked = AnswerTextSchema.safeParse(text)
	const error = checked.success ? null : (checked.error.issues[0]?.message ?? null)
	return (
		<Dialog
			title={title}
			size="lg"
			onClose={onClose}
			onSubmit={(event) => {
				event.preventDefault()
				setTouched(true)
				if (checked.success) save.submit({ id: answer.id, text: checked.data })
			}}
			footer={
				<FormFooter
					saving={save.busy}
					onCancel={onClose}
					formError={save.failure?.message ?? null}
					saveLabel="Save Answer"
					start={deleteControl}
				/>
			}
		>
			<Field
				name="text"
				label="Your answer"
				multiline
				rows={12}
				maxLength={ANSWER_TEXT_LIMIT}
				refuseAtMax
				hint="In your own words, as you would say it to someone considering therapy with you."
				value={text}
				onChange={(value) => {
					setSaved(false)
					setText(value)
				}}
				onBlur={() => setTouched(true)}
				error={
					touched || text.trim().length >= ANSWER_TEXT_LIMIT ? (save.failure?.fields.text ?? error) : null
				}
			/>
			<button
				type="button"
				onClick={onChangeType}
				className="min-h-11 font-medium text-brand-700 underline hover:text-brand-900"
			>
				Record audio or video instead
			</button>
		</Dialog>
	)
}
