import { useCallback, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { ANSWER_MESSAGES } from '../answer-write.schema'
import type { Page } from '../answers.schema'
import type { ResponseDoc } from '../response-doc'

type ResponseType = (typeof TYPE_CHOICES)[number]['type']
import { DeletePost } from './delete-post'
import { RecordedAnswerDialog } from './recorded-answer-dialog'
import { TextAnswerDialog } from './text-answer-dialog'
import {
	answerFromReply,
	questionTitleFrom,
	useAnswerParam,
	useNewAnswerQuestion,
	useOpenAnswer,
} from './use-answer-dialog'

type EditorProps = { profile: { id: string }; onClose: () => void; onSaved: () => void }

/** The owner's answer, read through the owner listing of GET /api/response. */
function useOwnAnswer(author_id: string, answerId: string | null) {
	const [answer, setAnswer] = useState<ResponseDoc | null>(null)
	const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading')

	const load = useCallback(async () => {
		if (!answerId) return setState('missing')
		setState('loading')
		try {
			const params = new URLSearchParams({ author_id, id: answerId, is_deleted: 'false' })
			const response = await fetch(`/api/response?${params}`, { headers: { Accept: 'application/json' } })
			if (!response.ok) throw new Error(response.statusText)
			const page = (await response.json()) as Page<ResponseDoc>
			setAnswer(page.docs[0] ?? null)
			setState(page.docs[0] ? 'ready' : 'missing')
		} catch {
			setState('failed')
		}
	}, [author_id, answerId])

	useEffect(() => {
		void load()
	}, [load])
	return { answer, setAnswer, state, retry: load }
}

/**
 * Writing one answer (docs/product.md#answers): choose text, audio or video; write, or record and
 * add a transcript; Delete Post. Saving a text answer closes the editor (edit mode ends).
 */
export default function AnswerEditorModal(props: EditorProps) {
	const answerId = useAnswerParam()
	const question_id = useNewAnswerQuestion()
	return answerId === null && question_id !== null ? (
		<NewAnswerEditor {...props} question_id={question_id} />
	) : (
		<AnswerEditor {...props} answerId={answerId} />
	)
}

/**
 * A question not answered yet (docs/product.md#answers): the same steps, but nothing is written
 * until the first save (the text saved, or the recording uploaded) makes the answer.
 */
function NewAnswerEditor({ question_id, onClose, onSaved }: EditorProps & { question_id: number }) {
	const location = useLocation()
	const openAnswer = useOpenAnswer()
	const title = questionTitleFrom(location.state) ?? 'Your Answer'
	const [type, setType] = useState<ResponseType | null>(null)
	if (type === null) {
		return (
			<Dialog title={title} description="How would you like to answer?" size="lg" onClose={onClose}>
				<TypeChoice current={null} is_complete={false} busy={false} onChoose={setType} />
			</Dialog>
		)
	}
	if (type === 'text') {
		return (
			<TextAnswerDialog
				target={{ question_id: question_id }}
				savedText=""
				title={title}
				onClose={onClose}
				onSaved={onSaved}
				deleteControl={null}
				onChangeType={() => setType(null)}
			/>
		)
	}
	return (
		<RecordedAnswerDialog
			answer={null}
			question_id={question_id}
			kind={type}
			title={title}
			deleting={false}
			onClose={onClose}
			// Uploaded: the answer exists now, and the editor goes on with it (its transcript).
			onChanged={(doc) => openAnswer(doc.id, { replace: true })}
			onChangeType={() => setType(null)}
			deleteControl={null}
		/>
	)
}

function AnswerEditor({ profile, onClose, onSaved, answerId }: EditorProps & { answerId: string | null }) {
	const { answer, setAnswer, state, retry } = useOwnAnswer(profile.id, answerId)
	const [choosing, setChoosing] = useState(false)
	const [deleting, setDeleting] = useState(false)
	const change = useJsonSubmit({
		action: '/api/response',
		onSuccess: (_body, data) => {
			const doc = answerFromReply(data)
			if (doc) setAnswer(doc)
			setChoosing(false)
		},
	})
	const remove = useJsonSubmit({
		action: '/api/response',
		method: 'delete',
		onSuccess: onSaved,
		onFailure: () => setDeleting(false),
	})

	const confirmDelete = () => {
		if (!answer) return
		// A recording in progress is stopped and discarded (camera off) before the answer goes.
		flushSync(() => setDeleting(true))
		remove.submit({ id: answer.id })
	}

	const title = answer?.question_title ?? 'Your Answer'
	const deleteControl = answer ? (
		<DeletePost busy={remove.busy} failure={remove.failure?.message ?? null} onConfirm={confirmDelete} />
	) : null

	if (state !== 'ready' || !answer) {
		return (
			<Dialog title="Your Answer" onClose={onClose}>
				{state === 'loading' ? (
					<p role="status" className="text-muted">
						Loading your answer…
					</p>
				) : (
					<div role="alert">
						<p className="text-ink">
							{state === 'missing' ? ANSWER_MESSAGES.notFound : 'Your answer could not be loaded.'}
						</p>
						{state === 'failed' ? (
							<Button variant="secondary" className="mt-3" onClick={() => void retry()}>
								Try Again
							</Button>
						) : null}
					</div>
				)}
			</Dialog>
		)
	}

	if (answer.type === null || choosing) {
		return (
			<Dialog
				title={title}
				description="How would you like to answer?"
				size="lg"
				onClose={onClose}
				footer={<div className="flex justify-start">{deleteControl}</div>}
			>
				<TypeChoice
					current={answer.type}
					is_complete={answer.is_complete}
					busy={change.busy}
					onChoose={(type) => change.submit({ id: answer.id, type })}
					onKeep={answer.type ? () => setChoosing(false) : undefined}
				/>
				<FormAlert message={change.failure?.message} />
			</Dialog>
		)
	}

	if (answer.type === 'text') {
		return (
			<TextAnswerDialog
				target={{ id: answer.id }}
				savedText={answer.text}
				title={title}
				onClose={onClose}
				onSaved={onSaved}
				deleteControl={deleteControl}
				onChangeType={() => setChoosing(true)}
			/>
		)
	}

	return (
		<RecordedAnswerDialog
			answer={answer}
			kind={answer.type}
			title={title}
			deleting={deleting}
			onClose={onClose}
			onChanged={setAnswer}
			onChangeType={() => setChoosing(true)}
			deleteControl={deleteControl}
		/>
	)
}

const TYPE_CHOICES = [
	{ type: 'text', label: 'Write', hint: 'A written answer, up to 7000 characters.' },
	{ type: 'video', label: 'Record video', hint: 'Up to 3 minutes with your camera.' },
	{ type: 'audio', label: 'Record audio', hint: 'Up to 5 minutes with your microphone.' },
] as const

function TypeChoice({
	current,
	is_complete,
	busy,
	onChoose,
	onKeep,
}: {
	current: ResponseType | null
	is_complete: boolean
	busy: boolean
	onChoose: (type: ResponseType) => void
	onKeep?: () => void
}) {
	return (
		<div>
			{is_complete ? (
				<p className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-3 py-2 text-orange-950 text-sm">
					Choosing another way takes this answer off your profile until you save the new one.
				</p>
			) : null}
			<ul className="grid gap-3 sm:grid-cols-3">
				{TYPE_CHOICES.map((choice) => (
					<li key={choice.type}>
						<button
							type="button"
							disabled={busy}
							aria-pressed={current === choice.type}
							onClick={() => onChoose(choice.type)}
							className="flex h-full min-h-24 w-full flex-col items-start rounded-xl border border-stone-300 bg-white p-4 text-left hover:border-brand-700 disabled:opacity-60 aria-pressed:border-brand-700"
						>
							<span className="font-semibold text-brand-800 text-lg">{choice.label}</span>
							<span className="mt-1 text-muted text-sm">{choice.hint}</span>
						</button>
					</li>
				))}
			</ul>
			{onKeep ? (
				<Button variant="neutral" className="mt-4" onClick={onKeep}>
					Keep my answer as it is
				</Button>
			) : null}
		</div>
	)
}
