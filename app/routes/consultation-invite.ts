import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { confirmationInvite } from '~/features/consultations/booking-page.server'
import type { Route } from './+types/consultation-invite'

/**
 * GET /consultation/invite/{signed booking id}: the visitor's .ics invite, offered on the confirmation
 * page (docs/product.md#free-consultations). A forged token, or a booking no longer kept, is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	const env = getEnv()
	const ics = await confirmationInvite(context.get(dbContext), params.token, {
		siteName: env.SITE_NAME,
		publicUrl: env.PUBLIC_URL,
		mailFrom: env.MAIL_FROM,
	})
	if (!ics) return new Response('Not found.', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	return new Response(ics, {
		headers: {
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': 'attachment; filename="invite.ics"',
			'Cache-Control': 'no-store',
		},
	})
}
