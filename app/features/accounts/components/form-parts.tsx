import { type ReactNode, useId } from 'react'
import { RobotCheck as SharedRobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { MESSAGES } from '../accounts.schema'

/** The shared robot check (docs/product.md#robot-check), controlled so the submit button can wait for the box (`{...form.box('not_robot')}`). */
export function RobotCheck({
	checked,
	error,
	onChange,
}: {
	checked: boolean
	error?: string
	onChange: (checked: boolean) => void
	name?: string
}) {
	const id = useId()
	return <SharedRobotCheck id={id} checked={checked} onCheckedChange={onChange} error={error} />
}

/** The submit button; while disabled it shows the spec's tip (also as a tooltip). */
export function SubmitButton({
	disabled,
	busy,
	children,
}: {
	disabled: boolean
	busy: boolean
	children: ReactNode
}) {
	const id = useId()
	const showTip = disabled && !busy
	return (
		<div className="mt-5">
			<Button
				type="submit"
				size="lg"
				block
				disabled={disabled}
				loading={busy}
				aria-describedby={showTip ? id : undefined}
				title={showTip ? MESSAGES.disabledTip : undefined}
			>
				{children}
			</Button>
			{showTip ? (
				<p id={id} className="mt-2 text-center text-muted text-sm">
					{MESSAGES.disabledTip}
				</p>
			) : null}
		</div>
	)
}
