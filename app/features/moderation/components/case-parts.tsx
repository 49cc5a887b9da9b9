import type { ReportReason } from '~/db/schema'
import { PostForm, SubmitButton } from '~/features/staff/components/console-ui'

// Pieces of the console's moderation pages (English only: docs/product.md#moderation).

export const REASON_LABELS: Record<ReportReason, string> = {
	not_licensed: 'Not a licensed therapist',
	impersonation: 'Pretending to be someone else',
	wrong_details: 'Wrong or outdated details',
	inappropriate: 'Inappropriate or harmful content',
	other: 'Something else',
}

/** One action's form: its required reason, and a button that says what it does. */
export function ActionForm({
	intent,
	label,
	reasonLabel,
	hint,
	error,
	report_id,
	variant = 'primary',
}: {
	intent: string
	label: string
	reasonLabel: string
	hint?: string
	error?: string
	report_id?: string
	variant?: 'primary' | 'danger'
}) {
	const id = `reason-${intent}${report_id ? `-${report_id}` : ''}`
	const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<PostForm className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
			<input type="hidden" name="intent" value={intent} />
			{report_id ? <input type="hidden" name="report_id" value={report_id} /> : null}
			<label className="block font-medium text-ink" htmlFor={id}>
				{reasonLabel}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="text-muted text-sm">
					{hint}
				</p>
			) : null}
			<textarea
				id={id}
				name="reason"
				required
				maxLength={1000}
				rows={2}
				className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
				aria-invalid={error ? true : undefined}
				aria-describedby={described || undefined}
			/>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
					{error}
				</p>
			) : null}
			<SubmitButton variant={variant}>{label}</SubmitButton>
		</PostForm>
	)
}
