import { Suspense } from 'react'
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { AudioObject, EducationalOccupationalCredential, VideoObject } from 'schema-dts'
import { userContext } from '~/auth/context'
import { revalidateUnlessDialogOnly } from '~/components/ui/use-url-dialog'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { recordedAnswersJsonLd } from '~/features/answers/answer-json-ld'
import { confirmedLabel } from '~/features/availability/freshness'
import {
	contactErrorMessage,
	contactFailureMessage,
	parseContactRequest,
} from '~/features/contact/contact.schema'
import { sendContactMessage } from '~/features/contact/contact.server'
import { nextFreeCalls } from '~/features/consultations/booking-page.server'
import { makeCalendarFeed } from '~/features/consultations/calendar-feed.server'
import { cancelByProvider } from '~/features/consultations/provider-bookings.server'
import { saveSettingsForm } from '~/features/consultations/settings-form.server'
import { countProfileView } from '~/features/listing-stats/counters.server'
import { lazyWithRetry } from '~/features/profile-editing/components/lazy-modal'
import { licenceCredentialsJsonLd, licenceEvidence } from '~/features/licences/evidence.server'
import { LICENCE_INTENT } from '~/features/licences/licence-form'
import { saveLicenceForm } from '~/features/profile-editing/licence-form.server'
import { requireUser } from '~/auth/guards.server'
import { ProfilePage } from '~/features/profile-page/components/profile-page'
import { contactNextSteps, loadProfilePage } from '~/features/profile-page/profile-page.server'
import { toCardView } from '~/features/search/components/card-view'
import { officeMilesAway } from '~/features/search/near-query.server'
import { searchFromReferer, storedSearch } from '~/features/search/stored-search'
import { displayName, photoUrl, profilePath } from '~/features/therapists/format'
import { profileMeta } from '~/features/therapists/profile-meta'
import { AppError } from '~/lib/errors'
import { localeOfPath, localizedPath } from '~/lib/i18n'
import { absoluteUrl, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { pageActionFailure } from '~/lib/page-action'
import { clientIpContext } from '~/lib/request-context'
import { serverI18n } from '~/lib/translator.server'
import { withSpanishQuestion } from '~/platform/reference/question-titles.server'
import type { Route } from './+types/therapist'

// The owner's editing view is a chunk of its own: visitors of a profile never load it.
const OwnerProfileView = lazyWithRetry(async () => ({
	default: (await import('~/features/profile-page/components/owner-profile-view')).OwnerProfileView,
}))

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const site = siteFromMatches(matches)
	// The loader's JSON of schema.org nodes: its serialized type is too deep for TypeScript to compare.
	const recorded = loaderData.recorded as unknown as ReadonlyArray<VideoObject | AudioObject>
	const credentials = loaderData.credentials as unknown as EducationalOccupationalCredential[]
	return profileMeta(site, loaderData.profile, recorded, translatorFromMatches(matches), credentials)
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const viewer = context.get(userContext)
	const result = await loadProfilePage(context.get(dbContext), params, viewer?.id ?? null)
	// Unknown ids and drafts go to the directory; a non-canonical path moves for good, query kept.
	// On a Spanish profile (/es/therapist/…) both stay in Spanish (docs/product.md#languages).
	const locale = localeOfPath(new URL(request.url).pathname)
	if (result.kind === 'not-found') throw redirect(localizedPath('/therapists', locale), 302)
	if (result.kind === 'gone') throw data(null, { status: 410 })
	if (result.kind === 'moved') {
		throw redirect(localizedPath(`${result.to}${new URL(request.url).search}`, locale), 301)
	}
	// docs/product.md#your-listing: the owner's own visits are not counted.
	if (!result.isOwner) countProfileView(result.profile.id, request.headers.get('user-agent'))
	const words = serverI18n(locale)
	const { profile, alternatives } = result
	// The state every alternative is licensed in, for the cards and the notice's title.
	const shared =
		profile.licensed_states.find((s) => alternatives.every((a) => a.licensed_states.includes(s))) ?? null
	const env = getEnv()
	const photo = photoUrl(profile.photo, 512)
	const site = { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL }
	// The listing search it was opened from goes with a message, for the follow-up's suggestions
	// (docs/product.md#follow-ups): one visitor's own, so such a page is never kept by a shared cache.
	const search = searchFromReferer(request.headers.get('referer'), [
		new URL(request.url).origin,
		new URL(env.PUBLIC_URL).origin,
	])
	const body = {
		// The recorded answers' structured data, made here: its code stays off a visitor's phone.
		recorded: recordedAnswersJsonLd(site, result.responses.docs, {
			profileUrl: `${site.publicUrl}${profilePath(profile)}`,
			name: displayName(profile),
			image: photo ? absoluteUrl(site, photo) : null,
		}),
		profile: {
			...profile,
			freshness: {
				...profile.freshness,
				label: confirmedLabel(profile.freshness.days, profile.freshness.stale, words),
			},
		},
		isOwner: result.isOwner,
		// On a Spanish profile the questions are in Spanish; the answers stay as written.
		responses:
			locale === 'es'
				? { ...result.responses, docs: result.responses.docs.map(withSpanishQuestion) }
				: result.responses,
		own: result.own,
		alternatives: {
			cards: alternatives.map((card) => toCardView(card, { state: shared, insurance: null, words })),
			state: shared,
		},
		acceptsMessages: result.acceptsMessages,
		publicUrl: getEnv().PUBLIC_URL,
		// Opened from a near listing: how far the office is (docs/search.md#near-a-zip-code).
		milesAway: officeMilesAway(profile, new URL(request.url).searchParams.get('near'), words.t),
		search,
		nextSteps: contactNextSteps(profile),
		// 'Licence checked' and its evidence in the page's words (docs/product.md#licence-checks).
		licence: licenceEvidence(profile.license_check, { locale, siteName: env.SITE_NAME }),
		credentials: licenceCredentialsJsonLd(profile.license_check, locale),
		// docs/product.md#free-consultations: the next three open times, in the provider's zone.
		freeCalls:
			profile.is_live && !result.isOwner
				? await nextFreeCalls(context.get(dbContext), profile.id, locale)
				: null,
	}
	// Typed as the plain body (React Router unwraps it alike): the tests that call the loader read it so.
	return (search ? data(body, { headers: { 'Cache-Control': 'private, no-store' } }) : body) as typeof body
}

