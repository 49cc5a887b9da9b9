import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Select } from '~/components/ui/select'
import {
	AGE_GROUP_OPTIONS,
	ETHNICITY_OPTIONS,
	FAITH_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { genderLimit, IdentitySchema, SELECTION_LIMITS, sexualityLimit } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

type Values = {
	gender: string[]
	ethnicity: string[]
	sexuality: string[]
	faith: string[]
	language: string[]
	focuses_age: string[]
}

/** Identity and Client Focuses: who the provider is and whom they focus on; all of it is a search filter. */
export default function IdentityModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: IdentitySchema,
		initial: {
			gender: profile.gender,
			ethnicity: profile.ethnicity,
			sexuality: profile.sexuality,
			faith: profile.faith,
			language: profile.language,
			focuses_age: profile.focuses_age,
		},
		onSuccess: onSaved,
	})
	const group = (
		field: Exclude<keyof Values, 'language'>,
		legend: string,
		options: typeof GENDER_OPTIONS,
		hint?: string,
		max?: number | ((chosen: readonly string[]) => number),
	) => <ChoiceGroup max={max} legend={legend} multiple options={options} hint={hint} {...form.field(field)} />
	return (
		<Dialog
			title="Identity and Client Focuses"
			size="lg"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<p className="mb-5 text-muted">
				Clients can search by these. Share only what you are comfortable sharing.
			</p>
			{group('gender', 'Gender', GENDER_OPTIONS, 'One, or two if one of them is Transgender.', genderLimit)}
			{group(
				'ethnicity',
				'Ethnicity',
				ETHNICITY_OPTIONS,
				`Up to ${SELECTION_LIMITS.ethnicity}.`,
				SELECTION_LIMITS.ethnicity,
			)}
			{group(
				'sexuality',
				'Sexuality',
				SEXUALITY_OPTIONS,
				'Up to 2, or 3 with LGBTQ+. Straight / Heterosexual stands alone.',
				sexualityLimit,
			)}
			{group('faith', 'Faith', FAITH_OPTIONS, `Up to ${SELECTION_LIMITS.faith}.`, SELECTION_LIMITS.faith)}
			<Select
				label="Languages"
				multiple
				max={SELECTION_LIMITS.language}
				hint={`The languages you offer sessions in. Up to ${SELECTION_LIMITS.language}.`}
				options={LANGUAGE_OPTIONS}
				{...form.field('language')}
			/>
			{group('focuses_age', 'Age groups', AGE_GROUP_OPTIONS, 'The ages of the clients you work with.')}
		</Dialog>
	)
}
