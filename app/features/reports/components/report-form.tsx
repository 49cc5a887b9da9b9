import { useId } from 'react'
import { useNavigate } from 'react-router'
import { useLocalPath } from '~/components/local-link'
import { RobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { describedBy, Field, FieldError, FormAlert } from '~/components/ui/field'
import { fieldsOrMessage, useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'
import { ROBOT_CHECKBOX_FIELD, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import {
	REPORT_LIMITS,
	REPORT_REASONS,
	reportErrorMessage,
	reportFailureMessage,
	reportSchemaFor,
} from '../report.schema'

/** What the page action answered to a post without JavaScript (a success redirects instead). */
export type ReportFormResult = {
	ok: boolean
	message?: string
	fields?: Record<string, string>
	values?: Record<string, string>
}

type Values = { reason: string; details: string; email: string; [ROBOT_CHECKBOX_FIELD]: boolean }

type ReportFormProps = {
	recipient_user: string
	/** The report page's own path (English): the thank-you page is it with ?sent. */
	reportPath: string
	noJsResult?: ReportFormResult | null
}

/**
 * The report form (docs/product.md#reports). Without JavaScript it posts to the report page's action;
 * with it, the same fields go to POST /api/report and the thank-you page follows. Either way the
 * server checks everything: the button is never disabled.
 */
export function ReportForm({ recipient_user, reportPath, noJsResult }: ReportFormProps) {
	const id = useId()
	const i18n = useI18n()
	const { t } = i18n
	const navigate = useNavigate()
	const local = useLocalPath()
	const robotMessage = fieldMessages(i18n).robot
	const returned = noJsResult?.values ?? {}
	const form = useForm<Values>({
		schema: reportSchemaFor(i18n),
		initial: {
			reason: returned.reason ?? '',
			details: returned.details ?? '',
			email: returned.email ?? '',
			not_robot: false,
		},
		toInput: ({ reason, ...values }) => ({ ...values, ...(reason ? { reason } : {}), recipient_user }),
		check: (values): Record<string, string> =>
			values.not_robot ? {} : { [ROBOT_CHECKBOX_FIELD]: robotMessage },
		endpoint: i18n.locale === 'en' ? '/api/report' : `/api/report?locale=${i18n.locale}`,
		readFromForm: ROBOT_TRAP_FIELDS,
		toBody: (input) => input as JsonBody,
		failure: ({ code, message, fields }) =>
			fieldsOrMessage(code === 'invalid' ? fields : {}, reportFailureMessage(code, message, i18n)),
		initialErrors:
			noJsResult && !noJsResult.ok
				? fieldsOrMessage(noJsResult.fields ?? {}, noJsResult.message ?? reportErrorMessage(i18n))
				: undefined,
		focusInvalid: true,
		onSuccess: () => navigate(local(`${reportPath}?sent`)),
	})
	const reason = form.field('reason')
	const robot = form.box(ROBOT_CHECKBOX_FIELD)
	const reasonId = `${id}-reason`
	return (
		<form {...form.formProps}>
			<fieldset
				className="mb-4"
				aria-invalid={reason.error ? true : undefined}
				aria-describedby={describedBy(reasonId, { error: reason.error })}
			>
				<legend className="font-medium text-ink">{t('report.reason')}</legend>
				<div className="mt-2 grid gap-2">
					{REPORT_REASONS.map((key) => (
						<label
							key={key}
							className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50"
						>
							<input
								type="radio"
								name="reason"
								value={key}
								checked={reason.value === key}
								onChange={() => reason.onChange(key)}
								className="h-5 w-5 flex-none accent-brand-700"
							/>
							<span>{t(`report.reason.${key}`)}</span>
						</label>
					))}
				</div>
				<FieldError id={`${reasonId}-error`} message={reason.error} />
			</fieldset>
			<Field
				label={t('report.details')}
				hint={t('report.detailsHint')}
				multiline
				rows={5}
				required={form.values.reason === 'other'}
				maxLength={REPORT_LIMITS.details}
				{...form.field('details')}
			/>
			<Field
				label={t('report.email')}
				hint={t('report.emailHint')}
				type="email"
				autoComplete="email"
				required={false}
				maxLength={REPORT_LIMITS.email}
				{...form.field('email')}
			/>
			<RobotCheck
				id={`${id}-report`}
				checked={robot.checked}
				onCheckedChange={robot.onChange}
				error={robot.error}
			/>
			<FormAlert message={form.formError} className="mt-4" />
			<div className="mt-4">
				<Button type="submit" size="lg" loading={form.busy} loadingText={t('report.sending')}>
					{t('report.send')}
				</Button>
			</div>
		</form>
	)
}
