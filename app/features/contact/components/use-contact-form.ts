import { type FormEvent, useEffect, useState } from 'react'
import { useReportDirty } from '~/components/ui/discard-guard'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { ROBOT_CHECKBOX_FIELD, ROBOT_MESSAGE, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import { zodFields } from '~/lib/zod-fields'
import { CONTACT_ERROR_MESSAGE, ContactMessageSchema, contactFailureMessage } from '../contact.schema'
import {
	CONTACT_DRAFT_FIELDS,
	type ContactDraft,
	forgetContactDraft,
	isEmptyDraft,
	readContactDraft,
	saveContactDraft,
} from './contact-draft'

export const CONTACT_FIELDS = CONTACT_DRAFT_FIELDS
export type ContactField = (typeof CONTACT_FIELDS)[number]
type Values = ContactDraft

/** What the no-JS form post (the profile route's action) answered. */
export type ContactFormResult = {
	ok: boolean
	message?: string
	fields?: Record<string, string>
	values?: Partial<Values>
}

/**
 * How a failure shows, whichever way the form was sent: the field messages under their fields
 * when there are any, otherwise the one message above the button.
 */
function shown(
	fields: Record<string, string>,
	message: string,
): { fields: Record<string, string>; form: string | null } {
	const { _: _general, ...byField } = fields
	const hasFields = Object.keys(byField).length > 0
	return { fields: hasFields ? byField : {}, form: hasFields ? null : message }
}

const EMPTY: Values = { name: '', author_email: '', phone: '', private_message: '' }
const REQUIRED: readonly ContactField[] = ['name', 'author_email', 'private_message']

/**
 * The contact form's state: the same schema as /api/contact and the page action checks each field
 * (after blur or a send), then a fetcher posts JSON to /api/contact. Starts from what the no-JS
 * post answered, if anything, otherwise from the draft kept in this tab; tells the DiscardGuard
 * around it whether anything is typed.
 */
export function useContactForm(recipientId: string, noJsResult: ContactFormResult | null | undefined) {
	const [values, setValues] = useState<Values>({ ...EMPTY, ...noJsResult?.values })
	const [notRobot, setNotRobot] = useState(false)
	const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({})
	const [submitted, setSubmitted] = useState(false)
	const [returned, setReturned] = useState(() =>
		noJsResult && !noJsResult.ok
			? shown(noJsResult.fields ?? {}, noJsResult.message ?? CONTACT_ERROR_MESSAGE)
			: { fields: {}, form: null },
	)
	const [sent, setSent] = useState(Boolean(noJsResult?.ok))
	// Read after hydration (the server has no draft); saved only once read, so it is never overwritten.
	const [restored, setRestored] = useState(false)
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
	useEffect(() => {
		const draft = noJsResult ? null : readContactDraft(recipientId)
		if (draft) setValues((current) => ({ ...current, ...draft }))
		setRestored(true)
	}, [recipientId])
	useEffect(() => {
		if (restored && !sent) saveContactDraft(recipientId, values)
	}, [restored, sent, recipientId, values])
	useReportDirty(!sent && !isEmptyDraft(values))
	const call = useJsonSubmit({
		action: '/api/contact',
		onSuccess: () => {
			forgetContactDraft(recipientId)
			setSent(true)
		},
		onFailure: ({ code, message, fields }) =>
			setReturned(shown(code === 'invalid' ? fields : {}, contactFailureMessage(code, message))),
	})

	const parsed = ContactMessageSchema.safeParse({ ...values, recipient_user: recipientId, not_robot: true })
	const clientErrors = parsed.success ? {} : zodFields(parsed.error)
	const complete = REQUIRED.every((name) => values[name].trim() !== '') && notRobot

	const errorFor = (name: ContactField): string | undefined =>
		returned.fields[name] ?? (touched[name] || submitted ? clientErrors[name] : undefined)

	const field = (name: ContactField) => ({
		name,
		value: values[name],
		error: errorFor(name),
		onChange: (value: string) => {
			setValues((current) => ({ ...current, [name]: value }))
			setReturned(({ fields: { [name]: _dropped, ...rest } }) => ({ fields: rest, form: null }))
		},
		onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
	})

	const robot = {
		checked: notRobot,
		error: returned.fields[ROBOT_CHECKBOX_FIELD] ?? null,
		onCheckedChange: (checked: boolean) => {
			setNotRobot(checked)
			setReturned(({ fields: { [ROBOT_CHECKBOX_FIELD]: _dropped, ...rest }, form }) => ({
				fields: rest,
				form,
			}))
		},
	}

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (call.busy) return
		setSubmitted(true)
		setReturned({ fields: {}, form: null })
		if (!parsed.success) {
			const first = CONTACT_FIELDS.find((name) => clientErrors[name])
			if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
			return
		}
		if (!notRobot) {
			setReturned({ fields: { [ROBOT_CHECKBOX_FIELD]: ROBOT_MESSAGE }, form: null })
			return
		}
		const form = new FormData(event.currentTarget)
		const traps = Object.fromEntries(ROBOT_TRAP_FIELDS.map((f) => [f, String(form.get(f) ?? '')]))
		call.submit({
			...values,
			recipient_user: recipientId,
			is_phone: false,
			[ROBOT_CHECKBOX_FIELD]: true,
			...traps,
		})
	}

	return { field, robot, formError: returned.form, complete, sending: call.busy, sent, onSubmit }
}
