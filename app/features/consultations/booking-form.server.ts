import type { Db } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { fieldMessages } from '~/lib/field-messages'
import type { Locale } from '~/lib/i18n'
import { robotCheck } from '~/lib/robot-check'
import { serverI18n } from '~/lib/translator.server'
import { zodFields } from '~/lib/zod-fields'
import { z } from '~/lib/zod-mini'
import { bookConsultation, type BookingContext } from './booking.server'
import { type BookingProfile, confirmationSigner } from './booking-page.server'
import { bookingRequestSchema } from './consultations.schema'
import { getConsultationSettings } from './settings.server'
import { isTimeZone } from './time-words'

// The booking page's form without JavaScript (docs/decisions/0003-two-entry-points-per-form.md): the
// same schema and service as POST /api/consultation, plus the robot box every HTML form requires.

/** The fields a refused post gives back to the form. */
export const BOOKING_FORM_FIELDS = ['start', 'name', 'email', 'phone', 'note', 'time_zone'] as const

/**
 * Books the time a posted form chose, for the page's provider (whatever the post says), and returns
 * the confirmation page's signed token. Throws AppError invalid with the fields in the visitor's
 * language, and whatever bookConsultation throws (BookingRefusal, rate_limited…).
 */
export async function bookFromForm(
	db: Db,
	profile: BookingProfile,
	body: Record<string, string>,
	ctx: BookingContext & { locale: Locale },
): Promise<string> {
	const words = serverI18n(ctx.locale)
	const fields: Record<string, string> = {}
	if (!body.start) fields.start = words.t('consultations.book.pick_time')
	const robot = robotCheck(body)
	if (robot === 'robot') throw new AppError('invalid', words.t('consultations.book.failed'))
	if (robot === 'unchecked') fields.not_robot = fieldMessages(words).robot
	// The zone came from the page's own picker or the browser; anything else reads as the provider's.
	const zone = isTimeZone(body.time_zone ?? '')
		? body.time_zone
		: ((await getConsultationSettings(db, profile.id))?.time_zone ?? 'UTC')
	const parsed = z.safeParse(bookingRequestSchema(words), {
		recipient_user: profile.id,
		start: body.start || '1970-01-01T00:00:00Z',
		name: body.name ?? '',
		email: body.email ?? '',
		phone: body.phone || undefined,
		note: body.note || undefined,
		time_zone: zone,
	})
	if (!parsed.success) Object.assign(fields, zodFields(parsed.error), fields)
	if (!parsed.success || Object.keys(fields).length > 0) {
		// A start that is not a time at all is the page's own radio list tampered with: 'pick a time'.
		if (fields.start) fields.start = words.t('consultations.book.pick_time')
		throw new AppError('invalid', Object.values(fields)[0] ?? words.t('consultations.book.failed'), {
			fields,
		})
	}
	const sign = await confirmationSigner(db)
	const booked = await bookConsultation(db, parsed.data, ctx)
	return sign(booked.id)
}
