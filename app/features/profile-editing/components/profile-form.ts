import type { SubmitFailure } from '~/components/ui/use-json-submit'
import { MESSAGES } from '../profile.schema'

/**
 * How every profile modal uses the form hook (useForm): it saves to POST /api/user, shows a field's
 * error as soon as it changes, moves focus to the first error after a refused Save, and asks before
 * closing with unsaved changes. A failure keeps its message above the buttons as well.
 */
export const PROFILE_FORM = {
	endpoint: '/api/user',
	validateOn: 'change',
	focusInvalid: true,
	isDirty: true,
	failure: (failure: SubmitFailure) => ({
		fields: failure.fields,
		form: failure.message ?? MESSAGES.saveFailed,
	}),
} as const
