import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Field } from '~/components/ui/field'
import { AboutSchema, TEXT_LIMITS } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

/** About: the provider's summary, shown on the profile and in search results. */
export default function AboutModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm({
		...PROFILE_FORM,
		schema: AboutSchema,
		initial: { summary: profile.summary },
		onSuccess: onSaved,
	})
	const length = form.values.summary.trim().length
	return (
		<Dialog
			title="About"
			size="lg"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<Field
				required={false}
				label="Summary"
				multiline
				rows={12}
				hint="Who you help and how you work, in your own words. Clients read this first."
				{...form.field('summary')}
			/>
			<p className="-mt-2 text-right text-muted text-sm" aria-hidden="true">
				{length} / {TEXT_LIMITS.summary}
			</p>
		</Dialog>
	)
}
