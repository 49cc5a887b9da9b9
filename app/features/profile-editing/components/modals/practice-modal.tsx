import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Checkbox, Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { ACCESS_NEEDS } from '~/platform/reference/access-needs'
import { ONLINE_THERAPY_OPTIONS } from '~/platform/reference/options'
import { STATES } from '~/platform/reference/states'
import { PracticeDetailsSchema, SELECTION_LIMITS } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: s.label }))

type Values = {
	licensed_states: string[]
	online_therapy: string
	wheelchair_accessible: boolean
	evening_hours: boolean
	weekend_hours: boolean
	addressOne: string
	addressTwo: string
	city: string
	state: string
	zip: string
}

/** Practice Details: where the provider is licensed (search by state), how they meet clients, the office. */
export default function PracticeModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: PracticeDetailsSchema,
		initial: {
			licensed_states: profile.licensed_states,
			online_therapy: profile.online_therapy,
			wheelchair_accessible: profile.wheelchair_accessible,
			evening_hours: profile.evening_hours,
			weekend_hours: profile.weekend_hours,
			addressOne: profile.addressOne,
			addressTwo: profile.addressTwo,
			city: profile.city,
			state: profile.state ?? '',
			zip: profile.zip,
		},
		onSuccess: onSaved,
	})
	const { values, set, errorFor } = form
	const text = (field: 'addressOne' | 'addressTwo' | 'city' | 'zip', label: string, autoComplete: string) => (
		<Field
			required={false}
			label={label}
			autoComplete={autoComplete}
			inputMode={field === 'zip' ? 'numeric' : undefined}
			{...form.field(field)}
		/>
	)
	return (
		<Dialog
			title="Practice Details"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<Select
				label="Licensed states"
				multiple
				required
				max={SELECTION_LIMITS.licensed_states}
				hint={`Where you are licensed to practice: clients search by state. Up to ${SELECTION_LIMITS.licensed_states}.`}
				placeholder="Choose your states…"
				options={STATE_OPTIONS}
				{...form.field('licensed_states')}
			/>
			<ChoiceGroup
				legend="Online therapy"
				name="online_therapy"
				multiple={false}
				options={ONLINE_THERAPY_OPTIONS}
				value={[values.online_therapy]}
				onChange={([v]) => set('online_therapy', v)}
				error={errorFor('online_therapy')}
			/>
			<fieldset className="mb-2">
				<legend className="mb-1 font-semibold text-ink">Access</legend>
				{ACCESS_NEEDS.map((need) => (
					<Checkbox
						key={need.name}
						name={need.name}
						label={need.label}
						checked={values[need.name]}
						onChange={(checked) => set(need.name, checked)}
						error={errorFor(need.name)}
					/>
				))}
			</fieldset>
			<h3 className="mt-2 mb-3 font-serif text-ink text-xl">Office</h3>
			{text('addressOne', 'Address line 1', 'address-line1')}
			{text('addressTwo', 'Address line 2', 'address-line2')}
			<div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-x-4">
				{text('city', 'City', 'address-level2')}
				{text('zip', 'ZIP code', 'postal-code')}
			</div>
			<Select
				label="State"
				name="state"
				noneLabel="No state"
				options={STATE_OPTIONS}
				value={values.state ? [values.state] : []}
				onChange={([v]) => set('state', v ?? '')}
				error={errorFor('state')}
			/>
		</Dialog>
	)
}
