import { useActionData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Checkbox, Field } from '~/components/ui/field'
import { FormFooter } from '~/components/ui/form-footer'
import { useForm } from '~/components/ui/use-form'
import { useHydrated } from '~/components/ui/use-hydrated'
import type { JsonBody } from '~/components/ui/use-json-submit'
import type { OwnProfile } from '../../own-profile.server'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'
import { ConsultationSettingsSchema } from '~/features/consultations/consultations.schema'
import {
	MAX_WINDOW_ROWS,
	padRows,
	type SettingsFormValues,
	settingsToValues,
	valuesToInput,
} from '~/features/consultations/settings-form'
import stateZones from '~/features/consultations/state-zones.json'
import { WindowRows } from '~/features/consultations/components/window-rows'
import { CalendarFeed } from '~/features/consultations/components/calendar-feed'

// 'Free consultation' (docs/product.md#free-consultations): the provider's settings. With JavaScript
// the modal saves `consultation` through POST /api/user like every profile modal; without it, its
// plain form posts to the profile page (the owner's action, settings-form.server.ts), and 'Add
// another window' posts for one more row.

/** What the profile page's action answered a post without JavaScript. */
type NoJsAnswer = { consultation?: { values: SettingsFormValues; message?: string } }

/** The zone proposed before the first save: the office's state's (state-zones.json), else Eastern. */
function proposedZone(profile: OwnProfile): string {
	const state = profile.state ?? profile.licensed_states[0] ?? ''
	return (stateZones as Record<string, string>)[state] ?? 'America/New_York'
}

const MINUTES = [
	{ value: '15', label: '15 minutes' },
	{ value: '20', label: '20 minutes' },
	{ value: '30', label: '30 minutes' },
]
const BY = [
	{ value: 'phone', label: 'Phone' },
	{ value: 'video', label: 'Video' },
]

export default function ConsultationModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const answer = (useActionData() as NoJsAnswer | undefined)?.consultation
	const hydrated = useHydrated()
	const form = useForm<SettingsFormValues>({
		...PROFILE_FORM,
		schema: ConsultationSettingsSchema,
		initial: answer?.values ?? settingsToValues(profile.consultation ?? null, proposedZone(profile)),
		toInput: valuesToInput,
		toBody: (_input, data) => ({ consultation: data as JsonBody }),
		initialErrors: answer?.message ? { fields: {}, form: answer.message } : undefined,
		onSuccess: onSaved,
	})
	const { values } = form
	const error = (name: string) => form.errorFor(name)
	const addRow = () => form.set('windows', padRows(values.windows, values.windows.length + 1))
	return (
		<Dialog title="Free consultation" onClose={onClose} size="lg">
			<form method="post" noValidate onSubmit={form.onSubmit}>
				{/* First: 'Add another window' (later in the form) overrides it when it is the button pressed. */}
				<input type="hidden" name="intent" value="consultation_save" />
				<p className="mb-4 text-muted">
					Visitors book a short free call at one of your open times; both of you get a calendar invite.
				</p>
				<Checkbox
					{...form.box('enabled')}
					label="Offer free consultation calls"
					onChange={(checked) => form.set('enabled', checked)}
				/>
				<ChoiceGroup
					legend="Length"
					name="minutes"
					options={MINUTES}
					multiple={false}
					value={[values.minutes]}
					onChange={([next]) => form.set('minutes', next as SettingsFormValues['minutes'])}
					error={error('minutes')}
				/>
				<ChoiceGroup
					legend="By"
					name="by"
					options={BY}
					multiple={false}
					value={[values.by]}
					onChange={([next]) => form.set('by', next as SettingsFormValues['by'])}
					error={error('by')}
				/>
				{values.by === 'video' || !hydrated ? (
					<Field
						label="Video link"
						hint="For video calls: your meeting link, or leave it empty for 'I will send a link'."
						type="url"
						required={false}
						{...form.field('video_link')}
					/>
				) : null}
				<Field
					label="Time zone"
					hint="An IANA zone, such as America/New_York: your open times are in it."
					{...form.field('time_zone')}
				/>
				<WindowRows
					rows={values.windows}
					error={error('windows')}
					onChange={(rows) => form.set('windows', rows)}
				/>
				{values.windows.length < MAX_WINDOW_ROWS ? (
					hydrated ? (
						<Button variant="secondary" size="sm" onClick={addRow}>
							Add another window
						</Button>
					) : (
						<Button type="submit" variant="secondary" size="sm" name="intent" value="consultation_add_window">
							Add another window
						</Button>
					)
				) : null}
				<div className="mt-5 grid gap-x-4 sm:grid-cols-3">
					<Field label="Notice (hours)" inputMode="numeric" {...form.field('notice_hours')} />
					<Field label="How far ahead (days)" inputMode="numeric" {...form.field('horizon_days')} />
					<Field label="At most per day" inputMode="numeric" required={false} {...form.field('per_day')} />
				</div>
				<Field
					label="Days off"
					hint="Dates with no calls, as YYYY-MM-DD, one per line."
					multiline
					rows={3}
					required={false}
					{...form.field('days_off')}
				/>
				<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />
			</form>
			{/* Its own form, after the settings: the feed lists the bookings of saved settings. */}
			{profile.consultation ? <CalendarFeed hasFeed={profile.calendar_feed ?? false} /> : null}
		</Dialog>
	)
}
