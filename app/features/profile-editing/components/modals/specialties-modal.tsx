import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Select } from '~/components/ui/select'
import { activeTags } from '~/platform/reference/tags'
import { SELECTION_LIMITS, SpecialtiesSchema } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

const SPECIALTY_OPTIONS = activeTags('Specialties').map((t) => ({ value: String(t.id), label: t.label }))

/** In the form `issues` holds the other specialties; the API gets all of them (top ones first). */
type Values = { top_issues: string[]; issues: string[] }

const toInput = (v: Values) => ({
	top_issues: v.top_issues.map(Number),
	issues: [...v.top_issues, ...v.issues].map(Number),
})

/** Your Specialties: up to 3 top specialties (highlighted, weigh more in answers) and up to 15 others. */
export default function SpecialtiesModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: SpecialtiesSchema,
		initial: {
			top_issues: profile.top_issues.map(String),
			issues: profile.specialties.filter((s) => !s.isTop).map((s) => String(s.id)),
		},
		toInput,
		onSuccess: onSaved,
	})
	const { values } = form
	return (
		<Dialog
			title="Your Specialties"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<Select
				label="Top specialties"
				name="top_issues"
				multiple
				max={SELECTION_LIMITS.top_issues}
				hint={`Up to ${SELECTION_LIMITS.top_issues}. Shown first on your profile.`}
				options={SPECIALTY_OPTIONS}
				value={values.top_issues}
				onChange={(top) => {
					form.set('top_issues', top)
					// A specialty is either top or other, never both.
					if (values.issues.some((o) => top.includes(o)))
						form.set(
							'issues',
							values.issues.filter((o) => !top.includes(o)),
						)
				}}
				error={form.errorFor('top_issues')}
			/>
			<Select
				label="Other specialties"
				multiple
				max={SELECTION_LIMITS.issues}
				hint={`Up to ${SELECTION_LIMITS.issues} more.`}
				options={SPECIALTY_OPTIONS.filter((o) => !values.top_issues.includes(o.value))}
				{...form.field('issues')}
			/>
		</Dialog>
	)
}
