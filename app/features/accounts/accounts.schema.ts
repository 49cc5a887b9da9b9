import { z } from '~/lib/zod-mini'
import type { PageActionFailure } from '~/lib/page-action'
import { isRobot, robotCheckShape } from '~/lib/robot-check'
import { zodFields } from '~/lib/zod-fields'
import { FIELD_REQUIRED, INVALID_EMAIL, tooLong } from '~/lib/field-messages'

// Shared by the browser forms, the page actions and the /auth/* JSON endpoints, so the messages
// (docs/product.md#validation, docs/product.md#errors) cannot drift apart. Written with zod/mini
// (the same schemas and messages as full zod, tree-shakable) so /register and /login stay under the
// page weight goal (issue 13); the API contract's AccountDocSchema lives in account-doc.ts.

export type { AccountDto } from './account-doc'

export const MESSAGES = {
	required: FIELD_REQUIRED,
	invalidEmail: INVALID_EMAIL,
	passwordTooShort: 'Please use a password with at least 8 characters.',
	passwordTooLong: 'Please use a password with less than 50 characters.',
	robot: 'Please check the box to confirm you are human.',
	suspended:
		'This account is suspended by our moderators, so it cannot sign in. To appeal, write to us at the address on our Terms of Use page.',
	disabledTip: 'Please fill out all fields and checkboxes.',
	login: 'Email and password do not match.',
	register: 'Something went wrong. Please try a different email or try again later.',
	resetLink: 'Reset failed, your link may have expired. Please request a new password reset.',
	verifyLink: 'Verification failed, your link may have expired. Please request a new link.',
	signInLink: 'Sign-in failed, your link may have expired or been used. Please request a new sign-in link.',
	requestVerify: 'Sending failed. Please double check your email address.',
	updateEmail: 'Something went wrong. Please check your email, password, or try again later.',
	wrongCurrentPassword: 'Your current password is not correct.',
	passwordsDiffer: 'The two new passwords do not match.',
	changePassword: 'Your password could not be changed. Please try again later.',
} as const

export const PASSWORD_MIN = 8
/** Passwords are 8 to 49 characters (docs/product.md#accounts). */
const PASSWORD_MAX = 49
const EMAIL_MAX = 254

/** docs/product.md#validation: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/

const overLength = (max: number) => (issue: { input?: unknown }) =>
	tooLong(typeof issue.input === 'string' ? issue.input.length : max + 1, max)

const text = () => z.string({ error: MESSAGES.required })

/** Trimmed and lowercased: one spelling per address, so lookups and uniqueness agree. */
const EmailSchema = z.pipe(
	text().check(
		z.trim(),
		z.minLength(1, MESSAGES.required),
		z.maxLength(EMAIL_MAX, { error: overLength(EMAIL_MAX) }),
		z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
	),
	z.transform((email: string) => email.toLowerCase()),
)

/** A password being chosen: 8 to 49 characters. */
const NewPasswordSchema = text().check(
	z.minLength(1, MESSAGES.required),
	z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort),
	z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong),
)

/** A password being checked: only required (the length rules are for new passwords). */
const PasswordSchema = text().check(z.minLength(1, MESSAGES.required), z.maxLength(1000, MESSAGES.login))

const IdSchema = z.uuid({ error: MESSAGES.required })
const TokenSchema = text().check(z.minLength(1, MESSAGES.required), z.maxLength(200))

/**
 * The robot check (docs/product.md#robot-check): two hidden trap fields that people never see, plus the visible
 * 'I am not a robot' box. A sender that fills a trap and does not tick the box is a robot.
 */
function withRobotCheck<T extends z.core.$ZodShape>(shape: T) {
	return z.object({ ...shape, ...robotCheckShape }).check(
		z.superRefine((value, ctx) => {
			if (isRobot(value)) ctx.addIssue({ code: 'custom', path: ['not_robot'], message: MESSAGES.robot })
		}),
	)
}

export const RegisterInputSchema = withRobotCheck({ email: EmailSchema, password: NewPasswordSchema })
export type RegisterInput = z.infer<typeof RegisterInputSchema>

/** The spec's login payload calls the e-mail `username`. */
export const LoginInputSchema = withRobotCheck({ username: EmailSchema, password: PasswordSchema })
export type LoginInput = z.infer<typeof LoginInputSchema>

export const RequestResetInputSchema = withRobotCheck({ email: EmailSchema })
export type RequestResetInput = z.infer<typeof RequestResetInputSchema>

