import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { SaveTranscriptSchema, TRANSCRIPT_LIMIT } from '../answer-write.schema'
import type { RecordingKind } from '../recording-rules'
import type { ResponseDoc } from '../response-doc'
import { ResponseBody } from './response-card'
import { answerFromReply } from './use-answer-dialog'

// A recorded answer in the answer editor (answer-editor-modal.tsx, docs/product.md#answers): the
// recorder, the recording and its transcript.

const Recorder = lazy(() => import('../recording/recorder'))

type RecordedAnswerDialogProps = {
	/** Null for a question's new answer: its first upload makes it (`question_id`). */
	answer: ResponseDoc | null
	question_id?: number
	kind: RecordingKind
	title: string
	deleting: boolean
	onClose: () => void
	onChanged: (answer: ResponseDoc) => void
	onChangeType: () => void
	deleteControl: ReactNode
}

export function RecordedAnswerDialog({
	answer,
	question_id,
	kind,
	title,
	deleting,
	onClose,
	onChanged,
	onChangeType,
	deleteControl,
}: RecordedAnswerDialogProps) {
	const hasMedia = answer !== null && (kind === 'video' ? answer.video_url : answer.audio_url) !== null
	const [recording, setRecording] = useState(!hasMedia)
	const revalidator = useRevalidator()
	const changedFrom = (text: string) => text.trim() !== (answer?.transcript_full ?? '').trim()
	// Checked when saved (its one rule is a length the counter already shows while typing).
	const form = useForm({
		schema: SaveTranscriptSchema,
		initial: { transcript_full: answer?.transcript_full ?? '' },
		toInput: (values) => ({ id: answer?.id, transcript_full: values.transcript_full }),
		toBody: (input) => input as JsonBody,
		endpoint: '/api/response',
		validateOn: 'submit',
		failure: (failure) => ({ fields: failure.fields, form: failure.message }),
		// The saved transcript comes back in `answer`, which ends the difference.
		isDirty: (values) => changedFrom(values.transcript_full),
		onSuccess: (_body, data) => {
			const doc = answerFromReply(data)
			if (doc) onChanged(doc)
		},
	})
	const transcriptChanged = changedFrom(form.values.transcript_full)
	return (
		<Dialog
			title={title}
			description={kind === 'video' ? 'A video answer' : 'An audio answer'}
			size="lg"
			onClose={onClose}
			footer={
				<div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
					{deleteControl}
					{/* While recording, the recorder's own Cancel and the Close above are enough. */}
					{hasMedia && !recording ? (
						<Button variant="neutral" onClick={onClose}>
							Done
						</Button>
					) : null}
				</div>
			}
		>
			{recording && !deleting ? (
				<Suspense fallback={<p className="text-muted">Loading the recorder…</p>}>
					<Recorder
						kind={kind}
						answerId={answer ? answer.id : { question_id: question_id ?? 0 }}
						onSaved={(doc) => {
							onChanged(doc)
							setRecording(false)
							// The profile's feed shows the new recording.
							void revalidator.revalidate()
						}}
						onCancel={() => (hasMedia ? setRecording(false) : onChangeType())}
					/>
				</Suspense>
			) : null}
			{!recording && hasMedia && answer ? (
				<div>
					<ResponseBody response={answer} />
					<div className="mt-3 flex flex-wrap gap-3">
						<Button variant="secondary" onClick={() => setRecording(true)}>
							Record Again
						</Button>
						<Button variant="neutral" onClick={onChangeType}>
							Answer another way
						</Button>
					</div>
				</div>
			) : null}
			{hasMedia && !recording ? (
				<form className="mt-6 border-stone-200 border-t pt-5" noValidate onSubmit={form.onSubmit}>
					<Field
						label="Transcript"
						required={false}
						multiline
						rows={8}
						maxLength={TRANSCRIPT_LIMIT}
						hint="What you say in the recording. Visitors can read it under the player, it becomes the captions, and search engines read it. Start a line with a time such as [0:15] to time a caption."
						{...form.field('transcript_full')}
					/>
					<FormAlert message={form.formError} className="mb-3 text-sm" />
					<div className="flex flex-wrap items-center gap-3">
						<Button type="submit" loading={form.busy} loadingText="Saving…" disabled={!transcriptChanged}>
							Save Transcript
						</Button>
						<p role="status" className="text-muted text-sm">
							{!transcriptChanged && !form.busy && answer?.transcript_full
								? 'Transcript saved: visitors can turn on captions.'
								: ''}
						</p>
					</div>
				</form>
			) : null}
		</Dialog>
	)
}
