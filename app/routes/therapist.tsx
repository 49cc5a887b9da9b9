import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { userContext } from '~/auth/context'
import { DIALOG_PARAMS, searchWithout } from '~/components/ui/use-url-dialog'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	CONTACT_ERROR_MESSAGE,
	contactFailureMessage,
	parseContactRequest,
} from '~/features/contact/contact.schema'
import { sendContactMessage } from '~/features/contact/contact.server'
import { OwnerProfileView } from '~/features/profile-editing/components/owner-profile-view'
import { ProfilePage } from '~/features/therapists/components/profile-page'
import { profileMeta } from '~/features/therapists/profile-meta'
import { loadProfilePage } from '~/features/therapists/profile-page.server'
import { AppError, type AppErrorCode, isAppError } from '~/lib/errors'
import { siteFromMatches } from '~/lib/meta'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/therapist'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	return profileMeta(siteFromMatches(matches), loaderData.profile)
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const viewer = context.get(userContext)
	const result = await loadProfilePage(context.get(dbContext), params, viewer?.id ?? null)
	if (result.kind === 'redirect') {
		const search = result.status === 301 ? new URL(request.url).search : ''
		throw redirect(`${result.to}${search}`, result.status)
	}
	return {
		profile: result.profile,
		isOwner: result.isOwner,
		responses: result.responses,
		own: result.own,
		publicUrl: getEnv().PUBLIC_URL,
	}
}

/** The footer is hidden on the owner's own profile (§2). */
export const handle = {
	hideFooter: (data: unknown) => (data as { isOwner?: boolean } | undefined)?.isOwner === true,
}

const FORM_FIELDS = ['name', 'private_message', 'author_email', 'phone'] as const
const ERROR_STATUS: Partial<Record<AppErrorCode, number>> = {
	invalid: 400,
	forbidden: 403,
	not_found: 404,
	rate_limited: 429,
}

/** The contact form without JavaScript (with it, the dialog posts JSON to /api/contact). */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	const body: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string') body[key] = value
	const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, body[f] ?? '']))
	try {
		const parsed = parseContactRequest(body, { requireBox: true })
		if (parsed.kind !== 'message') throw new AppError('invalid', CONTACT_ERROR_MESSAGE)
		const env = getEnv()
		await sendContactMessage(context.get(dbContext), parsed.input, {
			viewerId: context.get(userContext)?.id ?? null,
			clientIp: context.get(clientIpContext),
			siteName: env.SITE_NAME,
			publicUrl: env.PUBLIC_URL,
		})
		return { ok: true }
	} catch (error) {
		if (!isAppError(error)) throw error
		const status = ERROR_STATUS[error.code] ?? 400
		const message = contactFailureMessage(error.code, error.message)
		const headers: HeadersInit = error.retryAfterSeconds
			? { 'Retry-After': String(error.retryAfterSeconds) }
			: {}
		return data({ ok: false, message, fields: error.fields, values }, { status, headers })
	}
}

/**
 * Opening or closing a dialog only toggles ?contact, ?edit (and ?retries): no need to reload the
 * profile, nor does a contact message. A profile save (a fetcher's POST to /api/user) keeps React
 * Router's default: reload after a success.
 */
export function shouldRevalidate({
	currentUrl,
	nextUrl,
	formMethod,
	formAction,
	defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
	// A visitor's message changes nothing on the profile.
	if (formAction === '/api/contact') return false
	if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
	if (currentUrl.search === nextUrl.search) return defaultShouldRevalidate
	const same =
		searchWithout(currentUrl.search, DIALOG_PARAMS) === searchWithout(nextUrl.search, DIALOG_PARAMS)
	return same ? false : defaultShouldRevalidate
}

export default function TherapistRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.own) {
		return (
			<OwnerProfileView
				profile={loaderData.own}
				responses={loaderData.responses}
				publicUrl={loaderData.publicUrl}
			/>
		)
	}
	return (
		<ProfilePage
			profile={loaderData.profile}
			isOwner={loaderData.isOwner}
			responses={loaderData.responses}
			contactResult={actionData ?? null}
		/>
	)
}
