import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { parseContactRequest } from '~/features/contact/contact.schema'
import { serverI18n } from '~/lib/translator.server'
import { recordPhoneClick, sendContactMessage } from '~/features/contact/contact.server'
import { apiError, appErrorResponse, parseJsonBody } from '~/lib/http.server'
import { z } from 'zod'
import { clientIpContext } from '~/lib/request-context'
import type { Locale } from '~/lib/i18n'
import type { Route } from './+types/contact'

export function loader() {
	return apiError('not_found', 'Not found.', 404)
}

/**
 * POST /api/contact (docs/product.md#contact): a message { name, private_message, author_email, phone, recipient_user }
 * or a phone click { recipient_user, is_phone: true }. Answers { docs: [{ id }] } once stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return apiError('not_found', 'Not found.', 404)
	const env = getEnv()
	// A visitor's form on a Spanish page asks for Spanish messages (?locale=es); the message keeps it.
	const locale: Locale = new URL(request.url).searchParams.get('locale') === 'es' ? 'es' : 'en'
	const ctx = {
		viewerId: context.get(userContext)?.id ?? null,
		clientIp: context.get(clientIpContext),
		siteName: env.SITE_NAME,
		publicUrl: env.PUBLIC_URL,
		locale,
	}
	try {
		const body = await parseJsonBody(request, z.unknown())
		const parsed = parseContactRequest(body, { requireBox: false, words: serverI18n(locale) })
		const db = context.get(dbContext)
		if (parsed.kind === 'phone') {
			const click = await recordPhoneClick(db, parsed.input, ctx)
			// The owner's own clicks are not counted, but the call still succeeds.
			return Response.json({ docs: click ? [click] : [] })
		}
		const message = await sendContactMessage(db, parsed.input, ctx)
		return Response.json({ docs: [message] }, { status: 201 })
	} catch (error) {
		return appErrorResponse(error)
	}
}
