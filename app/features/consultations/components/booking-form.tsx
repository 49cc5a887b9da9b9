import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Form } from '~/components/local-link'
import { RobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FormAlert } from '~/components/ui/field'
import { fieldsOrMessage, useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'
import { ROBOT_CHECKBOX_FIELD, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import { bookingDetailsSchema, CONSULTATION_LIMITS } from '../consultations.schema'
import type { SlotDay } from '../slot-days'

// The booking page's parts (docs/product.md#free-consultations): without JavaScript plain forms that
// post to the page; with it, the booking form checks the person's details with the booking schema's
// rules and posts JSON to the same page action, which answers where the confirmation is.

/** What the page action answered to a refused post. */
export type BookingFormResult = {
	ok: false
	message?: string
	fields?: Record<string, string>
	values?: Record<string, string>
}

type Values = { name: string; email: string; phone: string; note: string; [ROBOT_CHECKBOX_FIELD]: boolean }

type ZonePickerProps = { zone: string; zones: { value: string; label: string }[] }

/** Without JavaScript: a GET form that shows the times in another zone (?tz=). */
export function ZonePicker({ zone, zones }: ZonePickerProps) {
	const { t } = useI18n()
	const id = useId()
	return (
		<Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
			<div className="min-w-0 flex-1">
				<label htmlFor={`${id}-tz`} className="block font-medium text-ink">
					{t('consultations.book.zone_label')}
				</label>
				<select
					// The zone shown changes after the browser's is asked for: the choice follows it.
					key={zone}
					id={`${id}-tz`}
					name="tz"
					defaultValue={zone}
					className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
				>
					{zones.map((choice) => (
						<option key={choice.value} value={choice.value}>
							{choice.label}
						</option>
					))}
				</select>
			</div>
			<Button type="submit" variant="secondary">
				{t('consultations.book.zone_button')}
			</Button>
		</Form>
	)
}

type BookingFormProps = {
	name: string
	by: 'phone' | 'video'
	zone: string
	days: SlotDay[]
	result: BookingFormResult | null
	/** The time picked on the profile, if any. */
	chosen?: string | null
}

/** The open times as one radio list (a fieldset per day), then the person's details and the robot check. */
export function BookingForm({ name, by, zone, days, result, chosen: picked }: BookingFormProps) {
	const i18n = useI18n()
	const { t } = i18n
	const id = useId()
	const navigate = useNavigate()
	const { pathname, search } = useLocation()
	const returned = result?.values ?? {}
	const form = useForm<Values>({
		schema: bookingDetailsSchema(i18n),
		initial: {
			name: returned.name ?? '',
			email: returned.email ?? '',
			phone: returned.phone ?? '',
			note: returned.note ?? '',
			[ROBOT_CHECKBOX_FIELD]: false,
		},
		check: (values): Record<string, string> =>
			values.not_robot ? {} : { [ROBOT_CHECKBOX_FIELD]: fieldMessages(i18n).robot },
		// The page's own action: the time and the zone come from the form as it is.
		endpoint: `${pathname}${search}`,
		readFromForm: ['start', 'time_zone', ...ROBOT_TRAP_FIELDS],
		toBody: (input) => input as JsonBody,
		// A refused time says so above the button, with the next open times.
		failure: ({ fields, message }) => ({ fields, form: fields.start ? null : message }),
		initialErrors: result ? fieldsOrMessage(result.fields ?? {}, result.message ?? null) : undefined,
		focusInvalid: true,
		onSuccess: (_body, data) => navigate((data as { confirmation: string }).confirmation),
	})
	const robot = form.box(ROBOT_CHECKBOX_FIELD)
	const startError = form.errorFor('start') ?? null
	const chosen = returned.start || picked || ''
	return (
		<Form {...form.formProps} className="mt-6">
			<FormAlert message={form.formError} />
			<input type="hidden" name="time_zone" value={zone} />
			<fieldset
				className="mb-6"
				aria-invalid={startError ? true : undefined}
				aria-describedby={startError ? `${id}-start-error` : undefined}
			>
				<legend className="font-medium text-ink text-lg">{t('consultations.book.pick')}</legend>
				<div className="mt-3 space-y-4">
					{days.map((day) => (
						<fieldset key={day.day}>
							<legend className="font-medium text-ink">{day.label}</legend>
							<div className="mt-2 flex flex-wrap gap-2">
								{day.times.map((time) => (
									<label
										key={time.start}
										className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50"
									>
										<input
											type="radio"
											name="start"
											value={time.start}
											defaultChecked={time.start === chosen}
											className="h-5 w-5 flex-none accent-brand-700"
										/>
										<span>{time.label}</span>
									</label>
								))}
							</div>
						</fieldset>
					))}
				</div>
				<FieldError id={`${id}-start-error`} message={startError} />
			</fieldset>
			<Field
				label={t('consultations.book.name')}
				autoComplete="name"
				maxLength={CONSULTATION_LIMITS.name}
				{...form.field('name')}
			/>
			<Field
				label={t('consultations.book.email')}
				hint={t('consultations.book.email_hint')}
				type="email"
				autoComplete="email"
				maxLength={CONSULTATION_LIMITS.email}
				{...form.field('email')}
			/>
			<Field
				label={t('consultations.book.phone')}
				hint={by === 'phone' ? t('consultations.book.phone_hint', { name }) : undefined}
				type="tel"
				autoComplete="tel"
				required={by === 'phone' ? undefined : false}
				maxLength={CONSULTATION_LIMITS.phone}
				{...form.field('phone')}
			/>
			<Field
				label={t('consultations.book.note', { name })}
				hint={t('consultations.book.note_hint', { name })}
				multiline
				rows={4}
				required={false}
				maxLength={CONSULTATION_LIMITS.note}
				{...form.field('note')}
			/>
			<RobotCheck
				id={`${id}-book`}
				checked={robot.checked}
				onCheckedChange={robot.onChange}
				error={robot.error}
			/>
			<p className="mt-4 text-muted text-sm">{t('consultations.book.privacy')}</p>
			<div className="mt-4">
				<Button type="submit" size="lg" loading={form.busy}>
					{t('consultations.book.submit')}
				</Button>
			</div>
		</Form>
	)
}
