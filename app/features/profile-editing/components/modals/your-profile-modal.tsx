import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Field } from '~/components/ui/field'
import { AVAILABILITY_OPTIONS } from '~/platform/reference/options'
import { TEXT_LIMITS, YourProfileSchema } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

/** Your Profile: name, headline and how clients reach the provider (docs/product.md#profile-editing). */
export default function YourProfileModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm({
		...PROFILE_FORM,
		schema: YourProfileSchema,
		initial: {
			first_name: profile.first_name,
			last_name: profile.last_name,
			headline: profile.headline,
			phone: profile.phone,
			license: profile.license,
			link: profile.link,
			availability: profile.availability as string,
		},
		onSuccess: onSaved,
	})
	const { values, set, errorFor } = form
	return (
		<Dialog
			title="Your Profile"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Field label="First name" required autoComplete="given-name" {...form.field('first_name')} />
				<Field label="Last name" required autoComplete="family-name" {...form.field('last_name')} />
			</div>
			<Field
				label="Headline"
				required
				hint={`Your work title, for example “Licensed Clinical Social Worker”. Up to ${TEXT_LIMITS.headline} characters.`}
				autoComplete="organization-title"
				{...form.field('headline')}
			/>
			<Field
				required={false}
				label="Phone"
				type="tel"
				inputMode="tel"
				autoComplete="tel"
				hint="Shown on your profile so clients can call you."
				{...form.field('phone')}
			/>
			<Field
				required={false}
				label="License"
				hint="Your license type and number, for example “LCSW 12345”."
				{...form.field('license')}
			/>
			<Field
				required={false}
				label="Website"
				type="url"
				inputMode="url"
				autoComplete="url"
				{...form.field('link')}
			/>
			<ChoiceGroup
				legend="Availability"
				name="availability"
				options={AVAILABILITY_OPTIONS}
				value={[values.availability]}
				onChange={([v]) => set('availability', v)}
				multiple={false}
				hint="Waitlisted profiles rank lower in search; when not accepting, contact details are hidden."
				error={errorFor('availability')}
			/>
		</Dialog>
	)
}
