import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { AboutSchema, TEXT_LIMITS } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import type { ProfileModalProps } from '../modal-props'
import { useProfileForm } from '../use-profile-form'

/** About: the provider's summary, shown on the profile and in search results. */
export default function AboutModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useProfileForm(AboutSchema, { summary: profile.summary }, { onSaved })
	const length = form.values.summary.trim().length
	return (
		<Dialog
			title="About"
			size="lg"
			onClose={onClose}
			onSubmit={form.submit}
			footer={<FormFooter saving={form.saving} onCancel={onClose} formError={form.formError} />}
		>
			<Field
				required={false}
				name="summary"
				label="Summary"
				multiline
				rows={12}
				hint="Who you help and how you work, in your own words. Clients read this first."
				value={form.values.summary}
				onChange={(v) => form.set('summary', v)}
				onBlur={() => form.touch('summary')}
				error={form.errorFor('summary')}
			/>
			<p className="-mt-2 text-right text-muted text-sm" aria-hidden="true">
				{length} / {TEXT_LIMITS.summary}
			</p>
		</Dialog>
	)
}