export const ResetPasswordInputSchema = withRobotCheck({
	user_id: IdSchema,
	token: TokenSchema,
	password: NewPasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

export const RequestVerifyInputSchema = withRobotCheck({ email: EmailSchema })
export type RequestVerifyInput = z.infer<typeof RequestVerifyInputSchema>

export const VerifyEmailInputSchema = z.object({ user_id: IdSchema, token: TokenSchema })
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>

/** 'E-mail me a sign-in link' (docs/product.md#sign-in-limits). */
export const RequestSignInLinkInputSchema = withRobotCheck({ email: EmailSchema })
export type RequestSignInLinkInput = z.infer<typeof RequestSignInLinkInputSchema>

/** The e-mailed sign-in link's two parts, sent back to sign in. */
/** The `?id=…&token=…` of an e-mailed link (verify, reset, sign-in, e-mail change) as a link input. */
export function linkParams(params: URLSearchParams): VerifyEmailInput {
	return { user_id: params.get('id') ?? '', token: params.get('token') ?? '' }
}

export const SignInLinkInputSchema = VerifyEmailInputSchema
export type SignInLinkInput = VerifyEmailInput

export const UpdateEmailInputSchema = VerifyEmailInputSchema
export type UpdateEmailInput = VerifyEmailInput

/** Email required max 254; password required max 50. */
export const RequestUpdateInputSchema = withRobotCheck({
	email: EmailSchema,
	password: text().check(z.minLength(1, MESSAGES.required), z.maxLength(50, { error: overLength(50) })),
})
export type RequestUpdateInput = z.infer<typeof RequestUpdateInputSchema>

/**
 * Change Password on /account (docs/product.md#accounts): the current password, and the new one
 * twice with the same rules as sign-up and reset.
 */
export const ChangePasswordInputSchema = z
	.object({
		current_password: text().check(
			z.minLength(1, MESSAGES.required),
			z.maxLength(1000, MESSAGES.wrongCurrentPassword),
		),
		new_password: NewPasswordSchema,
		new_password_repeat: text().check(z.minLength(1, MESSAGES.required), z.maxLength(1000)),
	})
	.check(
		z.superRefine((value, ctx) => {
			if (value.new_password !== value.new_password_repeat)
				ctx.addIssue({ code: 'custom', path: ['new_password_repeat'], message: MESSAGES.passwordsDiffer })
		}),
	)
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

/** The hidden `intent` of the Change Password form on /account. */
export const CHANGE_PASSWORD_INTENT = 'change-password'

/** The hidden `intent` of the Update Email form: what tells /account's page action it is an e-mail change. */
export const UPDATE_EMAIL_INTENT = 'update-email'

/**
 * Form data (no-JavaScript posts) to the JSON shape: checkboxes arrive as 'on' and become booleans,
 * absent ones become false.
 */
export function formDataToInput(formData: FormData, checkboxes: readonly string[] = ['not_robot']) {
	const out: Record<string, string | boolean> = {}
	for (const [key, value] of formData) if (typeof value === 'string') out[key] = value
	// A ticked box posts its value: 'on' by default, 'true' for the shared robot check.
	for (const name of checkboxes) out[name] = ['on', 'true'].includes(String(formData.get(name)))
	return out
}

/** What an account page action returns after a post without JavaScript (never a password). */
export type FormActionData = Partial<PageActionFailure> & {
	/** Reset/verify outcomes. */
	sent?: boolean
	done?: boolean
}

/**
 * On /account, whether the page action's answer is Update Email's: it always gives back the address
 * typed, while 'Delete my account' (only a password) never gives back any values.
 */
export function isEmailUpdateAnswer(answer: FormActionData | null | undefined): boolean {
	return typeof answer?.values?.email === 'string'
}

/** On /account, whether the page action's answer is Change Password's (it marks `values.form`). */
export function isPasswordChangeAnswer(answer: FormActionData | null | undefined): boolean {
	return answer?.values?.form === CHANGE_PASSWORD_INTENT
}

type FormValidation<T> = { success: true; data: T } | { success: false; fields: Record<string, string> }

/**
 * Validates a form with its API schema, plus the boxes only the form has: the 'I am not a robot'
 * box (ticking it is how a person passes the check) and e.g. the terms on /register.
 */
export function validateForm<S extends z.core.$ZodType>(
	schema: S,
	input: Record<string, unknown>,
	requiredBoxes: readonly string[] = ['not_robot'],
): FormValidation<z.infer<S>> {
	const result = z.safeParse(schema, input)
	const fields: Record<string, string> = result.success ? {} : zodFields(result.error)
	for (const [box, message] of Object.entries(boxErrors(input, requiredBoxes))) fields[box] ??= message
	if (result.success && Object.keys(fields).length === 0) return { success: true, data: result.data }
	return { success: false, fields }
}

/** The boxes left unticked: the robot check's says so, any other (the terms) is required. */
export function boxErrors(
	input: Record<string, unknown>,
	requiredBoxes: readonly string[] = ['not_robot'],
): Record<string, string> {
	const fields: Record<string, string> = {}
	for (const box of requiredBoxes) {
		if (input[box] !== true) fields[box] = box === 'not_robot' ? MESSAGES.robot : MESSAGES.required
	}
	return fields
}
