import { Link } from '~/components/local-link'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field, FormAlert } from '~/components/ui/field'
import { useHydrated } from '~/components/ui/use-hydrated'
import { type Shown, useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import {
	type FormActionData,
	isEmailUpdateAnswer,
	isPasswordChangeAnswer,
} from '~/features/accounts/accounts.schema'
import {
	CHANGE_PASSWORD_ANCHOR,
	ChangePasswordForm,
} from '~/features/accounts/components/change-password-form'
import { UpdateEmailForm } from '~/features/accounts/components/update-email-dialog'
import { DELETE_MESSAGES, DeleteAccountInputSchema } from '../account-data.schema'

const DELETE_DIALOG = 'delete-account'
export const DELETED_PATH = '/account/deleted'

type Props = {
	email: string
	profilePath: string
	siteName: string
	/** What the page action said after a post without JavaScript (Update Email's, Change Password's or the deletion's). */
	returned?: FormActionData | null
}

type DeleteError = { message?: string | null; fields?: Record<string, string> } | null

const SECTION = 'rounded-xl border border-stone-200 bg-white px-4 py-5 sm:px-6'

/**
 * The owner's account page (docs/product.md#your-data): the address and Update Email (the header's
 * form, here for phones too), Change Password, 'Download my data', and 'Delete my account' with its password dialog.
 */
export function AccountPage({ email, profilePath, siteName, returned }: Props) {
	const dialog = useUrlDialog('dialog')
	const emailAnswer = returned && isEmailUpdateAnswer(returned) ? returned : undefined
	const passwordAnswer = returned && isPasswordChangeAnswer(returned) ? returned : undefined
	const deleteError = emailAnswer || passwordAnswer ? null : (returned ?? null)
	return (
		<div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
			<div>
				<h1 className="font-serif text-3xl text-ink sm:text-4xl">Your Account</h1>
				<p className="mt-2 text-muted">
					Logged in as <strong className="break-all text-ink">{email}</strong>.{' '}
					<Link to={profilePath} className="font-medium text-brand-800 underline hover:text-brand-900">
						Back to your profile
					</Link>
				</p>
			</div>
			<section aria-labelledby="email-heading" className={SECTION}>
				<h2 id="email-heading" className="font-serif text-2xl text-ink">
					Update Email
				</h2>
				<p className="mt-2 text-ink">
					Enter your new address and your password. We send a link to the new address; your account moves to
					it once you follow the link.
				</p>
				<div className="mt-4 max-w-md">
					<UpdateEmailForm returned={emailAnswer} />
				</div>
			</section>
			<section id={CHANGE_PASSWORD_ANCHOR} aria-labelledby="password-heading" className={SECTION}>
				<h2 id="password-heading" className="font-serif text-2xl text-ink">
					Change Password
				</h2>
				<p className="mt-2 text-ink">
					Enter your current password and the new one twice. Changing it logs out every other device you are
					logged in on, and we email you to confirm.
				</p>
				<div className="mt-4 max-w-md">
					<ChangePasswordForm returned={passwordAnswer} />
				</div>
			</section>
			<section aria-labelledby="download-heading" className={SECTION}>
				<h2 id="download-heading" className="font-serif text-2xl text-ink">
					Download my data
				</h2>
				<p className="mt-2 text-ink">
					A JSON file of everything {siteName} stores about you: your profile, your answers with links to
					their photos and recordings, the emails we sent you, and when clients contacted you (without the
					clients' names, addresses or messages).
				</p>
				<a
					href="/account/export"
					download
					className={buttonClass({ variant: 'secondary', className: 'mt-4' })}
				>
					Download my data
				</a>
			</section>
			<section aria-labelledby="delete-heading" className={`${SECTION} border-red-200`}>
				<h2 id="delete-heading" className="font-serif text-2xl text-ink">
					Delete my account
				</h2>
				<DeletionWarning />
				<Link
					{...dialog.linkProps(DELETE_DIALOG)}
					className={buttonClass({ variant: 'danger', className: 'mt-4' })}
				>
					Delete my account
				</Link>
			</section>
			{dialog.value === DELETE_DIALOG ? (
				<DeleteAccountDialog onClose={dialog.close} closeHref="/account" initialError={deleteError} />
			) : null}
		</div>
	)
}

function DeletionWarning() {
	return (
		<div className="mt-2 space-y-2 text-ink">
			<p>This cannot be undone. Deleting your account removes, at once:</p>
			<ul className="list-disc space-y-1 pl-5">
				<li>your profile, which leaves search, the sitemap and every listing within seconds;</li>
				<li>your written, audio and video answers, your photo and every uploaded file;</li>
				<li>the messages clients sent you, your logins and your pending email links.</li>
			</ul>
			<p>We send one last email to confirm it, then keep nothing about you.</p>
		</div>
	)
}

/** The password confirmation. Without JavaScript it is a plain form posted to the page's action. */
function DeleteAccountDialog({
	onClose,
	closeHref,
	initialError,
}: {
	onClose: () => void
	closeHref: string
	initialError?: DeleteError
}) {
	const hydrated = useHydrated()
	const form = useForm({
		schema: DeleteAccountInputSchema,
		initial: { password: '' },
		endpoint: '/api/account',
		method: 'delete',
		validateOn: 'submit',
		toBody: (input) => input as JsonBody,
		// A wrong password shows under the field; anything else above it.
		failure: (failure): Shown =>
			failure.fields.password
				? { fields: { password: failure.fields.password }, form: null }
				: {
						fields: {},
						form: failure.code === 'forbidden' || !failure.message ? DELETE_MESSAGES.failed : failure.message,
					},
		initialErrors: initialError
			? {
					fields: initialError.fields?.password ? { password: initialError.fields.password } : {},
					form: initialError.fields?.password ? null : (initialError.message ?? null),
				}
			: undefined,
		// The session is gone: a full page load shows the signed-out site.
		onSuccess: () => window.location.assign(DELETED_PATH),
	})
	return (
		<Dialog
			title="Delete your account?"
			description="Enter your password to confirm. Your profile, answers and files are deleted for good."
			onClose={onClose}
			size="sm"
			noJsCloseHref={closeHref}
		>
			<form {...form.formProps}>
				<input type="hidden" name="intent" value="delete" />
				<FormAlert message={form.formError} />
				<Field
					label="Your password"
					type="password"
					autoComplete="current-password"
					{...form.field('password')}
				/>
				<div className="mt-6 flex flex-wrap justify-end gap-2">
					{hydrated ? (
						<Button variant="secondary" onClick={onClose}>
							Cancel
						</Button>
					) : (
						<a href={closeHref} className={buttonClass({ variant: 'secondary' })}>
							Cancel
						</a>
					)}
					<Button type="submit" variant="danger" loading={form.busy} loadingText="Deleting…">
						Delete my account
					</Button>
				</div>
			</form>
		</Dialog>
	)
}
