import { type FormEvent, useEffect, useRef, useState } from 'react'
import { RobotCheck } from '~/components/robot-check'
import { ROBOT_CHECKBOX_FIELD, ROBOT_MESSAGE, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import {
	CONTACT_ERROR_MESSAGE,
	CONTACT_LIMITS,
	ContactMessageSchema,
	contactFieldErrors,
	DISABLED_TIP,
	overLengthMessage,
} from '../contact.schema'
import { useHydrated } from '~/components/ui/use-hydrated'

type FieldName = 'name' | 'author_email' | 'phone' | 'private_message'
type Values = Record<FieldName, string>

const EMPTY: Values = { name: '', author_email: '', phone: '', private_message: '' }

const FIELDS: Array<{
	name: FieldName
	label: string
	type?: 'email' | 'tel'
	autoComplete?: string
	required: boolean
	multiline?: boolean
}> = [
	{ name: 'name', label: 'Name', autoComplete: 'name', required: true },
	{ name: 'author_email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
	{ name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
	{ name: 'private_message', label: 'Message', required: true, multiline: true },
]

/** What the no-JS form post (the profile route's action) answered. */
export type ContactFormResult = {
	ok: boolean
	message?: string
	fields?: Record<string, string>
	values?: Partial<Values>
}

type ContactDialogProps = {
	isOpen: boolean
	onClose: () => void
	recipientId: string
	recipientName: string
	isWaitlist: boolean
	/** Where the no-JS form posts (the profile path with ?contact). */
	formAction: string
	noJsResult?: ContactFormResult | null
}

/**
 * The 'Email the therapist' modal (§2, §4): a <dialog> opened by the ?contact URL, so Back closes it and
 * it also renders (open, non-modal) without JavaScript. With JavaScript it posts JSON to /api/contact.
 */
export function ContactDialog(props: ContactDialogProps) {
	const { isOpen, onClose } = props
	const dialog = useRef<HTMLDialogElement>(null)
	const hydrated = useHydrated()
	// A fresh form each time the dialog opens.
	const [generation, setGeneration] = useState(0)

	useEffect(() => {
		const element = dialog.current
		if (!element || !hydrated) return
		if (isOpen && !element.open) {
			element.showModal()
		} else if (!isOpen && element.open) {
			element.close()
			setGeneration((g) => g + 1)
		}
	}, [isOpen, hydrated])

	return (
		<dialog
			ref={dialog}
			aria-labelledby="contact-title"
			// Without JavaScript the server renders it open (non-modal); afterwards showModal() takes over.
			open={!hydrated && isOpen ? true : undefined}
			onCancel={(event) => {
				event.preventDefault()
				onClose()
			}}
			className="m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl border border-stone-200 bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
		>
			<ContactForm key={generation} {...props} hydrated={hydrated} />
		</dialog>
	)
}

function ContactForm({
	onClose,
	recipientId,
	recipientName,
	isWaitlist,
	formAction,
	noJsResult,
	hydrated,
}: ContactDialogProps & { hydrated: boolean }) {
	const [values, setValues] = useState<Values>({ ...EMPTY, ...noJsResult?.values })
	const [notRobot, setNotRobot] = useState(false)
	const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
	const [submitted, setSubmitted] = useState(false)
	const [serverFields, setServerFields] = useState<Record<string, string>>(noJsResult?.fields ?? {})
	const [formError, setFormError] = useState<string | null>(
		noJsResult && !noJsResult.ok ? (noJsResult.message ?? null) : null,
	)
	const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>(noJsResult?.ok ? 'sent' : 'editing')
	const form = useRef<HTMLFormElement>(null)

	const parsed = ContactMessageSchema.safeParse({ ...values, recipient_user: recipientId, not_robot: true })
	const clientErrors = parsed.success ? {} : contactFieldErrors(parsed.error)
	const allFilled = FIELDS.every((f) => !f.required || values[f.name].trim() !== '') && notRobot
	// Without JavaScript the button must stay usable: the server checks everything.
	const disabled = hydrated && (!allFilled || status === 'sending')

	function errorFor(name: FieldName): string | undefined {
		const length = values[name].trim().length
		if (length > CONTACT_LIMITS[name]) return overLengthMessage(length, CONTACT_LIMITS[name])
		if (serverFields[name]) return serverFields[name]
		return touched[name] || submitted ? clientErrors[name] : undefined
	}

	function update(name: FieldName, value: string) {
		setValues((v) => ({ ...v, [name]: value }))
		setServerFields(({ [name]: _removed, ...rest }) => rest)
		setFormError(null)
	}

	async function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setSubmitted(true)
		setFormError(null)
		if (!parsed.success) {
			const first = FIELDS.find((f) => clientErrors[f.name])
			if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
			return
		}
		if (!notRobot) {
			setServerFields({ [ROBOT_CHECKBOX_FIELD]: ROBOT_MESSAGE })
			return
		}
		const data = new FormData(event.currentTarget)
		const traps = Object.fromEntries(ROBOT_TRAP_FIELDS.map((f) => [f, String(data.get(f) ?? '')]))
		setStatus('sending')
		try {
			const response = await fetch('/api/contact', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify({
					name: values.name,
					private_message: values.private_message,
					author_email: values.author_email,
					phone: values.phone,
					recipient_user: recipientId,
					is_phone: false,
					[ROBOT_CHECKBOX_FIELD]: notRobot,
					...traps,
				}),
			})
			if (response.ok) {
				setStatus('sent')
				return
			}
			const body = (await response.json().catch(() => null)) as {
				error?: { message?: string; fields?: Record<string, string> }
			} | null
			setStatus('editing')
			const fields = body?.error?.fields
			if (response.status === 400 && fields && Object.keys(fields).some((k) => k !== '_')) {
				setServerFields(fields)
			} else if (response.status === 429 && body?.error?.message) {
				setFormError(body.error.message)
			} else {
				setFormError(CONTACT_ERROR_MESSAGE)
			}
		} catch {
			setStatus('editing')
			setFormError(CONTACT_ERROR_MESSAGE)
		}
	}

	const header = (
		<div className="flex items-start justify-between gap-4 border-stone-200 border-b px-5 py-4 sm:px-6">
			<div>
				<h2 id="contact-title" className="font-serif text-2xl text-ink">
					Email the therapist
				</h2>
				<p className="mt-1 text-muted text-sm">A private message to {recipientName}.</p>
			</div>
			{hydrated ? (
				<button
					type="button"
					onClick={onClose}
					className="min-h-11 flex-none rounded-full border border-stone-300 px-4 text-ink hover:bg-stone-50"
				>
					Close
				</button>
			) : (
				<a
					href="?"
					className="inline-flex min-h-11 flex-none items-center rounded-full border border-stone-300 px-4"
				>
					Close
				</a>
			)}
		</div>
	)

	if (status === 'sent') {
		return (
			<div>
				{header}
				<div role="status" className="px-5 py-8 text-center sm:px-6">
					<h3 className="font-serif text-2xl text-brand-800">Message Sent</h3>
					<p className="mt-3 text-ink">
						Your message is on its way to {recipientName}. They will reply to you by e-mail.
					</p>
					{hydrated ? (
						<button
							type="button"
							onClick={onClose}
							className="mt-6 min-h-12 rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
						>
							Close
						</button>
					) : null}
				</div>
			</div>
		)
	}

	const robotError = serverFields[ROBOT_CHECKBOX_FIELD] ?? null
	return (
		<div>
			{header}
			<form
				ref={form}
				method="post"
				action={formAction}
				noValidate
				onSubmit={(event) => void submit(event)}
				className="space-y-4 px-5 py-5 sm:px-6"
			>
				<input type="hidden" name="recipient_user" value={recipientId} />
				{isWaitlist ? (
					<p className="rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950 text-sm">
						{recipientName} has a waitlist for new clients. You can still send a message, but it may take a
						while before they can see you.
					</p>
				) : null}
				{FIELDS.map((field) => {
					const id = `contact-${field.name}`
					const error = errorFor(field.name)
					const common = {
						id,
						name: field.name,
						value: values[field.name],
						required: field.required,
						autoComplete: field.autoComplete,
						'aria-invalid': error ? true : undefined,
						'aria-describedby': error ? `${id}-error` : undefined,
						onBlur: () => setTouched((t) => ({ ...t, [field.name]: true })),
						className:
							'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-ink aria-[invalid]:border-red-600',
					}
					return (
						<div key={field.name}>
							<label htmlFor={id} className="font-medium text-ink">
								{field.label}
							</label>
							{field.multiline ? (
								<textarea {...common} rows={6} onChange={(e) => update(field.name, e.currentTarget.value)} />
							) : (
								<input
									{...common}
									type={field.type ?? 'text'}
									onChange={(e) => update(field.name, e.currentTarget.value)}
								/>
							)}
							{error ? (
								<p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
									{error}
								</p>
							) : null}
						</div>
					)
				})}
				<RobotCheck
					id="contact"
					checked={notRobot}
					onCheckedChange={(checked) => {
						setNotRobot(checked)
						setServerFields(({ [ROBOT_CHECKBOX_FIELD]: _removed, ...rest }) => rest)
					}}
					error={robotError}
				/>
				{formError ? (
					<p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
						{formError}
					</p>
				) : null}
				<div className="flex flex-col gap-2 sm:flex-row sm:items-center">
					<button
						type="submit"
						disabled={disabled}
						aria-describedby={disabled ? 'contact-disabled-tip' : undefined}
						title={disabled && status !== 'sending' ? DISABLED_TIP : undefined}
						className="min-h-12 rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
					>
						{status === 'sending' ? 'Sending…' : 'Send Message'}
					</button>
					{disabled && status !== 'sending' ? (
						<p id="contact-disabled-tip" className="text-muted text-sm">
							{DISABLED_TIP}
						</p>
					) : null}
				</div>
				<p className="text-muted text-xs">
					Your e-mail address goes only to this therapist, so they can reply. It is never shown on the site.
				</p>
			</form>
		</div>
	)
}
