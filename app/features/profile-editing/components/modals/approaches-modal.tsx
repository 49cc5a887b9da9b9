import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Select } from '~/components/ui/select'
import { activeTags } from '~/platform/reference/tags'
import { ApproachesSchema, SELECTION_LIMITS } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

const APPROACH_OPTIONS = activeTags('Approaches').map((t) => ({ value: String(t.id), label: t.label }))

type Values = { approaches: string[] }
const toInput = (v: Values) => ({ approaches: v.approaches.map(Number) })

/** Your Approaches: the types of therapy offered (up to 15), the "Types of Therapy" search filter. */
export default function ApproachesModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: ApproachesSchema,
		initial: { approaches: profile.approaches.map((a) => String(a.id)) },
		toInput,
		onSuccess: onSaved,
	})
	return (
		<Dialog
			title="Your Approaches"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<Select
				label="Approaches"
				multiple
				max={SELECTION_LIMITS.approaches}
				hint={`The types of therapy you offer. Up to ${SELECTION_LIMITS.approaches}.`}
				options={APPROACH_OPTIONS}
				{...form.field('approaches')}
			/>
		</Dialog>
	)
}
