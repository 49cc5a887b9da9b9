import { useActionData } from 'react-router'
import { Dialog } from '~/components/ui/dialog'
import { Field, FieldError } from '~/components/ui/field'
import { FormFooter } from '~/components/ui/form-footer'
import { useForm } from '~/components/ui/use-form'
import { LICENCE_INTENT, licenceFormValues, licenceInput } from '~/features/licences/licence-form'
import { licensedStatesMessage } from '~/features/licences/licence-fields'
import { LicenceStatus } from '~/features/licences/components/licence-status'
import { useI18n } from '~/lib/i18n'
import type { PageActionFailure } from '~/lib/page-action'
import { LICENCE_TYPES } from '~/platform/reference/licence-types'
import { findStateByCode } from '~/platform/reference/states'
import { LicenceSchema } from '../../profile.schema'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

type Values = Record<string, string>

/**
 * Licence: the NPI and one licence per licensed state (docs/product.md#licence-checks). With
 * JavaScript it saves to POST /api/user like every modal; without, it posts to the profile page
 * (intent=licence), which saves the same fields and comes back here with the messages.
 */
export default function LicenceModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const { t } = useI18n()
	const states = profile.licensed_states
	const returned = useActionData() as (PageActionFailure & { intent?: string }) | undefined
	const noJs = returned?.intent === LICENCE_INTENT ? returned : undefined
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: LicenceSchema,
		initial: noJs?.values ?? licenceFormValues(profile),
		toInput: (values) => licenceInput(values, states),
		check: (values): Record<string, string> => {
			const message = licensedStatesMessage(licenceInput(values, states).licenses, states)
			return message ? { licenses: message } : {}
		},
		initialErrors: noJs ? { fields: noJs.fields ?? {}, form: noJs.message ?? null } : undefined,
		onSuccess: onSaved,
	})
	const { values, set, errorFor } = form
	return (
		<Dialog title={t('licences.modal.title')} onClose={onClose}>
			{/* Its own form, not the Dialog's: without JavaScript it posts to the profile page. */}
			<form method="post" action="?edit=licence" noValidate onSubmit={form.onSubmit}>
				<input type="hidden" name="intent" value={LICENCE_INTENT} />
				<LicenceStatus review={profile.license_review} />
				<p className="mb-4 text-muted text-sm">{t('licences.modal.intro')}</p>
				<Field
					required={false}
					label={t('licences.modal.npi')}
					hint={t('licences.modal.npiHint')}
					inputMode="numeric"
					autoComplete="off"
					{...form.field('npi')}
				/>
				{states.length === 0 ? <p className="mb-4 text-ink">{t('licences.modal.noStates')}</p> : null}
				{states.map((code) => {
					const state = findStateByCode(code)?.name ?? code
					return (
						<fieldset key={code} className="mb-4 rounded-lg border border-stone-200 p-3 sm:p-4">
							<legend className="px-1 font-medium text-ink">
								{t('licences.modal.stateLegend', { state })}
							</legend>
							<label className="block font-medium text-ink text-sm" htmlFor={`licence-type-${code}`}>
								{t('licences.modal.type')}
							</label>
							<select
								id={`licence-type-${code}`}
								name={`type_${code}`}
								value={values[`type_${code}`] ?? ''}
								onChange={(event) => set(`type_${code}`, event.target.value)}
								className="mt-1 mb-3 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-ink"
							>
								<option value="">{t('licences.modal.none')}</option>
								{LICENCE_TYPES.map((type) => (
									<option key={type.key} value={type.key}>
										{t(type.label_key)}
									</option>
								))}
							</select>
							<Field required={false} label={t('licences.modal.number')} {...form.field(`number_${code}`)} />
						</fieldset>
					)
				})}
				<FieldError id="licenses-error" message={errorFor('licenses')} />
				<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />
			</form>
		</Dialog>
	)
}
