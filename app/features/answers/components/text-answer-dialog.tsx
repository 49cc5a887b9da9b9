import type { ReactNode } from 'react'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { FormFooter } from '~/components/ui/form-footer'
import { useForm } from '~/components/ui/use-form'
import {
	ANSWER_TEXT_LIMIT,
	type AnswerTarget,
	CreateTextAnswerSchema,
	SaveAnswerTextSchema,
} from '../answer-write.schema'

// A written answer in the answer editor (answer-editor-modal.tsx, docs/product.md#answers).

type TextAnswerDialogProps = {
	/** The answer saved to, or the question whose answer this first save makes. */
	target: AnswerTarget
	/** The text saved so far ('' for a new answer). */
	savedText: string
	title: string
	onClose: () => void
	onSaved: () => void
	deleteControl: ReactNode
	onChangeType: () => void
}

export function TextAnswerDialog({
	target,
	savedText,
	title,
	onClose,
	onSaved,
	deleteControl,
	onChangeType,
}: TextAnswerDialogProps) {
	const form = useForm({
		schema: 'id' in target ? SaveAnswerTextSchema : CreateTextAnswerSchema,
		initial: { text: savedText },
		toInput: (values) => ({ ...target, text: values.text }),
		endpoint: '/api/response',
		failure: (failure) => ({ fields: failure.fields, form: failure.message }),
		// Unsaved text: closing asks first (the modal host's DiscardGuard); saved text closes freely.
		isDirty: (values) => values.text.trim() !== savedText.trim(),
		onSuccess: onSaved,
	})
	return (
		<Dialog
			title={title}
			size="lg"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={
				<FormFooter
					saving={form.busy}
					onCancel={onClose}
					formError={form.formError}
					saveLabel="Save Answer"
					start={deleteControl}
				/>
			}
		>
			<Field
				label="Your answer"
				multiline
				rows={12}
				maxLength={ANSWER_TEXT_LIMIT}
				refuseAtMax
				hint="In your own words, as you would say it to someone considering therapy with you."
				{...form.field('text')}
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
