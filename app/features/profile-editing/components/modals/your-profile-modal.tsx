import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { AVAILABILITY_OPTIONS } from '~/platform/reference/options'
import { TEXT_LIMITS, YourProfileSchema } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { useProfileForm } from '../use-profile-form'

/** Your Profile: name, headline and how clients reach the provider (docs/product.md#profile-editing). */
export default function YourProfileModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useProfileForm(
		YourProfileSchema,
		{
			first_name: profile.firstName,
			last_name: profile.lastName,
			headline: profile.headline,
			phone: profile.phone,
			license: profile.license,
			link: profile.link,
			availability: profile.availability as string,
		},
		{ onSaved },
	)
	const { values, set, touch, errorFor } = form
	return (
		<Dialog
			title="Your Profile"
			onClose={onClose}
			onSubmit={form.submit}
			footer={<FormFooter saving={form.saving} onCancel={onClose} formError={form.formError} />}
		>
			<div className="grid gap-x-4 sm:grid-cols-2">
				<Field
					name="first_name"
					label="First name"
					required
					autoComplete="given-name"
					value={values.first_name}
					onChange={(v) => set('first_name', v)}
					onBlur={() => touch('first_name')}
					error={errorFor('first_name')}
				/>
				<Field
					name="last_name"
					label="Last name"
					required
					autoComplete="family-name"
					value={values.last_name}
					onChange={(v) => set('last_name', v)}
					onBlur={() => touch('last_name')}
					error={errorFor('last_name')}
				/>
			</div>
			<Field
				name="headline"
				label="Headline"
				required
				hint={`Your work title, for example “Licensed Clinical Social Worker”. Up to ${TEXT_LIMITS.headline} characters.`}
				autoComplete="organization-title"
				value={values.headline}
				onChange={(v) => set('headline', v)}
				onBlur={() => touch('headline')}
				error={errorFor('headline')}
			/>
			<Field
				required={false}
				name="phone"
				label="Phone"
				type="tel"
				inputMode="tel"
				autoComplete="tel"
				hint="Shown on your profile so clients can call you."
				value={values.phone}
				onChange={(v) => set('phone', v)}
				onBlur={() => touch('phone')}
				error={errorFor('phone')}
			/>
			<Field
				required={false}
				name="license"
				label="License"
				hint="Your license type and number, for example “LCSW 12345”."
				value={values.license}
				onChange={(v) => set('license', v)}
				onBlur={() => touch('license')}
				error={errorFor('license')}
			/>
			<Field
				required={false}
				name="link"
				label="Website"
				type="url"
				inputMode="url"
				autoComplete="url"
				value={values.link}
				onChange={(v) => set('link', v)}
				onBlur={() => touch('link')}
				error={errorFor('link')}
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
