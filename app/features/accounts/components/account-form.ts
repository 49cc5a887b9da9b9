import type { FormOptions, Shown } from '~/components/ui/use-form'
import type { SubmitFailure } from '~/components/ui/use-json-submit'
import { ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import { boxErrors, type FormActionData } from '../accounts.schema'

type Options = {
	/** The JSON endpoint (/auth/…) the form posts to once JavaScript runs. */
	endpoint: string
	/** Shown when the call fails without a message of its own (or with a refusal not meant for users). */
	fallbackMessage: string
	/** Boxes that must be ticked besides the robot check's 'not_robot' (the terms on /register). */
	boxes?: readonly string[]
	/** Fixed values sent along (user_id and token from a link). */
	extra?: Record<string, string>
	/** What the page action answered after a post without JavaScript. */
	returned?: FormActionData
	/** false for the forms of someone already logged in (Change Password): no robot check. */
	robotCheck?: boolean
}

/**
 * How every account form uses the form hook (useForm): every field is required before the button
 * is enabled, the robot check's traps are read from the form, and a failure shows under its fields
 * or as one message (the form's own when the answer has none meant for users).
 */
export function accountForm<V extends Record<string, unknown>>(
	initial: V,
	options: Options,
): Omit<FormOptions<V>, 'schema'> {
	const robot = options.robotCheck !== false
	const boxes = [...(robot ? ['not_robot'] : []), ...(options.boxes ?? [])]
	return {
		initial,
		endpoint: options.endpoint,
		required: Object.keys(initial),
		readFromForm: robot ? ROBOT_TRAP_FIELDS : [],
		toInput: (values) => ({ ...values, ...options.extra }),
		check: (values) => boxErrors(values, boxes),
		failure: (failure: SubmitFailure): Shown => {
			const hasFields = Object.keys(failure.fields).length > 0
			// A refused origin (forbidden) is not the user's doing: give the form's own message.
			const useful = failure.message && failure.code !== 'forbidden'
			return {
				fields: failure.fields,
				form: hasFields ? null : useful ? failure.message : options.fallbackMessage,
			}
		},
		initialErrors: options.returned
			? { fields: options.returned.fields ?? {}, form: options.returned.message ?? null }
			: undefined,
	}
}
