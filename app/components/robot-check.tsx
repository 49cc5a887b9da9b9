import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'
import { ROBOT_CHECKBOX_FIELD, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'

type RobotCheckProps = {
	/** Prefix for element ids, unique on the page. */
	id: string
	/** Controlled use (to enable a submit button); leave both out for a plain no-JS form. */
	checked?: boolean
	onCheckedChange?: (checked: boolean) => void
	error?: string | null
}

/**
 * The two trap fields (off-screen, skipped by keyboard and screen readers, never autofilled) and the
 * visible 'I am not a robot' checkbox. Field names match `robotCheckShape` in ~/lib/robot-check.
 */
export function RobotCheck({ id, checked, onCheckedChange, error }: RobotCheckProps) {
	const errorId = `${id}-robot-error`
	const messages = fieldMessages(useI18n())
	return (
		<div>
			<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
				{ROBOT_TRAP_FIELDS.map((name) => (
					// One line each: read as text (a copy, innerText), two labels would run together.
					<label key={name} className="block">
						{messages.trap}
						<input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
					</label>
				))}
			</div>
			<label
				htmlFor={`${id}-not-robot`}
				className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-ink"
			>
				<input
					id={`${id}-not-robot`}
					type="checkbox"
					name={ROBOT_CHECKBOX_FIELD}
					value="true"
					className="h-5 w-5 accent-brand-700"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					{...(onCheckedChange
						? { checked: Boolean(checked), onChange: (e) => onCheckedChange(e.currentTarget.checked) }
						: {})}
				/>
				{messages.robotBox}
			</label>
			{error ? (
				<p id={errorId} role="alert" className="mt-1 text-red-700 text-sm">
					{error}
				</p>
			) : null}
		</div>
	)
}