/** A page carrying a visitor's search says so (the loader's Cache-Control); others keep the site's policy. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

/** The footer is hidden on the owner's own profile (docs/product.md#pages). */
export const handle = {
	hideFooter: (data: unknown) => (data as { isOwner?: boolean } | undefined)?.isOwner === true,
}

const FORM_FIELDS = ['name', 'private_message', 'author_email', 'phone'] as const
/** The contact form without JavaScript (with it, the dialog posts JSON to /api/contact), and the owner's Licence form. */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	// The owner's Licence modal without JavaScript (with it, the modal posts JSON to /api/user).
	if (form.get('intent') === LICENCE_INTENT) {
		const user = requireUser(context, request)
		return saveLicenceForm(context.get(dbContext), user, form, new URL(request.url).pathname)
	}
	const body: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string') body[key] = value
	if (body.intent?.startsWith('consultation_')) return ownerConsultationAction(request, context, body)
	const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, body[f] ?? '']))
	// A Spanish profile's form answers in Spanish, and the message keeps its language.
	const locale = localeOfPath(new URL(request.url).pathname)
	const words = serverI18n(locale)
	try {
		const parsed = parseContactRequest(body, { requireBox: true, words })
		if (parsed.kind !== 'message') throw new AppError('invalid', contactErrorMessage(words))
		const env = getEnv()
		await sendContactMessage(context.get(dbContext), parsed.input, {
			viewerId: context.get(userContext)?.id ?? null,
			clientIp: context.get(clientIpContext),
			siteName: env.SITE_NAME,
			publicUrl: env.PUBLIC_URL,
			locale,
		})
		// 'Message Sent' leads back to the listing the form came from (its hidden search field).
		return { ok: true, search: storedSearch(body.search) }
	} catch (error) {
		// Only the visitor's own mistakes are spelled out; anything else reads as the generic message.
		return pageActionFailure(error, {
			values,
			message: (e) => contactFailureMessage(e.code, e.message, words),
		})
	}
}

/**
 * The owner's 'Free consultation' modal and upcoming calls without JavaScript
 * (docs/product.md#free-consultations): a save or a cancel goes back to the profile, the modal closed.
 */
async function ownerConsultationAction(
	request: Request,
	context: Route.ActionArgs['context'],
	body: Record<string, string>,
) {
	const db = context.get(dbContext)
	const user = context.get(userContext)
	const back = redirect(new URL(request.url).pathname, 303)
	try {
		if (body.intent === 'consultation_feed') {
			// The new link is shown once, in the modal: only its hash is kept (calendar-feed.server.ts).
			const url = await makeCalendarFeed(db, user?.id ?? null, getEnv().PUBLIC_URL)
			return data({ consultation_feed: { url } }, { headers: { 'Cache-Control': 'private, no-store' } })
		}
		if (body.intent === 'consultation_cancel') {
			const env = getEnv()
			await cancelByProvider(db, user?.id ?? null, body.booking_id ?? '', body.message ?? '', {
				siteName: env.SITE_NAME,
				publicUrl: env.PUBLIC_URL,
				mailFrom: env.MAIL_FROM,
			})
			return back
		}
		const answer = await saveSettingsForm(db, user?.id ?? null, body)
		return answer.saved ? back : data({ consultation: answer }, { status: answer.message ? 400 : 200 })
	} catch (error) {
		return pageActionFailure(error)
	}
}

/**
 * Opening or closing a dialog only toggles ?contact, ?edit (and ?retries): no need to reload the
 * profile, nor does a contact message. A profile save (a fetcher's POST to /api/user) keeps React
 * Router's default: reload after a success.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	// A visitor's message changes nothing on the profile.
	if (args.formAction?.startsWith('/api/contact')) return false
	return revalidateUnlessDialogOnly(args)
}

export default function TherapistRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.own) {
		return (
			<Suspense fallback={null}>
				<OwnerProfileView
					profile={loaderData.own}
					responses={loaderData.responses}
					publicUrl={loaderData.publicUrl}
				/>
			</Suspense>
		)
	}
	return (
		<ProfilePage
			profile={loaderData.profile}
			isOwner={loaderData.isOwner}
			responses={loaderData.responses}
			alternatives={loaderData.alternatives}
			acceptsMessages={loaderData.acceptsMessages}
			milesAway={loaderData.milesAway}
			search={loaderData.search}
			nextSteps={loaderData.nextSteps}
			licence={loaderData.licence}
			freeCalls={loaderData.freeCalls}
			contactResult={actionData && 'ok' in actionData && !('intent' in actionData) ? actionData : null}
		/>
	)
}
