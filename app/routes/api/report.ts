import { z } from 'zod'
import { dbContext } from '~/db/context'
import { serverI18n } from '~/lib/translator.server'
import { parseReportRequest } from '~/features/reports/report.schema'
import { submitReport } from '~/features/reports/reports.server'
import type { Locale } from '~/lib/i18n'
import { apiError, appErrorResponse, parseJsonBody } from '~/lib/http.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/report'

export function loader() {
	return apiError('not_found', 'Not found.', 404)
}

/**
 * POST /api/report (docs/product.md#reports): { recipient_user, reason, details, email } about a live
 * profile. Answers 201 { docs: [{ id }] } once stored; the report page's form sends the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return apiError('not_found', 'Not found.', 404)
	// The Spanish report page asks for Spanish messages (?locale=es), as the contact form does.
	const locale: Locale = new URL(request.url).searchParams.get('locale') === 'es' ? 'es' : 'en'
	try {
		const body = await parseJsonBody(request, z.unknown())
		const input = parseReportRequest(body, { requireBox: false, words: serverI18n(locale) })
		const report = await submitReport(context.get(dbContext), input, {
			clientIp: context.get(clientIpContext),
			locale,
		})
		return Response.json({ docs: [report] }, { status: 201 })
	} catch (error) {
		return appErrorResponse(error)
	}
}
