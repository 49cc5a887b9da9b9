import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { requireUser } from '~/auth/guards.server'
import { clearSessionCookie } from '~/auth/session.server'
import { revalidateUnlessDialogOnly } from '~/components/ui/use-url-dialog'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { DELETE_MESSAGES, DeleteAccountInputSchema } from '~/features/account-data/account-data.schema'
import { AccountPage, DELETED_PATH } from '~/features/account-data/components/account-page'
import { deleteAccount } from '~/features/account-data/delete-account.server'
import { CHANGE_PASSWORD_INTENT, UPDATE_EMAIL_INTENT } from '~/features/accounts/accounts.schema'
import { findOwnEmail } from '~/features/accounts/accounts.server'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestEmailUpdateFromForm } from '~/features/accounts/email-change-form.server'
import { changePasswordFromForm } from '~/features/accounts/change-password.server'
import { requestDeps } from '~/lib/http.server'
import { getMediaStorage } from '~/platform/media/media-store.server'
import { profilePath } from '~/features/therapists/format'
import { AppError } from '~/lib/errors'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/account'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Your Account',
		description: 'Change your email or password, download your data or delete your provider account.',
		path: '/account',
		noindex: true,
	})

/** The owner's account page; logged out, /login brings them back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	const email = await findOwnEmail(context.get(dbContext), user)
	return { email: email ?? '', profilePath: profilePath(user), siteName: getEnv().SITE_NAME }
}

/**
 * After DELETE /api/account there is no session left to load this page with: the dialog moves on to
 * the signed-out page instead. Opening or closing the dialog needs no new data either.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	if (args.formAction === '/api/account') return false
	return revalidateUnlessDialogOnly(args)
}

/**
 * Update Email, Change Password and 'Delete my account' without JavaScript (with it, they call POST
 * /auth/request_update, POST /auth/change_password and DELETE /api/account). Only a post that says intent=delete deletes.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = requireUser(context, request)
	const form = await request.formData()
	const intent = form.get('intent')
	if (intent === UPDATE_EMAIL_INTENT) return requestEmailUpdateFromForm(context.get(dbContext), user, form)
	if (intent === CHANGE_PASSWORD_INTENT) {
		const { db, meta } = requestDeps(context)
		return changePasswordFromForm(db, user, form, meta)
	}
	if (intent !== 'delete') return formFailure(new AppError('invalid', 'Unknown form.'))
	const parsed = DeleteAccountInputSchema.safeParse({ password: String(form.get('password') ?? '') })
	if (!parsed.success) return pageActionInvalid({ password: DELETE_MESSAGES.required })
	const env = getEnv()
	try {
		await deleteAccount(
			context.get(dbContext),
			user,
			parsed.data,
			{ siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL },
			{ store: getMediaStorage().store },
		)
	} catch (error) {
		return formFailure(error)
	}
	throw redirect(DELETED_PATH, { headers: { 'Set-Cookie': clearSessionCookie() } })
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	return <AccountPage {...loaderData} returned={actionData ?? null} />
}
