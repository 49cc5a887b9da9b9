import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { bookConsultation } from '~/features/consultations/booking.server'
import { serverI18n } from '~/lib/translator.server'
import { bookingRequestSchema } from '~/features/consultations/consultations.schema'
import { AppError } from '~/lib/errors'
import { apiError, appErrorResponse, parseJsonBody, parseValue } from '~/lib/http.server'
import type { Locale } from '~/lib/i18n'
import { clientIpContext } from '~/lib/request-context'
import { isRobot } from '~/lib/robot-check'
import { z } from 'zod'
import type { Route } from './+types/consultation'

export function loader() {
	return apiError('not_found', 'Not found.', 404)
}

/**
 * POST /api/consultation { recipient_user, start, name, email, phone, note, time_zone } → 201
 * { id, start, end }; 409 { error: { code: 'slot_taken', message } }; 400 with the field
 * (docs/product.md#free-consultations). `?locale=es` answers in Spanish and writes the visitor's e-mails in it.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return apiError('not_found', 'Not found.', 404)
	const env = getEnv()
	const locale: Locale = new URL(request.url).searchParams.get('locale') === 'es' ? 'es' : 'en'
	try {
		const body = await parseJsonBody(request, z.unknown())
		const input = parseValue(bookingRequestSchema(serverI18n(locale)), body)
		if (isRobot(body as Record<string, unknown>)) throw new AppError('invalid', 'Invalid request.')
		const booked = await bookConsultation(context.get(dbContext), input, {
			viewerId: context.get(userContext)?.id ?? null,
			clientIp: context.get(clientIpContext),
			site: { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL, mailFrom: env.MAIL_FROM },
			locale,
		})
		return Response.json(booked, { status: 201 })
	} catch (error) {
		return appErrorResponse(error)
	}
}
