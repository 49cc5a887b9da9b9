import { Dialog } from '~/components/ui/dialog'
import { Select } from '~/components/ui/select'
import { activeTags } from '~/platform/reference/tags'
import { ApproachesSchema, SELECTION_LIMITS } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'
import { useProfileForm } from '../use-profile-form'

const APPROACH_OPTIONS = activeTags('Approaches').map((t) => ({ value: String(t.id), label: t.label }))

type Values = { approaches: string[] }
const toInput = (v: Values) => ({ approaches: v.approaches.map(Number) })

/** Your Approaches: the types of therapy offered (up to 15), the "Types of Therapy" search filter. */
export default function ApproachesModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useProfileForm<Values>(
		ApproachesSchema,
		{ approaches: profile.approaches.map((a) => String(a.id)) },
		{ toInput, onSaved },
	)
	return (
		<Dialog
			title="Your Approaches"
			onClose={onClose}
			onSubmit={form.submit}
			footer={<FormFooter saving={form.saving} onCancel={onClose} formError={form.formError} />}
		>
			<Select
				label="Approaches"
				name="approaches"
				multiple
				max={SELECTION_LIMITS.approaches}
				hint={`The types of therapy you offer. Up to ${SELECTION_LIMITS.approaches}.`}
				options={APPROACH_OPTIONS}
				value={form.values.approaches}
				onChange={(v) => form.set('approaches', v)}
				error={form.errorFor('approaches')}
			/>
		</Dialog>
	)
}
